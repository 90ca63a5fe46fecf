import { describe, expect, it } from 'vitest';
import { hashKey, startsWith } from './query-key.ts';

describe('query keys', () => {
  it('are equal by value, whatever the order of their objects’ fields', () => {
    expect(hashKey(['offers', { startDate: '2026-07-01', adults: 2 }])).toBe(
      hashKey(['offers', { adults: 2, startDate: '2026-07-01' }]),
    );
    expect(hashKey(['offers', { adults: 2 }])).not.toBe(hashKey(['offers', { adults: 3 }]));
    expect(hashKey(['order', null])).not.toBe(hashKey(['order', 'K7QH2MZP']));
  });

  it('name a family by their first parts', () => {
    const key = ['account', 'order', { id: 'A1', page: 1 }];
    expect(startsWith(key, ['account'])).toBe(true);
    expect(startsWith(key, ['account', 'order', { page: 1, id: 'A1' }])).toBe(true);
    expect(startsWith(key, [])).toBe(true);
    expect(startsWith(key, ['account', 'history'])).toBe(false);
    expect(startsWith(['restaurant', { code: 'R1' }], ['restaurants'])).toBe(false);
  });
});
