import { describe, expect, it } from 'vitest';
import { dayAfterKey, monthWeeks } from './month-grid.ts';

describe('monthWeeks', () => {
  it('lays out March 2027 in six weeks, from Monday 1st to Sunday 11 April', () => {
    const weeks = monthWeeks('2027-03-17');
    expect(weeks).toHaveLength(6);
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
    expect(weeks[5]?.[6]).toBe('2027-04-11');
  });

  it.each([
    // a day of the month, the grid's first and last days: six weeks whatever the month spans
    ['2027-02-10', '2027-02-01', '2027-03-14'], // 28 days from a Monday: four weeks of its own
    ['2026-08-01', '2026-07-27', '2026-09-06'], // 31 days from a Saturday: all six
    ['2027-08-31', '2027-07-26', '2027-09-05'], // 31 days from a Sunday: all six
    ['2028-02-29', '2028-01-31', '2028-03-12'], // 29 days from a Tuesday: five
  ])('lays out the month of %s in six weeks, from %s to %s', (day, first, last) => {
    const weeks = monthWeeks(day);
    expect(weeks).toHaveLength(6);
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
