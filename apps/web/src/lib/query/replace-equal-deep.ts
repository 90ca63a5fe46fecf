import { isPlainObject } from './query-key.ts';

/**
 * The new answer, keeping every part of the previous one that is equal to it by value: an answer
 * that did not change is the very same object, so that components and effects that depend on it
 * do not run again (TanStack Query's structural sharing).
 */
export function replaceEqualDeep<T>(previous: unknown, next: T): T {
  if (Array.isArray(previous) && Array.isArray(next)) {
    const items = next.map((item, index) => replaceEqualDeep(previous[index], item));
    const same =
      items.length === previous.length && items.every((item, index) => item === previous[index]);
    return (same ? previous : items) as T;
  }
  if (isPlainObject(previous) && isPlainObject(next)) {
    const copy = Object.fromEntries(
      Object.entries(next).map(([key, value]) => [key, replaceEqualDeep(previous[key], value)]),
    );
    const keys = Object.keys(copy);
    const same =
      keys.length === Object.keys(previous).length &&
      keys.every((key) => Object.hasOwn(previous, key) && copy[key] === previous[key]);
    return (same ? previous : copy) as T;
  }
  return next;
}
