import { describe, expect, it } from 'vitest';
import { dayAfterKey, monthWeeks } from './month-grid.ts';

describe('monthWeeks', () => {
  it('lays out March 2027 in five weeks, from Monday 1st to Sunday 4 April', () => {
    const weeks = monthWeeks('2027-03-17');
    expect(weeks).toHaveLength(5);
    expect(weeks[0]).toEqual([
      '2027-03-01',
      '2027-03-02',
      '2027-03-03',
      '2027-03-04',
      '2027-03-05',
      '2027-03-06',
      '2027-03-07',
    ]);
    expect(weeks[4]?.[0]).toBe('2027-03-29');
    expect(weeks[4]?.[6]).toBe('2027-04-04');
  });

  it.each([
    // a day of the month, its weeks, the grid's first and last days
    ['2027-02-10', 4, '2027-02-01', '2027-02-28'], // 28 days from a Monday
    ['2026-08-01', 6, '2026-07-27', '2026-09-06'], // 31 days from a Saturday
    ['2027-08-31', 6, '2027-07-26', '2027-09-05'], // 31 days from a Sunday
    ['2028-02-29', 5, '2028-01-31', '2028-03-05'], // 29 days from a Tuesday
  ])('lays out the month of %s in %i weeks, from %s to %s', (day, count, first, last) => {
    const weeks = monthWeeks(day);
    expect(weeks).toHaveLength(count);
    expect(weeks[0]?.[0]).toBe(first);
    expect(weeks.at(-1)?.[6]).toBe(last);
  });
});

describe('dayAfterKey', () => {
  it.each([
    ['2027-03-06', 'ArrowRight', false, '2027-03-07'],
    ['2027-03-31', 'ArrowRight', false, '2027-04-01'],
    ['2027-03-01', 'ArrowLeft', false, '2027-02-28'],
    ['2027-03-06', 'ArrowDown', false, '2027-03-13'],
    ['2027-03-30', 'ArrowDown', false, '2027-04-06'],
    ['2027-03-06', 'ArrowUp', false, '2027-02-27'],
    ['2027-03-06', 'Home', false, '2027-03-01'], // Saturday to Monday
    ['2027-03-07', 'Home', false, '2027-03-01'], // Sunday is the week's last day
    ['2027-03-06', 'End', false, '2027-03-07'],
    ['2027-03-31', 'End', false, '2027-04-04'],
    ['2027-01-31', 'PageDown', false, '2027-02-28'],
    ['2027-03-06', 'PageUp', false, '2027-02-06'],
    ['2027-03-06', 'PageDown', true, '2028-03-06'],
    ['2027-03-06', 'PageUp', true, '2026-03-06'],
  ])('from %s, %s (Shift: %s) moves to %s', (day, key, shiftKey, expected) => {
    expect(dayAfterKey(day, key, shiftKey)).toBe(expected);
  });

  it('leaves other keys to the day', () => {
    expect(dayAfterKey('2027-03-06', 'Enter', false)).toBeNull();
    expect(dayAfterKey('2027-03-06', 'Tab', false)).toBeNull();
  });
});
