import { describe, expect, it } from 'vitest';
import { snapshotMemo } from './snapshot-memo.ts';

describe('snapshotMemo', () => {
  it('computes once per snapshot and key', () => {
    const remember = snapshotMemo<number>();
    const snapshot = {};
    let computed = 0;
    const answer = () => ++computed;
    expect(remember(snapshot, 'a', answer)).toBe(1);
    expect(remember(snapshot, 'a', answer)).toBe(1);
    expect(remember(snapshot, 'b', answer)).toBe(2);
    expect(remember({}, 'a', answer)).toBe(3);
  });

  it('forgets everything of a snapshot when it holds too many results', () => {
    const remember = snapshotMemo<string>(2);
    const snapshot = {};
    remember(snapshot, 'a', () => 'first');
    remember(snapshot, 'b', () => 'b');
    remember(snapshot, 'c', () => 'c');
    expect(remember(snapshot, 'a', () => 'again')).toBe('again');
  });
});
