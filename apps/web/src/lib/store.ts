import { useSyncExternalStore } from 'react';

/** Merges a part of the state into it, or the part a function of the state returns. */
export type SetState<T> = (change: Partial<T> | ((state: T) => Partial<T>)) => void;

/**
 * A state shared by components: `useStore(selector)` renders what the selector picks, again when
 * it changes (a selector returns a stable value: a part of the state, not a new object), and
 * `useStore()` the whole state; `getState` and `setState` read and change it outside rendering.
 */
export interface Store<T> {
  (): T;
  <U>(selector: (state: T) => U): U;
  getState(): T;
  setState: SetState<T>;
  subscribe(listener: () => void): () => void;
}

/** Where a store keeps its data in this tab's sessionStorage, as `{ state, version }`. */
export interface Kept<T, Data> {
  key: string;
  version: number;
  /** The part of the state kept; the whole state without it. */
  data?: (state: T) => Data;
  /** Data of an older version, made current. */
  migrate?: (data: unknown, version: number) => Data;
}

/**
 * A store made by `init`, which gets its `set`; kept in sessionStorage when `kept` says where: it
 * starts from what the tab kept, and keeps every change.
 */
export function createStore<T, Data = T>(init: (set: SetState<T>) => T, kept?: Kept<T, Data>) {
  const listeners = new Set<() => void>();
  const save = () => {
    if (!kept) return;
    const data = kept.data ? kept.data(state) : state;
    try {
      sessionStorage.setItem(kept.key, JSON.stringify({ state: data, version: kept.version }));
    } catch {
      // Storage full or off (or no browser, at build): the page works on, a reload forgets.
    }
  };
  const setState: SetState<T> = (change) => {
    const part = typeof change === 'function' ? change(state) : change;
    state = { ...state, ...part };
    save();
    for (const listener of listeners) listener();
  };
  let state = init(setState);
  if (kept) {
    state = { ...state, ...restore(kept) };
    save();
  }

  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  };
  const getState = () => state;
  function useStore<U>(selector?: (state: T) => U): U | T {
    return useSyncExternalStore(subscribe, () => (selector ? selector(state) : state));
  }
  return Object.assign(useStore, { getState, setState, subscribe }) as Store<T>;
}

/** What the tab kept of a store, made current; nothing when it kept none or it cannot be read. */
function restore<T, Data>({ key, version, migrate }: Kept<T, Data>): Partial<T> {
  try {
    const kept = JSON.parse(sessionStorage.getItem(key) ?? 'null') as {
      state?: unknown;
      version?: number;
    } | null;
    if (kept === null || typeof kept.state !== 'object' || kept.state === null) return {};
    if (kept.version === version) return kept.state as Partial<T>;
    // Data of another version that cannot be made current is left: the store starts anew.
    return migrate ? (migrate(kept.state, kept.version ?? 0) as Partial<T>) : {};
  } catch {
    return {};
  }
}
