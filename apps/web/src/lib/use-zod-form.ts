import { zodResolver } from '@hookform/resolvers/zod';
import type { ValidationMessageKey } from '@sesame/domain/validation/validation-messages';
import {
  type FieldError,
  type FieldPath,
  type FieldValues,
  get,
  type Resolver,
  type UseFormProps,
  useForm,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';

type FormSchema = z.ZodType<FieldValues, FieldValues>;

/** A domain schema, or a loader of it for a page that must open without zod (decision 0007). */
type SchemaSource<S extends FormSchema> = S | (() => Promise<S>);

type ResolverOf<S extends FormSchema> = Resolver<z.input<S>, unknown, z.output<S>>;

// zodResolver's overloads cannot follow a generic schema; what it resolves is S's input and output.
const resolverFor = <S extends FormSchema>(schema: S) =>
  zodResolver(schema) as unknown as ResolverOf<S>;

function resolverOf<S extends FormSchema>(source: SchemaSource<S>): ResolverOf<S> {
  if (typeof source !== 'function') return resolverFor(source);
  return async (values, context, options) => resolverFor(await source())(values, context, options);
}

/**
 * Decision 0018, the one way to write a form: react-hook-form checked by the domain's zod schema.
 * `errorOf(field)` is the field's first message in the visitor's language, ready for `Field`'s
 * `error`: the domain's schemas speak in i18n keys.
 */
export function useZodForm<S extends FormSchema>(
  schema: SchemaSource<S>,
  options: Omit<UseFormProps<z.input<S>, unknown, z.output<S>>, 'resolver'> = {},
) {
  const { t } = useTranslation();
  const form = useForm<z.input<S>, unknown, z.output<S>>({
    ...options,
    resolver: resolverOf(schema),
  });
  const errorOf = (name: FieldPath<z.input<S>>): string | undefined => {
    const key = (get(form.formState.errors, name) as FieldError | undefined)?.message;
    return typeof key === 'string' && key !== '' ? t(key as ValidationMessageKey) : undefined;
  };
  return { ...form, errorOf };
}
