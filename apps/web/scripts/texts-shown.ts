/** A catalogue, or some of its texts: nested by the dots of their keys. */
export type Texts = { [key: string]: string | Texts };

/**
 * The keys of a catalogue's texts that code holding these strings can show: every key that one
 * of them begins, as `'summary.title'` begins `summary.title` (and its plural forms, `_one`…)
 * and `` `accommodation.hotelTypes.${type}` `` every hotel type. Only a string that begins with a
 * namespace of the catalogue and a dot counts.
 */
export function keysShown(catalogue: Texts, strings: Iterable<string>): Set<string> {
  const beginnings = [...new Set(strings)].filter((string) => {
    const dot = string.indexOf('.');
    return dot > 0 && Object.hasOwn(catalogue, string.slice(0, dot));
  });
  return new Set(
    keysOf(catalogue).filter((key) => beginnings.some((beginning) => key.startsWith(beginning))),
  );
}

/** The texts of the catalogue under these keys, nested as in the catalogue. */
export function textsOf(catalogue: Texts, keys: ReadonlySet<string>): Texts {
  const texts: Texts = {};
  for (const key of keys) {
    const path = key.split('.');
    const name = path.pop() as string;
    let from: Texts = catalogue;
    let to: Texts = texts;
    for (const part of path) {
      from = from[part] as Texts;
      to[part] ??= {};
      to = to[part] as Texts;
    }
    to[name] = from[name] as string;
  }
  return texts;
}

function keysOf(texts: Texts, prefix = ''): string[] {
  return Object.entries(texts).flatMap(([name, value]) =>
    typeof value === 'string' ? [`${prefix}${name}`] : keysOf(value, `${prefix}${name}.`),
  );
}
