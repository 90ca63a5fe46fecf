import type { ChangeEvent } from 'react';
import { type FieldElement, readElement, writeElement } from './field-element.ts';
import { areRelated, type FormValues, getIn, setIn } from './paths.ts';

/** A field's message (an i18n key) and, for a length message, the limit it names. */
export interface FieldError {
  message: string;
  length?: string;
}

/** A form's errors by field path: the first message of each field. */
export type FieldErrors = Record<string, FieldError>;

interface SchemaIssue {
  path: ReadonlyArray<PropertyKey>;
  message: string;
  code?: string;
  maximum?: unknown;
  minimum?: unknown;
}

type ParseResult<Output> =
  | { success: true; data: Output }
  | { success: false; error: { issues: ReadonlyArray<SchemaIssue> } };

/** What the form asks of a zod schema, without loading zod. */
export interface FormSchema<Output> {
  safeParseAsync(values: unknown): Promise<ParseResult<Output>>;
}

/**
 * When a field is checked before the first submit: never (`onSubmit`), or from its first blur on
 * (`onTouched`). After a submit, every change is checked.
 */
export type ValidationMode = 'onSubmit' | 'onTouched';

export interface RegisterOptions {
  onChange?: (event: ChangeEvent<FieldElement>) => void;
  /** Turns the control's text into the form's value (a number, `undefined` for none). */
  setValueAs?: (text: string) => unknown;
}

/** The props that tie a native control to its field: spread them on the control. */
export interface FieldRegistration<Name extends string = string> {
  name: Name;
  ref: (element: FieldElement | null) => (() => void) | undefined;
  onChange: (event: ChangeEvent<FieldElement>) => void;
  onBlur: () => void;
}

interface Registration {
  props: FieldRegistration;
  options: RegisterOptions;
}

function errorsOf(issues: ReadonlyArray<SchemaIssue>): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const path = issue.path.map(String).join('.');
    if (path in errors) continue;
    const limit = issue.code === 'too_big' ? issue.maximum : issue.minimum;
    const isLength = issue.code === 'too_big' || issue.code === 'too_small';
    errors[path] = isLength
      ? { message: issue.message, length: String(limit) }
      : { message: issue.message };
  }
  return errors;
}

/**
 * A form's values, errors and submits (decision 0018), checked by a zod schema that may load
 * later. Native controls stay uncontrolled: the store reads them as they change and writes them
 * when a value is set from code. Its methods keep their identity, so effects may depend on them.
 */
export class FormStore<Output> {
  private values: FormValues;
  private defaults: FormValues;
  private errors: FieldErrors = {};
  private submitCount = 0;
  private validity: boolean | undefined;
  private tracksValidity = false;
  /** Set when a render reads `isValid`: from then on validity is kept, after every change. */
  validityRead = false;
  private version = 0;
  private checkRun = 0;
  private readonly pendingChecks = new Set<string>();
  private readonly touched = new Set<string>();
  private readonly elements = new Map<string, Set<FieldElement>>();
  private readonly registrations = new Map<string, Registration>();
  private readonly listeners = new Set<() => void>();

  constructor(
    private readonly schema: () => Promise<FormSchema<Output>>,
    defaults: FormValues,
    private readonly mode: ValidationMode,
  ) {
    this.defaults = defaults;
    this.values = defaults;
  }

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getVersion = () => this.version;

  get state() {
    return {
      errors: this.errors,
      submitCount: this.submitCount,
      isSubmitted: this.submitCount > 0,
      isValid: this.validity === true,
    };
  }

  checkValidityIfRead = () => {
    if (!this.validityRead || this.tracksValidity) return;
    this.tracksValidity = true;
    this.checkInBackground([]);
  };

  watch = (name: string): unknown => getIn(this.values, name);

  register = (name: string, options: RegisterOptions = {}): FieldRegistration => {
    const known = this.registrations.get(name);
    if (known) {
      known.options = options;
      return known.props;
    }
    const registration: Registration = {
      options,
      props: {
        name,
        ref: (element) => (element ? this.attach(name, element) : undefined),
        onChange: (event) => {
          const text = readElement(event.target);
          const { setValueAs, onChange } = registration.options;
          const value = setValueAs && typeof text === 'string' ? setValueAs(text) : text;
          this.values = setIn(this.values, name, value);
          this.changed(name, false);
          onChange?.(event);
        },
        onBlur: () => {
          this.touched.add(name);
          this.changed(name, true);
        },
      },
    };
    this.registrations.set(name, registration);
    return registration.props;
  };

