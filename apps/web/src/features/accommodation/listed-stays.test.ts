import { cents } from '@sesame/domain/money/cents';
import { describe, expect, it } from 'vitest';
import { cheapestPrices } from './listed-stays.ts';
import { listedCastellum } from './stay-fixtures.ts';

describe('cheapestPrices (booking-funnel.md §3, list item)', () => {
  it.each([
    ['one night', { price: 19900, nights: 1 }, null, { perNight: 19900, total: 19900 }],
    [
      'the average of several nights',
      { price: 51700, nights: 3 },
      null,
      { perNight: 17233, total: 51700 },
    ],
    [
      'a package adds its tickets to the stay, not to the night',
      { price: 19900, nights: 1 },
      cents(16600),
      { perNight: 19900, total: 36500 },
    ],
    ['no room sleeps the group', { price: null }, null, null],
  ] as const)('%s', (_label, fields, packageTicketPrice, expected) => {
    expect(cheapestPrices({ accommodation: listedCastellum(fields), packageTicketPrice })).toEqual(
      expected,
    );
  });
});
