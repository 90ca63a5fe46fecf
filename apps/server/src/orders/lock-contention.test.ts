import { describe, expect, it } from 'vitest';
import { isLockContention } from './lock-contention.ts';

describe('isLockContention', () => {
  it('recognises a lock timeout and a deadlock, even wrapped by the driver', () => {
    expect(isLockContention(Object.assign(new Error('lock timeout'), { code: '55P03' }))).toBe(
      true,
    );
    const deadlock = Object.assign(new Error('deadlock detected'), { code: '40P01' });
    expect(isLockContention(new Error('Failed query', { cause: deadlock }))).toBe(true);
  });

  it('lets every other failure through', () => {
    expect(isLockContention(Object.assign(new Error('check violation'), { code: '23514' }))).toBe(
      false,
    );
    expect(isLockContention(new Error('network'))).toBe(false);
    expect(isLockContention(undefined)).toBe(false);
  });
});