  /** A custom control's value and change, for controls that are no native input. */
  field = (name: string) => ({
    value: getIn(this.values, name),
    onChange: (value: unknown) => {
      this.values = setIn(this.values, name, value);
      this.showValue(name);
      this.changed(name, false);
    },
  });

  setValue = (name: string, value: unknown, options: { shouldValidate?: boolean } = {}) => {
    this.values = setIn(this.values, name, value);
    this.showValue(name);
    if (options.shouldValidate) this.checkInBackground([name]);
    else if (this.tracksValidity) this.checkInBackground([]);
    this.notify();
  };

  setError = (name: string, error: { message: string }) => {
    this.errors = { ...this.errors, [name]: { message: error.message } };
    this.notify();
  };

  clearErrors = (names?: string | ReadonlyArray<string>) => {
    const cleared = names === undefined ? undefined : [names].flat();
    this.errors = Object.fromEntries(
      Object.entries(this.errors).filter(
        ([path]) => cleared && !cleared.some((name) => areRelated(path, name)),
      ),
    );
    this.notify();
  };

  /** Checks the named fields (all of them without names) and shows their errors. */
  trigger = (names?: string | ReadonlyArray<string>): Promise<boolean> =>
    this.check(names === undefined ? Object.keys(this.values) : [names].flat());

  setFocus = (name: string) => {
    const [first] = this.elements.get(name) ?? [];
    first?.focus();
  };

  /** Back to the starting values, or to new ones that become the starting values. */
  reset = (values?: FormValues) => {
    if (values) this.defaults = values;
    this.values = this.defaults;
    this.errors = {};
    this.submitCount = 0;
    this.touched.clear();
    this.pendingChecks.clear();
    this.checkRun += 1;
    for (const name of this.elements.keys()) this.showValue(name);
    this.notify();
  };

  handleSubmit =
    (onValid: (values: Output) => unknown) =>
    async (event?: { preventDefault(): void }): Promise<void> => {
      event?.preventDefault();
      const result = await this.parse();
      this.checkRun += 1;
      this.pendingChecks.clear();
      this.submitCount += 1;
      this.errors = result.success ? {} : errorsOf(result.error.issues);
      if (this.tracksValidity) this.validity = result.success;
      this.notify();
      if (result.success) await onValid(result.data);
    };

  private attach(name: string, element: FieldElement) {
    const elements = this.elements.get(name) ?? new Set();
    this.elements.set(name, elements.add(element));
    const value = getIn(this.values, name);
    // A control without a starting value starts the field with its own (unchecked: false).
    if (value === undefined) this.values = setIn(this.values, name, readElement(element));
    else writeElement(element, value);
    return () => {
      elements.delete(element);
    };
  }

  private showValue(name: string) {
    for (const [path, elements] of this.elements) {
      if (!areRelated(path, name)) continue;
      for (const element of elements) writeElement(element, getIn(this.values, path));
    }
  }

  private changed(name: string, isBlur: boolean) {
    const checksField =
      this.submitCount > 0
        ? !isBlur
        : this.mode === 'onTouched' && (isBlur || this.touched.has(name));
    if (checksField) this.checkInBackground([name]);
    else if (this.tracksValidity && !isBlur) this.checkInBackground([]);
    this.notify();
  }

  /** Checks the values of the moment, even when the schema has yet to load. */
  private async parse() {
    const values = this.values;
    const schema = await this.schema();
    return schema.safeParseAsync(values);
  }

  /**
   * A check no one awaits: one whose schema failed to load (a lost connection) is made again at
   * the next change or submit.
   */
  private checkInBackground(names: ReadonlyArray<string>) {
    this.check(names).catch(() => {});
  }

  /** Checks the whole form, shows the errors of `names` and whether they are all valid. */
  private async check(names: ReadonlyArray<string>): Promise<boolean> {
    for (const name of names) this.pendingChecks.add(name);
    const run = ++this.checkRun;
    const result = await this.parse();
    const errors = result.success ? {} : errorsOf(result.error.issues);
    const related = (path: string) => names.some((name) => areRelated(path, name));
    const isValid = !Object.keys(errors).some(related);
    // A later check covers these names too, on later values.
    if (run !== this.checkRun) return isValid;
    const pending = [...this.pendingChecks];
    this.pendingChecks.clear();
    const isPending = (path: string) => pending.some((name) => areRelated(path, name));
    this.errors = {
      ...Object.fromEntries(Object.entries(this.errors).filter(([path]) => !isPending(path))),
      ...Object.fromEntries(Object.entries(errors).filter(([path]) => isPending(path))),
    };
    if (this.tracksValidity) this.validity = result.success;
    this.notify();
    return isValid;
  }

  private notify() {
    this.version += 1;
    for (const listener of this.listeners) listener();
  }
}
