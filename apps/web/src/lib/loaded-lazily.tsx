import { type ComponentType, lazy, useState } from 'react';

/** A component whose code loads apart, and the call that loads it. */
export interface LoadedLazily<P extends object, T> {
  Component: ComponentType<P>;
  load: (option?: T) => Promise<ComponentType<P>>;
}

/**
 * A component whose code `load` fetches (the option is the caller's own: a page's language): it
 * suspends until then, and once loaded, a new mount renders it at once. As a plain lazy
 * component it would show the loading state for a moment, which React then keeps 300 ms so that
 * it does not flash.
 */
export function loadedLazily<P extends object, T = never>(
  load: (option?: T) => Promise<ComponentType<P>>,
): LoadedLazily<P, T> {
  let loaded: ComponentType<P> | undefined;
  const loadAndKeep = async (option?: T) => {
    loaded = await load(option);
    return loaded;
  };
  const Lazy = lazy(async () => ({ default: await loadAndKeep() }));
  function Component(props: P) {
    // Chosen once: changing from the lazy component to the loaded one would remount it.
    const [Shown] = useState(() => loaded ?? Lazy);
    return <Shown {...props} />;
  }
  return { Component, load: loadAndKeep };
}
