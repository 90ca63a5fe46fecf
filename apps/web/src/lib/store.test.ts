import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createStore, type SetState } from './store.ts';

interface Counter {
  count: number;
  label: string;
  add: () => void;
}

const counter = (set: SetState<Counter>): Counter => ({
  count: 0,
  label: 'a',
  add: () => set(({ count }) => ({ count: count + 1 })),
});

const KEY = 'test.counter';
const kept = () => JSON.parse(sessionStorage.getItem(KEY) ?? 'null');

afterEach(() => sessionStorage.clear());

describe('a store', () => {
  it('renders what a selector picks, again when it changes', () => {
    const useCounter = createStore(counter);
    const { result } = renderHook(() => useCounter((state) => state.count));
    expect(result.current).toBe(0);
    act(() => useCounter.getState().add());
    expect(result.current).toBe(1);
    act(() => useCounter.setState({ label: 'b' }));
    expect(useCounter.getState()).toMatchObject({ count: 1, label: 'b' });
  });

  it('renders the whole state without a selector', () => {
    const useCounter = createStore(counter);
    const { result } = renderHook(() => useCounter());
    act(() => useCounter.getState().add());
    expect(result.current.count).toBe(1);
  });
});

describe('a store kept in sessionStorage', () => {
  it('keeps the part it names at each change, with its version', () => {
    const useCounter = createStore(counter, {
      key: KEY,
      version: 3,
      data: ({ count }) => ({ count }),
    });
    useCounter.getState().add();
    expect(kept()).toEqual({ state: { count: 1 }, version: 3 });
  });

  it.each([
    { case: 'the same version', stored: { state: { count: 4 }, version: 2 }, count: 4 },
    { case: 'an older version, migrated', stored: { state: { n: 5 }, version: 1 }, count: 5 },
    { case: 'a version it cannot migrate', stored: { state: { count: 4 }, version: 7 }, count: 0 },
    { case: 'nothing kept', stored: null, count: 0 },
    { case: 'data it cannot read', stored: '{not json', count: 0 },
  ])('starts from $case', ({ stored, count }) => {
    if (stored !== null) {
      sessionStorage.setItem(KEY, typeof stored === 'string' ? stored : JSON.stringify(stored));
    }
    const useCounter = createStore(counter, {
      key: KEY,
      version: 2,
      data: ({ count }) => ({ count }),
      migrate: (data, version) => {
        if (version > 2) throw new Error('A newer version');
        return { count: (data as { n: number }).n };
      },
    });
    expect(useCounter.getState().count).toBe(count);
    expect(useCounter.getState().label).toBe('a');
    expect(kept()).toEqual({ state: { count }, version: 2 });
  });

  it('starts anew from data of another version when it has no migration', () => {
    sessionStorage.setItem(KEY, JSON.stringify({ state: { count: 4 }, version: 1 }));
    const useCounter = createStore(counter, { key: KEY, version: 2 });
    expect(useCounter.getState().count).toBe(0);
  });
});
