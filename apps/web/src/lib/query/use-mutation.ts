import {
  useCallback,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import { useQueryClient } from './provider.tsx';
import { ignore } from './query.ts';
import type { WithStatusFlags } from './status-flags.ts';

export interface MutationCallbacks<TData, TVariables> {
  onSuccess?: (data: TData, variables: TVariables) => unknown;
  onError?: (error: Error, variables: TVariables) => unknown;
  onSettled?: (data: TData | undefined, error: Error | null, variables: TVariables) => unknown;
}

export interface MutationOptions<TData, TVariables> extends MutationCallbacks<TData, TVariables> {
  mutationFn: (variables: TVariables) => Promise<TData>;
  onMutate?: (variables: TVariables) => unknown;
  /** Mutations of one scope, from any component, run one after the other. */
  scope?: { id: string };
}

type MutationState<TData, TVariables> =
  | { status: 'idle'; data: undefined; error: null; variables: undefined }
  | { status: 'pending'; data: undefined; error: null; variables: TVariables }
  | { status: 'error'; data: undefined; error: Error; variables: TVariables }
  | { status: 'success'; data: TData; error: null; variables: TVariables };

export type MutationResult<TData, TVariables> = WithStatusFlags<
  MutationState<TData, TVariables>,
  MutationState<TData, TVariables>['status']
> & {
  /** Runs the mutation; a failure is in `error`, not thrown. */
  mutate: (variables: TVariables, callbacks?: MutationCallbacks<TData, TVariables>) => void;
  /** Runs the mutation; rejects with its failure. */
  mutateAsync: (
    variables: TVariables,
    callbacks?: MutationCallbacks<TData, TVariables>,
  ) => Promise<TData>;
  /** Back to idle, forgetting the last call's outcome (and its callbacks). */
  reset: () => void;
};

const idle = { status: 'idle', data: undefined, error: null, variables: undefined } as const;

/**
 * A change on the server, with its state in this component: the options' callbacks run in
 * order (onMutate, mutationFn, onSuccess or onError, onSettled; a promise they return is waited
 * for), then those given to the call, if it is still the component's latest and it is mounted.
 */
export function useMutation<TData, TVariables = void>(
  options: MutationOptions<TData, TVariables>,
): MutationResult<TData, TVariables> {
  const client = useQueryClient();
  // Kept outside React, as TanStack Query's observer is: a change of an external store renders at
  // once, with what the callbacks changed in other stores, where a state update made after an
  // await waits for React's scheduler (the page would show the seats held, their button pending).
  const [store] = useState(() => stateStore<MutationState<TData, TVariables>>(idle));
  const state = useSyncExternalStore(store.subscribe, store.get);
  // Read when called, so that `mutate` stays the same function; updated before any effect of
  // the component can call it.
  const latestOptions = useRef(options);
  useLayoutEffect(() => {
    latestOptions.current = options;
  });
  // The call whose outcome the component shows: a newer call or `reset` sets the older one aside.
  const currentCall = useRef<object | null>(null);

  const mutateAsync = useCallback(
    async (variables: TVariables, callbacks: MutationCallbacks<TData, TVariables> = {}) => {
      const call = {};
      currentCall.current = call;
      const isCurrent = () => currentCall.current === call;
      store.set({ status: 'pending', data: undefined, error: null, variables });
      // The press shows as pending before the call's own work, the request among it, starts.
      await nextTask();
      const { scope, ...mutation } = latestOptions.current;
      const run = () => execute(mutation, variables);
      let data: TData;
      try {
        data = await (scope ? client.runInScope(scope.id, run) : run());
      } catch (caught) {
        const error = caught as Error;
        if (isCurrent()) {
          store.set({ status: 'error', data: undefined, error, variables });
          if (store.isObserved()) {
            callbacks.onError?.(error, variables);
            callbacks.onSettled?.(undefined, error, variables);
          }
        }
        throw error;
      }
      if (isCurrent()) {
        store.set({ status: 'success', data, error: null, variables });
        if (store.isObserved()) {
          callbacks.onSuccess?.(data, variables);
          callbacks.onSettled?.(data, null, variables);
        }
      }
      return data;
    },
    [client, store],
  );
  const mutate = useCallback<MutationResult<TData, TVariables>['mutate']>(
    (variables, callbacks) => void mutateAsync(variables, callbacks).catch(ignore),
    [mutateAsync],
  );
  const reset = useCallback(() => {
    currentCall.current = null;
    store.set(idle);
  }, [store]);

  return useMemo(
    () =>
      ({
        ...state,
        isIdle: state.status === 'idle',
        isPending: state.status === 'pending',
        isError: state.status === 'error',
        isSuccess: state.status === 'success',
        mutate,
        mutateAsync,
        reset,
      }) as MutationResult<TData, TVariables>,
    [state, mutate, mutateAsync, reset],
  );
}

async function execute<TData, TVariables>(
  options: Omit<MutationOptions<TData, TVariables>, 'scope'>,
  variables: TVariables,
): Promise<TData> {
  try {
    await options.onMutate?.(variables);
    const data = await options.mutationFn(variables);
    await options.onSuccess?.(data, variables);
    await options.onSettled?.(data, null, variables);
    return data;
  } catch (caught) {
    const error = caught as Error;
    await options.onError?.(error, variables);
    await options.onSettled?.(undefined, error, variables);
    throw error;
  }
}

/**
 * Lets the browser paint what the press changed: the press's next paint, what INP measures,
 * does not wait for the work that follows (bench B7).
 */
function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * A value for `useSyncExternalStore`. The component subscribes once mounted and unsubscribes
 * when it unmounts: the value is observed while the component is mounted.
 */
function stateStore<T>(initial: T) {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    set(next: T) {
      value = next;
      for (const listener of listeners) listener();
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    isObserved: () => listeners.size > 0,
  };
}
