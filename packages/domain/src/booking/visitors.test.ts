import { describe, expect, it } from 'vitest';
import { ageBand, isChildOnlyOrDisabilityGroup, payingVisitors } from './visitors.ts';

describe('ageBand', () => {
  it.each([
    [0, 'baby'],
    [2, 'baby'],
    [3, 'child'],
    [11, 'child'],
    [13, 'child'],
    [14, 'adult'],
    [70, 'adult'],
  ])('a visitor aged %i is a %s', (age, band) => {
    expect(ageBand(age)).toBe(band);
  });
});

describe('payingVisitors', () => {
  it.each([
    [{ adults: 2, children: 0 }, 2],
    [{ adults: 2, children: 3 }, 5],
    [{ adults: 0, children: 1 }, 1],
  ])('%j counts %i paying visitors', (group, expected) => {
    expect(payingVisitors(group)).toBe(expected);
  });
});

describe('isChildOnlyOrDisabilityGroup', () => {
  it.each([
    ['2 adults', { adults: 2, children: 0, hasPsh: false }, false],
    ['a family', { adults: 2, children: 2, hasPsh: false }, false],
    ['children without adults', { adults: 0, children: 2, hasPsh: false }, true],
    ['disability profile', { adults: 2, children: 0, hasPsh: true }, true],
    ['nobody', { adults: 0, children: 0, hasPsh: false }, false],
  ])('%s: %s', (_label, group, expected) => {
    expect(isChildOnlyOrDisabilityGroup(group)).toBe(expected);
  });
});
