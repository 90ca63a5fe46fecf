/** A form's values, its fields named by dotted paths (`invoice.businessName`, `adultMenus.M1`). */
export type FormValues = Record<string, unknown>;

/** Every dotted path of T's fields; a record's entries are `name.${string}`. */
export type FieldPath<T> = T extends object
  ? {
      [K in keyof T & string]: NonNullable<T[K]> extends ReadonlyArray<unknown>
        ? K
        : NonNullable<T[K]> extends object
          ? K | `${K}.${FieldPath<NonNullable<T[K]>>}`
          : K;
    }[keyof T & string]
  : never;

/** The value at a dotted path of T. */
export type FieldValue<T, P extends string> = P extends `${infer K}.${infer Rest}`
  ? K extends keyof T
    ? FieldValue<NonNullable<T[K]>, Rest> | (undefined extends T[K] ? undefined : never)
    : T extends Record<string, infer V>
      ? V | undefined
      : never
  : P extends keyof T
    ? T[P]
    : T extends Record<string, infer V>
      ? V | undefined
      : never;

/** A form's starting values: any part of them. */
export type DefaultValues<T> = {
  [K in keyof T]?: NonNullable<T[K]> extends ReadonlyArray<unknown>
    ? T[K]
    : NonNullable<T[K]> extends object
      ? DefaultValues<NonNullable<T[K]>>
      : T[K];
};

export function getIn(values: FormValues, path: string): unknown {
  let value: unknown = values;
  for (const key of path.split('.')) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as FormValues)[key];
  }
  return value;
}

/** A copy of `values` with `value` at `path`: the objects along the path are new, the rest shared. */
export function setIn(values: FormValues, path: string, value: unknown): FormValues {
  const [key, ...rest] = path.split('.') as [string, ...string[]];
  if (rest.length === 0) return { ...values, [key]: value };
  const inner = values[key];
  const innerValues = inner !== null && typeof inner === 'object' ? (inner as FormValues) : {};
  return { ...values, [key]: setIn(innerValues, rest.join('.'), value) };
}

/** Whether two dotted paths name the same field or one holds the other. */
export function areRelated(path: string, other: string): boolean {
  return path === other || path.startsWith(`${other}.`) || other.startsWith(`${path}.`);
}
