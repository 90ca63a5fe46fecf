/**
 * Remembers results computed from one availability snapshot, so that the same question asked again
 * within the snapshot's short life costs nothing; a new snapshot starts an empty memo.
 */
export function snapshotMemo<T>(limit = 500) {
  const memo = new WeakMap<object, Map<string, T>>();
  return (snapshot: object, key: string, compute: () => T): T => {
    let results = memo.get(snapshot);
    if (!results) {
      results = new Map();
      memo.set(snapshot, results);
    }
    const known = results.get(key);
    if (known !== undefined) return known;
    const result = compute();
    if (results.size >= limit) results.clear();
    results.set(key, result);
    return result;
  };
}
