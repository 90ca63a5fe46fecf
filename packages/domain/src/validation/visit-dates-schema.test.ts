import { describe, expect, it } from 'vitest';
import { visitDatesSchema } from './visit-dates-schema.ts';

const valid = { duration: 2, startDate: '2027-06-12' };

describe('visitDatesSchema (booking-funnel.md §2, duration)', () => {
  it.each<[string, Record<string, unknown>, string[]]>([
    ['two days from a valid day', {}, []],
    ['no day chosen', { startDate: '' }, ['startDate: validation.required']],
    ['an impossible day', { startDate: '2027-02-30' }, ['startDate: validation.date']],
    ['duration 0', { duration: 0 }, ['duration: validation.min']],
    ['duration 4', { duration: 4 }, ['duration: validation.max']],
  ])('%s', (_label, overrides, expected) => {
    const result = visitDatesSchema.safeParse({ ...valid, ...overrides });
    expect((result.error?.issues ?? []).map((i) => `${i.path.join('.')}: ${i.message}`)).toEqual(
      expected,
    );
  });
});
