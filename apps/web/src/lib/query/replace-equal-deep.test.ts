import { describe, expect, it } from 'vitest';
import { replaceEqualDeep } from './replace-equal-deep.ts';

describe('an answer that replaces another', () => {
  it('is the previous one when equal by value', () => {
    const previous = { lines: [{ code: 'FR-D1', total: 9800 }], total: 9800 };
    const next = { lines: [{ code: 'FR-D1', total: 9800 }], total: 9800 };
    expect(replaceEqualDeep(previous, next)).toBe(previous);
  });

  it('keeps the parts that did not change, and takes the others', () => {
    const previous = { lines: [{ code: 'FR-D1' }, { code: 'PE' }], delivery: { price: 0 } };
    const next = { lines: [{ code: 'FR-D1' }, { code: 'PGE' }], delivery: { price: 0 } };
    const shared = replaceEqualDeep(previous, next);
    expect(shared).toEqual(next);
    expect(shared).not.toBe(previous);
    expect(shared.delivery).toBe(previous.delivery);
    expect(shared.lines[0]).toBe(previous.lines[0]);
    expect(shared.lines[1]).toEqual({ code: 'PGE' });
  });

  it('sees added, removed and renamed fields and items', () => {
    expect(replaceEqualDeep({ a: 1 }, { a: 1, b: 2 })).toEqual({ a: 1, b: 2 });
    expect(replaceEqualDeep({ a: 1, b: 2 }, { a: 1 })).toEqual({ a: 1 });
    expect(replaceEqualDeep({ a: undefined }, { b: undefined })).toEqual({ b: undefined });
    expect(replaceEqualDeep([1, 2], [1])).toEqual([1]);
    expect(replaceEqualDeep([1], { 0: 1 })).toEqual({ 0: 1 });
    expect(replaceEqualDeep(null, { a: 1 })).toEqual({ a: 1 });
  });
});
