import type { OfferStock, Seating } from '@sesame/domain/catalog/offer';
import { cents } from '@sesame/domain/money/cents';
import { makeOffer } from '@sesame/domain/testing/fixtures';
import { describe, expect, it } from 'vitest';
import { seatOptions, seatSelection, showDates } from './seat-options.ts';

const SUPPLEMENTS = { SEATING_LVL2: cents(900), SEATING_LVL3: cents(2200) };

function park(date: string, availableStock: number): OfferStock {
  return {
    date,
    availableStock,
    stockCodes: [`PARK-${date}`],
    seatingStockCode: null,
    seating: null,
    session: null,
    valid: true,
    title: null,
  };
}

function seat(date: string, seating: Seating, availableStock: number): OfferStock {
  const code = `SHOW-${date}-22:30-${seating}`;
  return {
    date,
    availableStock,
    stockCodes: [code],
    seatingStockCode: code,
    seating,
    session: '22:30',
    valid: true,
    title: 'La Grande Veillée · 22:30',
  };
}

/** Day + show on 2027-06-05 at 84 € / 60 € (Bronze), with the given places left. */
function dayAndShow(stock: OfferStock[]) {
  return makeOffer({
    code: 'FR-D1NS',
    kind: 'dayAndShow',
    price: {
      basePrice: cents(8400),
      totalPrice: cents(22800),
      adultPrice: cents(16800),
      adultUnitPrice: cents(8400),
      childrenPrice: cents(6000),
      childrenUnitPrice: cents(6000),
    },
    stock,
  });
}

const family = { adults: 2, children: 1 };

describe('seatOptions', () => {
  const offer = dayAndShow([
    park('2027-06-05', 20_000),
    seat('2027-06-05', 'LVL1', 7_200),
    seat('2027-06-05', 'LVL2', 30),
    seat('2027-06-05', 'LVL3', 2),
  ]);
  const options = seatOptions(offer, '2027-06-05', SUPPLEMENTS, family);

  it.each([
    ['LVL1', 8400, 6000, 22800],
    ['LVL2', 9300, 6900, 25500],
    ['LVL3', 10600, 8200, 29400],
  ])(
    'prices %s at the Bronze unit prices plus its supplement per person',
    (seating, adult, child, total) => {
      expect(options.find((option) => option.seating === seating)?.price).toMatchObject({
        adultUnitPrice: adult,
        childrenUnitPrice: child,
        totalPrice: total,
      });
    },
  );

  it.each([
    ['LVL1', 7_200, 'available'],
    ['LVL2', 30, 'fewLeft'],
    ['LVL3', 2, 'full'],
  ])('tells the group how %s stands (%i places: %s)', (seating, placesLeft, status) => {
    expect(options.find((option) => option.seating === seating)).toMatchObject({
      placesLeft,
      status,
      session: '22:30',
      seatingStockCode: `SHOW-2027-06-05-22:30-${seating}`,
    });
  });

  it('counts the park days too: a full park leaves no seat to sell with the day ticket', () => {
    const crowded = dayAndShow([
      park('2027-06-05', 2),
      seat('2027-06-05', 'LVL1', 7_200),
      seat('2027-06-05', 'LVL2', 3_600),
      seat('2027-06-05', 'LVL3', 1_200),
    ]);
    expect(
      seatOptions(crowded, '2027-06-05', SUPPLEMENTS, family).map((option) => option.status),
    ).toEqual(['full', 'full', 'full']);
  });

  it('marks a category without a row at that show as unavailable', () => {
    const showOnly = dayAndShow([seat('2027-06-05', 'LVL1', 100)]);
    expect(
      seatOptions(showOnly, '2027-06-05', SUPPLEMENTS, family).map((option) => option.status),
    ).toEqual(['available', 'unavailable', 'unavailable']);
  });
});

describe('showDates', () => {
  it('lists each show date of the stay once, in order, and ignores park days', () => {
    const stay = dayAndShow([
      park('2027-06-04', 100),
      park('2027-06-05', 100),
      seat('2027-06-05', 'LVL2', 10),
      seat('2027-06-04', 'LVL1', 10),
      seat('2027-06-05', 'LVL1', 10),
    ]);
    expect(showDates(stay)).toEqual(['2027-06-04', '2027-06-05']);
  });
});

describe('seatSelection', () => {
  const stay = dayAndShow([
    park('2027-06-04', 100),
    park('2027-06-05', 100),
    seat('2027-06-04', 'LVL1', 10),
    seat('2027-06-04', 'LVL2', 10),
    seat('2027-06-05', 'LVL1', 10),
  ]);
  const select = (
    held: { date: string | null; seating: Seating },
    pending: { date: string; seating: Seating } | null = null,
  ) => seatSelection({ offer: stay, supplements: SUPPLEMENTS, group: family, held, pending });

  it.each([
    ['the held seat', { date: '2027-06-05', seating: 'LVL1' }, null, '2027-06-05', 'LVL1'],
    [
      'the first show when nothing is held',
      { date: null, seating: 'LVL1' },
      null,
      '2027-06-04',
      'LVL1',
    ],
    [
      'the first show when the held date is gone',
      { date: '2027-06-09', seating: 'LVL2' },
      null,
      '2027-06-04',
      'LVL2',
    ],
    [
      'the seat being held, before its answer',
      { date: '2027-06-05', seating: 'LVL1' },
      { date: '2027-06-04', seating: 'LVL2' },
      '2027-06-04',
      'LVL2',
    ],
  ] as const)('shows %s as chosen', (_, held, pending, date, seating) => {
    const selection = select(held, pending);
    expect(selection).toMatchObject({ date, seating, session: '22:30' });
    expect(selection.selected).toMatchObject({ date, seating });
  });

  it('finds the same category at the other show, or nothing when that show lacks it', () => {
    expect(select({ date: '2027-06-04', seating: 'LVL1' }).sameSeatOn('2027-06-05')).toMatchObject({
      date: '2027-06-05',
      seating: 'LVL1',
      status: 'fewLeft',
    });
    expect(select({ date: '2027-06-04', seating: 'LVL2' }).sameSeatOn('2027-06-05')?.status).toBe(
      'unavailable',
    );
  });

  it('offers nothing until the offer and the supplements are loaded', () => {
    const selection = seatSelection({
      offer: stay,
      supplements: undefined,
      group: family,
      held: { date: null, seating: 'LVL1' },
      pending: null,
    });
    expect(selection).toMatchObject({
      dates: ['2027-06-04', '2027-06-05'],
      options: [],
      session: null,
    });
  });
});
