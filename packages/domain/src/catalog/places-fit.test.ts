import { describe, expect, it } from 'vitest';
import { placesFit } from './places-fit.ts';

describe('placesFit (booking-funnel.md §3 full, §5 stock for the group)', () => {
  it.each([
    ['more places left than the group takes', 10, 3, true],
    ['exactly the places the group takes', 3, 3, true],
    ['one place short', 2, 3, false],
    ['nothing left', 0, 1, false],
  ])('%s: %i left for %i', (_case, left, places, fits) => {
    expect(placesFit(left, places)).toBe(fits);
  });
});
