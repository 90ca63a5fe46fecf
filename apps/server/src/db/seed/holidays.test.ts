import { describe, expect, it } from 'vitest';
import {
  easterSunday,
  frenchPublicHolidays,
  longWeekend,
  spanishPublicHolidays,
} from './holidays.ts';

describe('holidays', () => {
  it.each([
    [2026, '2026-04-05'],
    [2027, '2027-03-28'],
    [2028, '2028-04-16'],
    [2029, '2029-04-01'],
  ])('Easter %i is %s', (year, easter) => {
    expect(easterSunday(year)).toBe(easter);
  });

  it('French holidays of 2027 include Easter Monday, Ascension and Whit Monday of the catalogue', () => {
    expect(frenchPublicHolidays(2027)).toEqual(
      expect.arrayContaining([
        '2027-03-29',
        '2027-05-01',
        '2027-05-08',
        '2027-05-06',
        '2027-05-17',
      ]),
    );
  });

  it('French holidays of 2028 put Ascension on 25 May and Whit Monday on 5 June', () => {
    expect(frenchPublicHolidays(2028)).toEqual(
      expect.arrayContaining(['2028-05-25', '2028-06-05']),
    );
  });

  it('Spanish holidays include Holy Thursday, Good Friday and the Christmas closures', () => {
    expect(spanishPublicHolidays(2027)).toEqual(
      expect.arrayContaining([
        '2027-03-25',
        '2027-03-26',
        '2027-12-25',
        '2027-01-01',
        '2027-12-08',
      ]),
    );
  });

  it.each([
    [
      'Thursday Ascension bridges to the weekend',
      '2027-05-06',
      ['2027-05-06', '2027-05-07', '2027-05-08', '2027-05-09'],
    ],
    ['a Monday joins the weekend before', '2027-05-17', ['2027-05-15', '2027-05-16', '2027-05-17']],
    [
      'a Tuesday bridges from the weekend before',
      '2027-06-01',
      ['2027-05-29', '2027-05-30', '2027-05-31', '2027-06-01'],
    ],
    ['a Friday joins the weekend after', '2028-12-08', ['2028-12-08', '2028-12-09', '2028-12-10']],
    ['a Wednesday stands alone', '2027-12-08', ['2027-12-08']],
  ])('%s', (_case, holiday, days) => {
    expect(longWeekend(holiday)).toEqual(days);
  });
});
