import { describe, expect, it } from 'vitest';
import { productKindOf } from './line-kind.ts';

describe('productKindOf', () => {
  it.each([
    ['ticket', 'ticket'],
    ['nightShow', 'ticket'],
    ['dayAndShow', 'ticket'],
    ['christmas', 'ticket'],
    ['showSeat', 'ticket'],
    ['package', 'package'],
    ['pass', 'pass'],
    ['flexibleRate', 'flexibleRate'],
    ['insurance', 'insurance'],
    ['postage', 'postage'],
    ['donation', 'donation'],
    ['coupon', null],
    ['unknown', null],
  ])('a %s line sells %s', (lineKind, kind) => {
    expect(productKindOf(lineKind)).toBe(kind);
  });
});
