import { describe, expect, it } from 'vitest';
import { byAccessDate, classifyVisits } from './visits.ts';

const visit = (id: string, accessDate: string) => ({ id, accessDate });
const ids = (visits: Array<{ id: string }>) => visits.map((v) => v.id);

describe('classifyVisits (checkout-and-account.md §4, readings.md §5)', () => {
  // 2027-06-12 at 22:30 UTC is already 2027-06-13 at 00:30 in Paris.
  const lateEvening = new Date('2027-06-12T22:30:00Z');
  const noon = new Date('2027-06-12T10:00:00Z');

  it.each<[string, Date, Array<[string, string]>, string | null, string[], string[]]>([
    ['no orders', noon, [], null, [], []],
    [
      'a visit today is the next visit, not a past one',
      noon,
      [
        ['today', '2027-06-12'],
        ['yesterday', '2027-06-11'],
      ],
      'today',
      ['today'],
      ['yesterday'],
    ],
    [
      'future ascending whatever the given order; past most recent first',
      noon,
      [
        ['autumn', '2027-10-01'],
        ['long-ago', '2026-05-01'],
        ['summer', '2027-07-14'],
        ['spring', '2027-04-02'],
      ],
      'summer',
      ['summer', 'autumn'],
      ['spring', 'long-ago'],
    ],
    [
      'the day is the Paris one: after 22:00 UTC in June, the 12th is past',
      lateEvening,
      [
        ['twelfth', '2027-06-12'],
        ['thirteenth', '2027-06-13'],
      ],
      'thirteenth',
      ['thirteenth'],
      ['twelfth'],
    ],
    [
      'only past visits: no next visit',
      noon,
      [
        ['a', '2027-01-01'],
        ['b', '2027-02-01'],
      ],
      null,
      [],
      ['b', 'a'],
    ],
  ])('%s', (_title, now, given, next, future, past) => {
    const classified = classifyVisits(
      given.map(([id, date]) => visit(id, date)),
      now,
    );
    expect(classified.nextVisit?.id ?? null).toBe(next);
    expect(ids(classified.future)).toEqual(future);
    expect(ids(classified.past)).toEqual(past);
  });

  it('sorts myOrders by access date, ascending (§7)', () => {
    expect(
      ids(
        byAccessDate([
          visit('c', '2027-09-01'),
          visit('a', '2026-01-01'),
          visit('b', '2027-01-01'),
        ]),
      ),
    ).toEqual(['a', 'b', 'c']);
  });
});
