import { startTransition, useEffect, useState } from 'react';

/** What a component reads of the cache: a value, and a way to hear that it changed. */
export interface Observed<S> {
  subscribe(onChange: () => void): () => void;
  getSnapshot(): S;
}

/**
 * The value of `observed` as a component shows it (decision 46). An answer to a request renders
 * in a transition: React renders the components that read it in slices, yielding to a tap
 * meanwhile, where `useSyncExternalStore` would render them at once, in one long task. Any other
 * change shows at once: a request that starts, so that the controls it disables are disabled
 * before the next tap, and data the app sets itself after a visitor's action. `observed` stands
 * for one subscription: another one (a new key) is read at once, until its changes come.
 */
export function useAnswersInTransitions<S>(
  observed: Observed<S>,
  isAnswer: (before: S, after: S) => boolean,
): S {
  const [shown, setShown] = useState(() => ({ observed, snapshot: observed.getSnapshot() }));
  // biome-ignore lint/correctness/useExhaustiveDependencies: `isAnswer` is read as changes come.
  useEffect(() => {
    let last = shown.observed === observed ? shown.snapshot : observed.getSnapshot();
    const show = () => {
      const before = last;
      const snapshot = observed.getSnapshot();
      last = snapshot;
      const update = () =>
        setShown((current) =>
          current.observed === observed && current.snapshot === snapshot
            ? current
            : { observed, snapshot },
        );
      if (isAnswer(before, snapshot)) startTransition(update);
      else update();
    };
    const unsubscribe = observed.subscribe(show);
    // A change between the render and the subscription.
    show();
    return unsubscribe;
  }, [observed]);
  return shown.observed === observed ? shown.snapshot : observed.getSnapshot();
}
