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
    ['unknown sending method', { sendingMethod: 'pigeon' }, ['sendingMethod: validation.format']],
    ['negative donation', { donationValue: -100 }, ['donationValue: validation.positive']],
    [
      'donation of a fraction of a cent',
      { donationValue: 1.5 },
      ['donationValue: validation.format'],
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
