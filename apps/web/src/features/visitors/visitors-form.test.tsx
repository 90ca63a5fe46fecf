import { DEFAULT_GROUP } from '@sesame/domain/booking/default-booking';
import { MAX_PER_AGE_BAND } from '@sesame/domain/validation/limits';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { installFrench } from '../../testing/render-app.tsx';
import { VisitorsForm } from './visitors-form.tsx';

function counter(name: string) {
  const group = screen.getByRole('group', { name });
  return {
    value: () => within(group).getByRole('status').textContent,
    add: within(group).getAllByRole('button')[1] as HTMLButtonElement,
    remove: within(group).getAllByRole('button')[0] as HTMLButtonElement,
  };
}

const isOff = (button: HTMLButtonElement) => button.getAttribute('aria-disabled') === 'true';

describe('VisitorsForm', () => {
  beforeAll(() => {
    installFrench();
  });
  afterEach(cleanup);

  it('shows each age band beside its counter', () => {
    render(<VisitorsForm platform="fr" initialGroup={DEFAULT_GROUP} onSubmit={vi.fn()} />);
    // French puts a no-break space between a number and its unit: \s matches it.
    expect(screen.getByRole('group', { name: 'Adultes' }).textContent).toMatch(/14\sans et plus/);
    expect(screen.getByRole('group', { name: 'Enfants' }).textContent).toMatch(/De 3 à 13\sans/);
    expect(screen.getByRole('group', { name: 'Bébés' }).textContent).toMatch(
      /Moins de 3\sans, gratuit/,
    );
  });

  it('keeps every count between 0 and the most visitors of one age band', () => {
    render(
      <VisitorsForm
        platform="fr"
        initialGroup={{ ...DEFAULT_GROUP, adults: 1 }}
        onSubmit={vi.fn()}
      />,
    );
    const adults = counter('Adultes');
    adults.remove.focus();
    fireEvent.click(adults.remove);
    expect(adults.value()).toBe('0');
    expect(isOff(adults.remove)).toBe(true);
    // The button pressed keeps focus: a keyboard user does not lose their place.
    expect(document.activeElement).toBe(adults.remove);
    fireEvent.click(adults.remove);
    expect(adults.value()).toBe('0');

    const babies = counter('Bébés');
    for (let i = 0; i < MAX_PER_AGE_BAND + 3; i++) fireEvent.click(babies.add);
    expect(babies.value()).toBe(String(MAX_PER_AGE_BAND));
    expect(isOff(babies.add)).toBe(true);
  });

  it('counts no more disabled visitors than visitors, even when visitors are removed', () => {
    render(
      <VisitorsForm
        platform="fr"
        initialGroup={{ ...DEFAULT_GROUP, adults: 2 }}
        onSubmit={vi.fn()}
      />,
    );
    fireEvent.click(screen.getByRole('checkbox', { name: /situation de handicap/ }));
    const disabledAdults = counter('Adultes en situation de handicap');
    fireEvent.click(disabledAdults.add);
    fireEvent.click(disabledAdults.add);
    expect(disabledAdults.value()).toBe('2');
    expect(isOff(disabledAdults.add)).toBe(true);

    fireEvent.click(counter('Adultes').remove);
    expect(disabledAdults.value()).toBe('1');
  });

  it('refuses a group without an adult or a child', async () => {
    const onSubmit = vi.fn();
    render(
      <VisitorsForm
        platform="fr"
        initialGroup={{ ...DEFAULT_GROUP, adults: 0, babies: 1 }}
        onSubmit={onSubmit}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Continuer' }));
    // The visitors' group takes focus and says why; the live region counts the errors.
    const visitors = screen.getByRole('group', { name: 'Visiteurs' });
    await waitFor(() => expect(document.activeElement).toBe(visitors));
    expect(visitors.getAttribute('aria-describedby')).toBeTruthy();
    expect(
      document.getElementById(visitors.getAttribute('aria-describedby') ?? '')?.textContent,
    ).toBe('Ajoutez au moins un adulte ou un enfant');
    expect(screen.getByText(/Le formulaire contient 1 erreur/)).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('says so when the group cannot go on, and lets the visitor press again', async () => {
    const onSubmit = vi
      .fn<(group: unknown) => Promise<void>>()
      .mockRejectedValueOnce(new Error('Failed to fetch a module'))
      .mockResolvedValue(undefined);
    render(<VisitorsForm platform="fr" initialGroup={DEFAULT_GROUP} onSubmit={onSubmit} />);
    const button = screen.getByRole<HTMLButtonElement>('button', { name: 'Continuer' });
    fireEvent.click(button);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Une erreur est survenue. Veuillez réessayer plus tard.',
    );
    expect(isOff(button)).toBe(false);

    fireEvent.click(button);
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });

  it('shows nothing in place of the card fields while they load, then gives a refused number the focus', async () => {
    // A first visit's form: the code of the card's fields is not there yet.
    vi.resetModules();
    const { installFrench: install } = await import('../../testing/render-app.tsx');
    const { VisitorsForm: FirstVisitForm } = await import('./visitors-form.tsx');
    install();
    render(<FirstVisitForm platform="fr" initialGroup={DEFAULT_GROUP} onSubmit={vi.fn()} />);
    fireEvent.click(screen.getByRole('checkbox', { name: "J'ai une carte famille nombreuse" }));
    fireEvent.click(screen.getByRole('button', { name: 'Continuer' }));
    expect(screen.queryByText('Chargement…')).toBeNull();
    expect(screen.queryByRole('textbox')).toBeNull();

    const number = await screen.findByRole('textbox', { name: 'Numéro de la carte' });
    await waitFor(() => expect(document.activeElement).toBe(number));
  });

  it('asks for the large family card number and validity once the card is ticked', async () => {
    const onSubmit = vi.fn();
    render(<VisitorsForm platform="fr" initialGroup={DEFAULT_GROUP} onSubmit={onSubmit} />);
    fireEvent.click(screen.getByRole('checkbox', { name: "J'ai une carte famille nombreuse" }));
    fireEvent.click(screen.getByRole('button', { name: 'Continuer' }));
    await waitFor(() => expect(screen.getAllByText('Ce champ est obligatoire')).toHaveLength(2));
    expect(onSubmit).not.toHaveBeenCalled();

    fireEvent.change(screen.getByRole('textbox', { name: 'Numéro de la carte' }), {
      target: { value: 'FN-2027-48213' },
    });
    fireEvent.change(screen.getByLabelText(/Date de fin de validité/), {
      target: { value: '2028-05-31' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Continuer' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({
      adults: 2,
      hasLargeFamilyCard: true,
      largeFamilyCardNumber: 'FN-2027-48213',
      largeFamilyCardValidity: '2028-05-31',
    });
  });

  it('refuses a card number of one repeated digit with the card format message', async () => {
    const onSubmit = vi.fn();
    render(<VisitorsForm platform="fr" initialGroup={DEFAULT_GROUP} onSubmit={onSubmit} />);
    fireEvent.click(screen.getByRole('checkbox', { name: "J'ai une carte famille nombreuse" }));
    const number = await screen.findByRole('textbox', { name: 'Numéro de la carte' });
    fireEvent.change(number, { target: { value: '7777 7777' } });
    fireEvent.change(screen.getByLabelText(/Date de fin de validité/), {
      target: { value: '2028-05-31' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Continuer' }));
    await waitFor(() => expect(number.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText(/figure sur votre carte.+pas un seul chiffre répété/)).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('asks no community nor category for a French card, and says what the card gives', async () => {
    render(<VisitorsForm platform="fr" initialGroup={DEFAULT_GROUP} onSubmit={vi.fn()} />);
    fireEvent.click(screen.getByRole('checkbox', { name: "J'ai une carte famille nombreuse" }));
    expect(await screen.findByText(/10\s%\sde réduction sur les billets du parc/)).toBeTruthy();
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(screen.queryByRole('radiogroup', { name: /Catégorie/ })).toBeNull();
  });

  it('asks a Spanish título for its community and category, and keeps them', async () => {
    const onSubmit = vi.fn();
    render(<VisitorsForm platform="es" initialGroup={DEFAULT_GROUP} onSubmit={onSubmit} />);
    fireEvent.click(screen.getByRole('checkbox', { name: "J'ai une carte famille nombreuse" }));
    fireEvent.change(await screen.findByRole('textbox', { name: 'Numéro de la carte' }), {
      target: { value: 'TF/28/000457' },
    });
    fireEvent.change(screen.getByLabelText(/Date de fin de validité/), {
      target: { value: '2028-05-31' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Continuer' }));
    expect(
      await screen.findByText('Choisissez la communauté autonome qui a délivré la carte'),
    ).toBeTruthy();
    expect(
      screen.getByText('Choisissez la catégorie de la carte (General ou Especial)'),
    ).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();

    fireEvent.change(screen.getByRole('combobox', { name: /Communauté autonome/ }), {
      target: { value: 'MD' },
    });
    fireEvent.click(screen.getByRole('radio', { name: /Especial/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Continuer' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({
      hasLargeFamilyCard: true,
      largeFamilyCardNumber: 'TF/28/000457',
      largeFamilyCardArea: 'MD',
      largeFamilyCardCategory: 'especial',
    });
  });
});
