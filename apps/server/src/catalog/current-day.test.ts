import { parisToday } from '@sesame/domain/dates/paris-today';
import { describe, expect, it } from 'vitest';
import { dayOnce } from './current-day.ts';

describe('dayOnce', () => {
  it('formats the day again only when the second has changed', () => {
    let now = Date.parse('2026-12-31T22:59:59.200Z');
    let formatted = 0;
    const today = dayOnce(
      (date) => {
        formatted++;
        return parisToday(date);
      },
      () => now,
    );
    expect(today()).toBe('2026-12-31');
    now += 500;
    expect(today()).toBe('2026-12-31');
    expect(formatted).toBe(1);
    now += 1_000;
    expect(today()).toBe('2027-01-01');
    expect(formatted).toBe(2);
  });
});
