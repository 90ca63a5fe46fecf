import { zodResolver } from '@hookform/resolvers/zod';
import type { ValidationMessageKey } from '@sesame/domain/validation/validation-messages';
import {
  type FieldError,
  type FieldErrors,
  type FieldPath,
  type FieldValues,
  get,
  type Resolver,
  type UseFormProps,
  useForm,
} from 'react-hook-form';
import type { z } from 'zod';
import type { Refusal } from '../components/ui/form.tsx';
import { useTranslation } from './i18n.ts';

type FormSchema = z.ZodType<FieldValues, FieldValues>;

/** A domain schema, or a loader of it for a page that must open without zod (decision 0007). */
type SchemaSource<S extends FormSchema> = S | (() => Promise<S>);

type ResolverOf<S extends FormSchema> = Resolver<z.input<S>, unknown, z.output<S>>;

// zodResolver's overloads cannot follow a generic schema; what it resolves is S's input and output.
const resolverFor = <S extends FormSchema>(schema: S) =>
  zodResolver(schema) as unknown as ResolverOf<S>;

/**
 * checkout-and-account.md §5: length messages carry a {length} parameter. The resolver keeps only
 * a message per field, so the limit of each too-long or too-short text is read back from the
 * schema's issues and kept beside it (`types.length`).
 */
function withLengths<S extends FormSchema>(schema: S, resolve: ResolverOf<S>): ResolverOf<S> {
  return async (values, context, options) => {
    const result = await resolve(values, context, options);
    if (Object.keys(result.errors).length === 0) return result;
    for (const issue of (await schema.safeParseAsync(values)).error?.issues ?? []) {
      if (issue.code !== 'too_big' && issue.code !== 'too_small') continue;
      const error = get(result.errors, issue.path.join('.')) as FieldError | undefined;
      if (error?.message !== issue.message) continue;
      error.types = {
        ...error.types,
        length: String(issue.code === 'too_big' ? issue.maximum : issue.minimum),
      };
    }
    return result;
  };
}

function resolverOf<S extends FormSchema>(source: SchemaSource<S>): ResolverOf<S> {
  if (typeof source !== 'function') return withLengths(source, resolverFor(source));
  return async (values, context, options) => {
    const schema = await source();
    return withLengths(schema, resolverFor(schema))(values, context, options);
  };
}

/** The messages of a form's errors: nested fields (`invoice.businessName`) count one each. */
function countErrors(errors: FieldErrors): number {
  return Object.values(errors).reduce<number>(
    (count, error) =>
      count + (typeof error?.type === 'string' ? 1 : countErrors((error ?? {}) as FieldErrors)),
    0,
  );
}

/**
 * Decision 0018, the one way to write a form: react-hook-form checked by the domain's zod schema.
 * `errorOf(field)` is the field's first message in the visitor's language, ready for `Field`'s
 * `error`: the domain's schemas speak in i18n keys; a length message gets its {length}.
 * `refusal` goes to `Form`, which announces a refused submit and focuses the first field in error
 * (in reading order, which also reaches groups and custom controls, hence no `shouldFocusError`).
 */
export function useZodForm<S extends FormSchema>(
  schema: SchemaSource<S>,
  options: Omit<UseFormProps<z.input<S>, unknown, z.output<S>>, 'resolver'> = {},
) {
  const { t } = useTranslation();
  const form = useForm<z.input<S>, unknown, z.output<S>>({
    ...options,
    resolver: resolverOf(schema),
    shouldFocusError: false,
  });
  const errorOf = (name: FieldPath<z.input<S>>): string | undefined => {
    const error = get(form.formState.errors, name) as FieldError | undefined;
    const key = error?.message;
    if (typeof key !== 'string' || key === '') return undefined;
    const length = error?.types?.length;
    return length === undefined
      ? t(key as ValidationMessageKey)
      : t(key as ValidationMessageKey, { length });
  };
  const refusal: Refusal = {
    attempt: form.formState.submitCount,
    errorCount: countErrors(form.formState.errors),
  };
  return { ...form, errorOf, refusal };
}
