/** What names a query: an array, compared by value (`['offers', { startDate }]`). */
export type QueryKey = readonly unknown[];

/** A key as a string, the same for equal keys whatever the order of their objects' fields. */
export function hashKey(queryKey: QueryKey): string {
  return JSON.stringify(queryKey, (_, value: unknown) =>
    isPlainObject(value)
      ? Object.fromEntries(
          Object.keys(value)
            .sort()
            .map((key) => [key, value[key]]),
        )
      : value,
  );
}

/** Whether `queryKey` starts with `prefix`: `['offers']` names every offers query. */
export function startsWith(queryKey: QueryKey, prefix: QueryKey): boolean {
  return hashKey(queryKey.slice(0, prefix.length)) === hashKey(prefix);
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const prototype = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}
