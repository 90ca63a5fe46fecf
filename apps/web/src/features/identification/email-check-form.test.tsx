import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAt } from '../../testing/render-app.tsx';
import { EmailCheckForm } from './email-check-form.tsx';

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Continuer' }));

describe('the e-mail check form, refused (WCAG 3.3.1, 4.1.3)', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('focuses the e-mail in error, described by its message, and announces the error', async () => {
    renderAt(
      '/fr/identification',
      <EmailCheckForm defaultEmail="not-an-email" onChecked={vi.fn()} />,
    );
    submit();

    const email = screen.getByRole('textbox', { name: /adresse e-mail/i });
    await waitFor(() => expect(document.activeElement).toBe(email));
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(email.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Veuillez saisir une adresse e-mail valide',
    );
    expect(screen.getByText(/^Le formulaire contient/).textContent).toBe(
      'Le formulaire contient 1 erreur : corrigez le champ signalé.',
    );
  });

  it("moves focus to the server's refusal, which is an alert", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ code: 'GENERIC', message: '…' }, { status: 500 })),
    );
    renderAt(
      '/fr/identification',
      <EmailCheckForm defaultEmail="ines.garnier@example.com" onChecked={vi.fn()} />,
    );
    submit();

    const alert = await screen.findByRole('alert');
    await waitFor(() => expect(document.activeElement).toBe(alert));
    expect(alert.textContent).not.toBe('');
  });
});
