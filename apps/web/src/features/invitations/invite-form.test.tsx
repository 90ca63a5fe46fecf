import { es as spanishErrors } from '@sesame/domain/i18n/error-messages/es';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { catalogueOf } from '../../lib/catalogue.ts';
import { initI18nWith } from '../../lib/i18n.ts';
import es from '../../locales/es.json';
import { InviteForm } from './invite-form.tsx';

const ROOMS = [
  {
    solutionIndex: 0,
    roomTypeCode: 'H-ES-HOS-DOUBLE',
    title: 'Habitación doble',
    adults: 2,
    children: 0,
    babies: 0,
  },
];

describe('the invitation form in Spanish (checkout-and-account.md §5)', () => {
  afterEach(cleanup);

  it('asks for a valid e-mail (‘Email inválido’) and offers only the ages left to invite', async () => {
    const i18n = initI18nWith('es', catalogueOf(es as never, spanishErrors));
    await i18n.changeLanguage('es');
    const onInvite = vi.fn(async () => true);
    render(
      <InviteForm
        rooms={ROOMS}
        travellersLeft={{ adult: 1, child: 0, baby: 0 }}
        onInvite={onInvite}
        isPending={false}
      />,
    );
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Elija',
      'Adulto',
      'Elija',
      'Habitación 1 · Habitación doble (2 pers.)',
    ]);
    fireEvent.change(screen.getByRole('textbox', { name: /^Correo/ }), {
      target: { value: 'lucia@' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Enviar la invitación' }));
    expect(await screen.findByText('Email inválido')).toBeTruthy();
    expect(screen.getAllByText('Este campo es obligatorio')).toHaveLength(4);
    expect(onInvite).not.toHaveBeenCalled();
  });
});
