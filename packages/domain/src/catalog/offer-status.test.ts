import { describe, expect, it } from 'vitest';
import { offerStatus } from './offer-status.ts';

describe('offerStatus', () => {
  it.each([
    ['not on sale', { available: false, availableStock: 500, groupSize: 2 }, 'unavailable'],
    ['no place left', { available: true, availableStock: 0, groupSize: 2 }, 'full'],
    ['fewer places than the group', { available: true, availableStock: 3, groupSize: 4 }, 'full'],
    ['just enough for the group', { available: true, availableStock: 4, groupSize: 4 }, 'fewLeft'],
    ['49 places left', { available: true, availableStock: 49, groupSize: 2 }, 'fewLeft'],
    ['50 places left', { available: true, availableStock: 50, groupSize: 2 }, 'available'],
    ['plenty', { available: true, availableStock: 7200, groupSize: 6 }, 'available'],
  ] as const)('%s: %s', (_label, input, expected) => {
    expect(offerStatus(input)).toBe(expected);
  });
});
