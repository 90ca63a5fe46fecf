/**
 * A state with an `is…` flag for each of the statuses (`isPending`, `isError`…), true for its own
 * status only: checking a flag narrows the state's other fields, as with TanStack Query's types.
 */
export type WithStatusFlags<
  TState extends { status: TStatuses },
  TStatuses extends string,
> = TState extends { status: infer TStatus }
  ? TState & {
      [Status in TStatuses as `is${Capitalize<Status>}`]: Status extends TStatus ? true : false;
    }
  : never;
