import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { Checkbox } from '../components/ui/checkbox.tsx';
import { Field } from '../components/ui/field.tsx';
import { Form } from '../components/ui/form.tsx';
import { renderAt } from '../testing/render-app.tsx';
import { type DefaultValues, useZodForm } from './use-zod-form.ts';

const schema = z.object({
  name: z.string().min(1, 'validation.required').max(5, 'validation.maxLength'),
  size: z.enum(['S', 'L'], 'validation.required'),
  accepts: z.literal(true, 'validation.required'),
  guests: z.string().transform(Number).pipe(z.number().max(9, 'validation.max')),
});
type Values = z.output<typeof schema>;

interface TestFormProps {
  onValid: (values: Values) => void;
  mode?: 'onSubmit' | 'onTouched';
  loadSchema?: () => Promise<typeof schema>;
  defaultValues?: DefaultValues<z.input<typeof schema>>;
  showsValidity?: boolean;
}

function TestForm({ onValid, mode, loadSchema, defaultValues, showsValidity }: TestFormProps) {
  const { register, handleSubmit, errorOf, refusal, setValue, reset, watch, formState } =
    useZodForm(loadSchema ?? schema, { defaultValues: defaultValues ?? { guests: '2' }, mode });
  return (
    <Form refusal={refusal} onSubmit={handleSubmit(onValid)}>
      <Field label="Name" error={errorOf('name')} {...register('name')} />
      <fieldset>
        <legend>Size</legend>
        <label>
          <input type="radio" value="S" {...register('size')} /> Small
        </label>
        <label>
          <input type="radio" value="L" {...register('size')} /> Large
        </label>
      </fieldset>
      <p>{errorOf('size')}</p>
      <Checkbox error={errorOf('accepts')} {...register('accepts')}>
        Accept
      </Checkbox>
      <Field label="Guests" error={errorOf('guests')} {...register('guests')} />
      <p>{`name=${watch('name')}`}</p>
      {showsValidity && <p>{`valid=${formState.isValid}`}</p>}
      <button type="button" onClick={() => setValue('size', 'L', { shouldValidate: true })}>
        Large please
      </button>
      <button type="button" onClick={() => reset()}>
        Start again
      </button>
      <button type="submit">Send</button>
    </Form>
  );
}

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const send = () => fireEvent.click(screen.getByRole('button', { name: 'Send' }));

