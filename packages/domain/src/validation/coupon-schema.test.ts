import { describe, expect, it } from 'vitest';
import { couponFormSchema } from './coupon-schema.ts';

describe('couponFormSchema', () => {
  it.each([
    ['PRIMEUR5', true, 'PRIMEUR5'],
    ['  famille10 ', true, 'famille10'],
    ['', false, null],
    ['X'.repeat(31), false, null],
  ])('%j is accepted: %s', (code, accepted, value) => {
    const result = couponFormSchema.safeParse({ code });
    expect(result.success).toBe(accepted);
    if (result.success) expect(result.data.code).toBe(value);
  });
});
