import { describe, expect, it } from 'vitest';
import { basketSchema } from './basket-schema.ts';

const valid = {
  language: 'fr',
  group: { adults: 2, children: 1, babies: 0 },
  startDate: '2027-06-12',
  duration: 1,
  offerCode: 'FR-D1NS',
  seating: 'LVL2',
  eventDate: '2027-06-12',
  complementaries: [{ code: 'PE', dates: ['2027-06-12'], quantity: 3 }],
  sendingMethod: 'courrier',
  donationValue: 200,
};

describe('basketSchema (booking-funnel.md §7, saveBasket)', () => {
  it.each<[string, Record<string, unknown>, string[]]>([
    ['a valid basket', {}, []],
    ['unknown language', { language: 'de' }, ['language: validation.format']],
    [
      'no visitor',
      { group: { adults: 0, children: 0, babies: 1 } },
      ['group.adults: validation.atLeastOneVisitor'],
    ],
    ['start date missing', { startDate: undefined }, ['startDate: validation.required']],
    ['start date in another format', { startDate: '12/06/2027' }, ['startDate: validation.date']],
    ['duration 0', { duration: 0 }, ['duration: validation.min']],
    ['duration 4', { duration: 4 }, ['duration: validation.max']],
    ['offer code empty', { offerCode: '' }, ['offerCode: validation.required']],
    ['unknown seating', { seating: 'LVL9' }, ['seating: validation.format']],
    ['event date invalid', { eventDate: '2027-06-31' }, ['eventDate: validation.date']],
    [
      'complementary without date',
      { complementaries: [{ code: 'PE', dates: [], quantity: 1 }] },
      ['complementaries.0.dates: validation.required'],
    ],
    [
      'complementary quantity 0',
      { complementaries: [{ code: 'PE', dates: ['2027-06-12'], quantity: 0 }] },
      ['complementaries.0.quantity: validation.min'],
    ],
    [
      'an activity in its slot',
      {
        complementaries: [
          { code: 'RECEPCION_REAL', dates: ['2027-06-12'], session: '10:30', quantity: 1 },
        ],
      },
      [],
    ],
    [
      'an activity slot that is no time',
      {
        complementaries: [
          { code: 'RECEPCION_REAL', dates: ['2027-06-12'], session: 'noon', quantity: 1 },
        ],
      },
      ['complementaries.0.session: validation.format'],
    ],
    ['unknown sending method', { sendingMethod: 'pigeon' }, ['sendingMethod: validation.format']],
    ['negative donation', { donationValue: -100 }, ['donationValue: validation.positive']],
    [
      'donation of a fraction of a cent',
      { donationValue: 1.5 },
      ['donationValue: validation.format'],
    ],
    ['donation of 1,000 €', { donationValue: 100_000 }, []],
    ['donation above 1,000 €', { donationValue: 100_001 }, ['donationValue: validation.max']],
    [
      'donation of the largest 32-bit integer',
      { donationValue: 2_147_483_647 },
      ['donationValue: validation.max'],
    ],
    [
      'offer code of 51 characters',
      { offerCode: 'A'.repeat(51) },
      ['offerCode: validation.maxLength'],
    ],
    ['offer code with a NUL byte', { offerCode: 'FR-D1\u0000' }, ['offerCode: validation.format']],
    ['offer code with a line break', { offerCode: 'FR\nD1' }, ['offerCode: validation.format']],
    ['start date before 2000', { startDate: '1999-12-31' }, ['startDate: validation.date']],
    ['start date after 2100', { startDate: '2101-01-01' }, ['startDate: validation.date']],
    ['start date of year 0', { startDate: '0000-01-01' }, ['startDate: validation.date']],
    ['29 February of a common year', { startDate: '2027-02-29' }, ['startDate: validation.date']],
    ['29 February of a leap year', { startDate: '2028-02-29' }, []],
    [
      '21 adults',
      { group: { adults: 21, children: 0, babies: 0 } },
      ['group.adults: validation.max'],
    ],
    [
      '20 adults, 20 children and 20 babies',
      { group: { adults: 20, children: 20, babies: 20 } },
      [],
    ],
    [
      'complementary for more than the largest group',
      { complementaries: [{ code: 'PE', dates: ['2027-06-12'], quantity: 41 }] },
      ['complementaries.0.quantity: validation.max'],
    ],
    [
      'complementary on more days than a visit',
      {
        complementaries: [
          {
            code: 'PE',
            dates: ['2027-06-12', '2027-06-13', '2027-06-14', '2027-06-15'],
            quantity: 1,
          },
        ],
      },
      ['complementaries.0.dates: validation.max'],
    ],
    [
      '21 complementaries',
      {
        complementaries: Array.from({ length: 21 }, () => ({
          code: 'PE',
          dates: ['2027-06-12'],
          quantity: 1,
        })),
      },
      ['complementaries: validation.max'],
    ],
  ])('%s', (_label, overrides, expected) => {
    const result = basketSchema.safeParse({ ...valid, ...overrides });
    expect((result.error?.issues ?? []).map((i) => `${i.path.join('.')}: ${i.message}`)).toEqual(
      expected,
    );
  });

  it('fills what the API may leave out or send as null', () => {
    const minimal = {
      language: 'en',
      group: { adults: 1, children: 0, babies: 0 },
      startDate: '2027-06-12',
      duration: 2,
      offerCode: 'FR-D2',
    };
    expect(basketSchema.parse({ ...minimal, seating: null, complementaries: null })).toMatchObject({
      seating: null,
      eventDate: null,
      complementaries: [],
      flexibleRate: false,
      sendingMethod: 'email',
      isDonation: false,
      donationValue: 0,
    });
  });
});