describe('useZodForm', () => {
  afterEach(cleanup);

  it('refuses a submit with every field’s message, lengths included, and the count announced', async () => {
    const onValid = vi.fn();
    renderAt('/fr', <TestForm onValid={onValid} />);
    type('Name', 'Bartholomew');
    send();

    expect(await screen.findByText('Ce champ ne peut pas dépasser 5 caractères')).toBeTruthy();
    expect(screen.getAllByText('Ce champ est obligatoire')).toHaveLength(2);
    expect(screen.getByText(/^Le formulaire contient 3 erreurs/)).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Name'));
    expect(onValid).not.toHaveBeenCalled();
  });

  it('gives the schema’s output once every field is right, from controls of every kind', async () => {
    const onValid = vi.fn();
    renderAt('/fr', <TestForm onValid={onValid} />);
    type('Name', 'Ana');
    fireEvent.click(screen.getByLabelText('Large'));
    fireEvent.click(screen.getByLabelText('Accept'));
    send();

    await waitFor(() =>
      expect(onValid).toHaveBeenCalledWith({ name: 'Ana', size: 'L', accepts: true, guests: 2 }),
    );
  });

  it('checks nothing before the first submit, then each field as it changes', async () => {
    renderAt('/fr', <TestForm onValid={vi.fn()} />);
    type('Name', 'Bartholomew');
    fireEvent.blur(screen.getByLabelText('Name'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByText(/ne peut pas dépasser/)).toBeNull();

    send();
    await screen.findByText('Ce champ ne peut pas dépasser 5 caractères');
    type('Name', 'Bart');
    await waitFor(() => expect(screen.queryByText(/ne peut pas dépasser/)).toBeNull());
    // Another field's error stays until that field changes.
    expect(screen.getAllByText('Ce champ est obligatoire')).toHaveLength(2);
  });

  it('in onTouched mode, checks a field when it is left and then as it changes', async () => {
    renderAt('/fr', <TestForm onValid={vi.fn()} mode="onTouched" />);
    type('Guests', '12');
    expect(screen.queryByText('La valeur est trop grande')).toBeNull();
    fireEvent.blur(screen.getByLabelText('Guests'));
    expect(await screen.findByText('La valeur est trop grande')).toBeTruthy();
    expect(screen.queryByText('Ce champ est obligatoire')).toBeNull();

    type('Guests', '3');
    await waitFor(() => expect(screen.queryByText('La valeur est trop grande')).toBeNull());
  });

  it('writes a value set from code into its control and checks it when asked', async () => {
    renderAt('/fr', <TestForm onValid={vi.fn()} />);
    send();
    await screen.findByText(/^Le formulaire contient 3 erreurs/);

    fireEvent.click(screen.getByRole('button', { name: 'Large please' }));
    expect((screen.getByLabelText('Large') as HTMLInputElement).checked).toBe(true);
    await waitFor(() => expect(screen.getAllByText('Ce champ est obligatoire')).toHaveLength(2));
  });

  it('starts again from its starting values, in the controls too, without errors', async () => {
    renderAt(
      '/fr',
      <TestForm onValid={vi.fn()} defaultValues={{ name: 'Eva', accepts: true, guests: '4' }} />,
    );
    expect((screen.getByLabelText('Accept') as HTMLInputElement).checked).toBe(true);
    type('Name', 'Bartholomew');
    fireEvent.click(screen.getByLabelText('Accept'));
    send();
    await screen.findByText(/ne peut pas dépasser/);

    fireEvent.click(screen.getByRole('button', { name: 'Start again' }));
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Eva');
    expect((screen.getByLabelText('Accept') as HTMLInputElement).checked).toBe(true);
    expect(screen.getByText(/^name=/).textContent).toBe('name=Eva');
    expect(screen.queryByText(/ne peut pas dépasser/)).toBeNull();
  });

  it('keeps its validity up to date once a render reads it', async () => {
    renderAt(
      '/fr',
      <TestForm
        onValid={vi.fn()}
        defaultValues={{ name: 'Eva', size: 'S', guests: '4' }}
        showsValidity
      />,
    );
    await screen.findByText('valid=false');
    fireEvent.click(screen.getByLabelText('Accept'));
    expect(await screen.findByText('valid=true')).toBeTruthy();
  });

  it('never shows an older check’s errors over a newer one still running', async () => {
    const gates: Array<() => void> = [];
    const gatedCheck = {
      safeParseAsync: async (values: unknown) => {
        await new Promise<void>((resolve) => gates.push(resolve));
        return schema.safeParseAsync(values);
      },
    } as unknown as typeof schema;
    renderAt(
      '/fr',
      <TestForm onValid={vi.fn()} mode="onTouched" loadSchema={async () => gatedCheck} />,
    );
    fireEvent.blur(screen.getByLabelText('Name'));
    await waitFor(() => expect(gates).toHaveLength(1));
    type('Name', 'Ana');
    await waitFor(() => expect(gates).toHaveLength(2));

    gates[0]?.();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByText('Ce champ est obligatoire')).toBeNull();
    gates[1]?.();
    type('Name', '');
    await waitFor(() => expect(gates).toHaveLength(3));
    gates[2]?.();
    expect(await screen.findByText('Ce champ est obligatoire')).toBeTruthy();
  });

  it('loads its schema once, and again after a failed load', async () => {
    const load = vi
      .fn<() => Promise<typeof schema>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(schema);
    renderAt('/fr', <TestForm onValid={vi.fn()} mode="onTouched" loadSchema={load} />);
    fireEvent.blur(screen.getByLabelText('Name'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    fireEvent.blur(screen.getByLabelText('Guests'));
    type('Guests', '12');
    type('Guests', '13');

    expect(await screen.findByText('La valeur est trop grande')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
