import type { ValidationMessageKey } from '@sesame/domain/validation/validation-messages';
import { useEffect, useState, useSyncExternalStore } from 'react';
import type { z } from 'zod';
import type { Refusal } from '../components/ui/form.tsx';
import {
  type FieldRegistration,
  type FormSchema,
  FormStore,
  type RegisterOptions,
  type ValidationMode,
} from './form/form-store.ts';
import type { DefaultValues, FieldPath, FieldValue, FormValues } from './form/paths.ts';
import { useTranslation } from './i18n.ts';

export type { FieldRegistration } from './form/form-store.ts';
export type { DefaultValues } from './form/paths.ts';

type Schema = z.ZodType<FormValues, FormValues>;

/** A domain schema, or a loader of it for a page that must open without zod (decision 0007). */
type SchemaSource<S extends Schema> = S | (() => Promise<S>);

interface FormOptions<Input> {
  defaultValues?: DefaultValues<Input>;
  mode?: ValidationMode;
}

function storeOf<S extends Schema>(source: SchemaSource<S>, options: FormOptions<z.input<S>>) {
  // Loaded once; a failed load (a lost connection) is tried again at the next check.
  let loading: Promise<FormSchema<z.output<S>>> | undefined;
  const schema = () => {
    loading ??= Promise.resolve(typeof source === 'function' ? source() : source).catch((error) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
  return new FormStore(
    schema,
    (options.defaultValues ?? {}) as FormValues,
    options.mode ?? 'onSubmit',
  );
}

/**
 * Decisions 0018 and 0037, the one way to write a form: its values checked by the domain's zod
 * schema, with react-hook-form's names for what the forms use. Native controls take
 * `register(name)`; custom ones `field(name)`. `errorOf(field)` is the field's first message in
 * the visitor's language, ready for `Field`'s `error`: the schemas speak in i18n keys, and a
 * length message gets its {length}. `refusal` goes to `Form`, which announces a refused submit
 * and focuses the first field in error.
 */
export function useZodForm<S extends Schema>(
  schema: SchemaSource<S>,
  options: FormOptions<z.input<S>> = {},
) {
  type Input = z.input<S>;
  type Name = FieldPath<Input>;
  const { t } = useTranslation();
  const [store] = useState(() => storeOf(schema, options));
  useSyncExternalStore(store.subscribe, store.getVersion);
  // A form that shows its validity (a button enabled once it is valid) has it checked from now on.
  useEffect(() => store.checkValidityIfRead());

  const state = store.state;
  const errorOf = (name: Name): string | undefined => {
    const error = state.errors[name];
    if (!error?.message) return undefined;
    const key = error.message as ValidationMessageKey;
    return error.length === undefined ? t(key) : t(key, { length: error.length });
  };
  const refusal: Refusal = {
    attempt: state.submitCount,
    errorCount: Object.keys(state.errors).length,
  };

  return {
    register: store.register as <N extends Name>(
      name: N,
      options?: RegisterOptions,
    ) => FieldRegistration<N>,
    field: store.field as <N extends Name>(
      name: N,
    ) => { value: FieldValue<Input, N>; onChange: (value: FieldValue<Input, N>) => void },
    watch: store.watch as <N extends Name>(name: N) => FieldValue<Input, N>,
    setValue: store.setValue as <N extends Name>(
      name: N,
      value: FieldValue<Input, N>,
      options?: { shouldValidate?: boolean },
    ) => void,
    setError: store.setError as (name: Name, error: { message: string }) => void,
    clearErrors: store.clearErrors as (names?: Name | ReadonlyArray<Name>) => void,
    trigger: store.trigger as (names?: Name | ReadonlyArray<Name>) => Promise<boolean>,
    setFocus: store.setFocus as (name: Name) => void,
    reset: store.reset as (values?: DefaultValues<Input>) => void,
    handleSubmit: store.handleSubmit,
    formState: {
      errors: state.errors,
      isSubmitted: state.isSubmitted,
      submitCount: state.submitCount,
      get isValid() {
        store.validityRead = true;
        return state.isValid;
      },
    },
    errorOf,
    refusal,
  };
}
