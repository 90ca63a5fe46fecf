import { describe, expect, it, vi } from 'vitest';
import { firstLevelWithResults } from './distribution-levels.ts';

const failure = new Error('refused');

describe('firstLevelWithResults (booking-funnel.md §7: up to three levels, in order)', () => {
  it.each<[string, Array<string[] | Error>, string[] | Error, number]>([
    ['the first level with results wins', [['a'], ['b']], ['a'], 1],
    ['an empty level leaves the next one to try', [[], ['b'], ['c']], ['b'], 2],
    ['a failing level leaves the next one to try', [failure, ['b']], ['b'], 2],
    ['no results at any level: empty', [[], [], []], [], 3],
    ['failures and no results: empty, since a level succeeded', [failure, [], failure], [], 3],
    ['every level failed: the error is rethrown', [failure, failure, failure], failure, 3],
    ['a fourth level is never tried', [[], [], [], ['d']], [], 3],
  ])('%s', async (_label, answers, expected, calls) => {
    const search = vi.fn(async (level: number) => {
      const answer = answers[level];
      if (answer instanceof Error) throw answer;
      return answer ?? [];
    });
    const levels = answers.map((_, index) => index);
    const result = firstLevelWithResults(levels, search);
    if (expected instanceof Error) await expect(result).rejects.toBe(expected);
    else await expect(result).resolves.toEqual(expected);
    expect(search).toHaveBeenCalledTimes(calls);
    expect(search.mock.calls.map(([level]) => level)).toEqual(levels.slice(0, calls));
  });
});
