import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { type ReactNode, StrictMode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { deferred } from '../../testing/deferred.ts';
import { createQueryClient } from '../query-client.ts';
import { QueryClientProvider } from './provider.tsx';
import type { QueryClient } from './query-client.ts';
import { type MutationOptions, useMutation } from './use-mutation.ts';

function wrapperOf(client: QueryClient) {
  return ({ children }: { children: ReactNode }) => (
    <StrictMode>
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    </StrictMode>
  );
}

const renderMutation = <TData, TVariables>(
  options: MutationOptions<TData, TVariables>,
  client = createQueryClient(),
) => renderHook(() => useMutation(options), { wrapper: wrapperOf(client) });

/** Options whose every callback says, in `calls`, that it ran. */
function recorded(mutationFn: (code: string) => Promise<string>) {
  const calls: string[] = [];
  const options: MutationOptions<string, string> = {
    mutationFn: async (code) => {
      calls.push(`mutationFn ${code}`);
      return mutationFn(code);
    },
    onMutate: (code) => void calls.push(`onMutate ${code}`),
    onSuccess: (data, code) => void calls.push(`onSuccess ${data} ${code}`),
    onError: (error, code) => void calls.push(`onError ${error.message} ${code}`),
    onSettled: (data, error, code) =>
      void calls.push(`onSettled ${data} ${error?.message} ${code}`),
  };
  const callbacks = {
    onSuccess: (data: string) => void calls.push(`call's onSuccess ${data}`),
    onError: (error: Error) => void calls.push(`call's onError ${error.message}`),
    onSettled: () => void calls.push(`call's onSettled`),
  };
  return { calls, options, callbacks };
}

describe('useMutation', () => {
  afterEach(cleanup);

  it('runs the callbacks in order, the options’ first, then the call’s', async () => {
    const { calls, options, callbacks } = recorded(async (code) => `held ${code}`);
    const { result } = renderMutation(options);

    await act(() => result.current.mutateAsync('FR-D1', callbacks));

    expect(calls).toEqual([
      'onMutate FR-D1',
      'mutationFn FR-D1',
      'onSuccess held FR-D1 FR-D1',
      'onSettled held FR-D1 undefined FR-D1',
      "call's onSuccess held FR-D1",
      "call's onSettled",
    ]);
    expect(result.current).toMatchObject({
      status: 'success',
      isSuccess: true,
      data: 'held FR-D1',
      variables: 'FR-D1',
      error: null,
    });
  });

  it('says a failure in the same order; mutateAsync rejects with it, mutate does not', async () => {
    const { calls, options, callbacks } = recorded(() => Promise.reject(new Error('SOLD_OUT')));
    const { result } = renderMutation(options);

    await act(() =>
      expect(result.current.mutateAsync('FR-D1', callbacks)).rejects.toThrow('SOLD_OUT'),
    );
    expect(calls).toEqual([
      'onMutate FR-D1',
      'mutationFn FR-D1',
      'onError SOLD_OUT FR-D1',
      'onSettled undefined SOLD_OUT FR-D1',
      "call's onError SOLD_OUT",
      "call's onSettled",
    ]);
    expect(result.current).toMatchObject({ isError: true, variables: 'FR-D1', data: undefined });
    expect(result.current.error?.message).toBe('SOLD_OUT');

    // An unhandled rejection would fail the test run.
    act(() => result.current.mutate('FR-D2'));
    await waitFor(() => expect(result.current.variables).toBe('FR-D2'));
    await waitFor(() => expect(result.current.isError).toBe(true));
  });

  it('is pending while it runs, the options’ callbacks included, and can be reset', async () => {
    const invalidated = deferred<void>();
    const answer = deferred<string>();
    let started = false;
    const { result } = renderMutation({
      mutationFn: (_: { code: string }) => {
        started = true;
        return answer.promise;
      },
      // As a mutation that refetches what it changed: the call is over once that is done.
      onSuccess: () => invalidated.promise,
    });
    const { mutate, reset } = result.current;
    expect(result.current).toMatchObject({ status: 'idle', isIdle: true, isPending: false });

    act(() => mutate({ code: 'FR-D1' }));
    expect(result.current).toMatchObject({ isPending: true, variables: { code: 'FR-D1' } });
    // The browser paints the pending press before the request starts, a task later (bench B7).
    expect(started).toBe(false);
    await waitFor(() => expect(started).toBe(true));
    await act(async () => answer.resolve('held'));
    expect(result.current.isPending).toBe(true);
    await act(async () => invalidated.resolve());
    expect(result.current).toMatchObject({ isSuccess: true, data: 'held' });
    expect(result.current.mutate).toBe(mutate);

    act(() => reset());
    expect(result.current).toMatchObject({ isIdle: true, data: undefined, variables: undefined });
  });

  it('shows its outcome as soon as it has it, before any other task runs', async () => {
    const { result } = renderMutation({ mutationFn: async (code: string) => `held ${code}` });
    let held: Promise<string> | undefined;
    act(() => {
      held = result.current.mutateAsync('FR-D1');
    });
    // Awaited outside act(), as a browser runs it: an outcome left to React's scheduler would
    // show a task later, and a click meanwhile would find the page's button still pending.
    await held;
    expect(result.current).toMatchObject({ isSuccess: true, data: 'held FR-D1' });
  });

  it('shows the latest call only, and runs the callbacks of that one only', async () => {
    const [first, second] = [deferred<string>(), deferred<string>()];
    const { calls, options, callbacks } = recorded((code) =>
      code === 'first' ? first.promise : second.promise,
    );
    const { result } = renderMutation(options);

    act(() => result.current.mutate('first', callbacks));
    act(() => result.current.mutate('second', callbacks));
    await waitFor(() => expect(calls).toContain('mutationFn second'));
    await act(async () => second.resolve('2'));
    await act(async () => first.resolve('1'));

    expect(result.current).toMatchObject({ data: '2', variables: 'second' });
    expect(calls.filter((call) => call.startsWith("call's"))).toEqual([
      "call's onSuccess 2",
      "call's onSettled",
    ]);
  });

  it('runs the call’s callbacks only while the component is mounted', async () => {
    const answer = deferred<string>();
    const { calls, options, callbacks } = recorded(() => answer.promise);
    const { result, unmount } = renderMutation(options);

    act(() => result.current.mutate('FR-D1', callbacks));
    unmount();
    await act(async () => answer.resolve('held'));

    await waitFor(() => expect(calls).toContain('onSettled held undefined FR-D1'));
    expect(calls.some((call) => call.startsWith("call's"))).toBe(false);
  });

  it('runs the mutations of one scope one after the other, those of others meanwhile', async () => {
    const client = createQueryClient();
    const started: string[] = [];
    const answers = { hold: deferred<void>(), release: deferred<void>(), pass: deferred<void>() };
    const mutationFn = (name: keyof typeof answers) => {
      started.push(name);
      return answers[name].promise;
    };
    const hold = renderMutation({ mutationFn, scope: { id: 'meal' } }, client).result;
    const release = renderMutation({ mutationFn, scope: { id: 'meal' } }, client).result;
    const pass = renderMutation({ mutationFn, scope: { id: 'pass' } }, client).result;

    act(() => {
      hold.current.mutate('hold');
      release.current.mutate('release');
      pass.current.mutate('pass');
    });
    await waitFor(() => expect(started).toEqual(['hold', 'pass']));

    await act(async () => answers.hold.reject(new Error('SOLD_OUT')));
    await waitFor(() => expect(started).toEqual(['hold', 'pass', 'release']));
    expect(release.current.isPending).toBe(true);
  });
});
