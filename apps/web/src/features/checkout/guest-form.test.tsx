import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAt } from '../../testing/render-app.tsx';
import { GuestForm } from './guest-form.tsx';

const EMPTY = {
  email: '',
  firstName: '',
  lastName: '',
  streetAddress: '',
  customAddress: '',
  zipCode: '',
  city: '',
  country: 'FR' as const,
};

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Continuer sans compte' }));
const announcement = () => screen.getByText(/^Le formulaire contient/);

describe('the guest form after a refused submit (WCAG 3.3.1, 4.1.3)', () => {
  afterEach(cleanup);

  it('ties each error to its field, announces how many there are and focuses the first', async () => {
    const onSubmit = vi.fn();
    renderAt(
      '/fr/identification',
      <GuestForm sendingMethod="email" defaultValues={EMPTY} onSubmit={onSubmit} />,
    );
    const email = screen.getByRole('textbox', { name: /adresse e-mail/i });
    const firstName = screen.getByRole('textbox', { name: /Prénom/ });
    submit();

    await waitFor(() => expect(document.activeElement).toBe(email));
    for (const field of [email, firstName]) {
      expect(field.getAttribute('aria-invalid')).toBe('true');
      const errorId = field.getAttribute('aria-describedby') ?? '';
      expect(document.getElementById(errorId)?.textContent).not.toBe('');
    }
    expect(announcement().textContent).toBe(
      'Le formulaire contient 3 erreurs : corrigez les champs signalés.',
    );
    expect(announcement().closest('[aria-live="polite"]')).not.toBeNull();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('focuses the first field still in error on the next submit, and says the count again', async () => {
    renderAt(
      '/fr/identification',
      <GuestForm sendingMethod="email" defaultValues={EMPTY} onSubmit={vi.fn()} />,
    );
    submit();
    await waitFor(() => expect(announcement().textContent).toContain('3 erreurs'));
    const firstAnnouncement = announcement();
    fireEvent.change(screen.getByRole('textbox', { name: /adresse e-mail/i }), {
      target: { value: 'ines.garnier@example.com' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: /Prénom/ }), {
      target: { value: 'Inès' },
    });
    // Correcting fields says nothing until the next submit.
    expect(announcement().textContent).toContain('3 erreurs');
    submit();

    const lastName = screen.getByRole('textbox', { name: /^Nom/ });
    await waitFor(() => expect(document.activeElement).toBe(lastName));
    expect(announcement().textContent).toBe(
      'Le formulaire contient 1 erreur : corrigez le champ signalé.',
    );
    expect(announcement()).not.toBe(firstAnnouncement);
  });
});
