import { en as englishErrors } from '@sesame/domain/i18n/error-messages/en';
import { es as spanishErrors } from '@sesame/domain/i18n/error-messages/es';
import type { Language } from '@sesame/domain/i18n/language';
import { cents } from '@sesame/domain/money/cents';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { catalogueOf } from '../../lib/catalogue.ts';
import { ClockProvider } from '../../lib/clock.tsx';
import { i18n } from '../../lib/i18n.ts';
import en from '../../locales/en.json';
import es from '../../locales/es.json';
import { installFrench } from '../../testing/render-app.tsx';
import { type CalendarMark, PricedCalendar, type PricedDay } from './priced-calendar.tsx';

afterEach(cleanup);

const DAYS = new Map<string, PricedDay>([
  ['2027-03-06', { status: 'open', price: cents(3900) }],
  ['2027-03-07', { status: 'closed' }],
  ['2027-03-08', { status: 'soldOut', showNight: true }],
  ['2027-03-13', { status: 'open', price: cents(4250), showNight: true }],
]);
const ALL_MARKS: readonly CalendarMark[] = ['price', 'closed', 'soldOut', 'showNight'];

/** Wednesday 3 March 2027 in Paris. */
const NOW = new Date('2027-03-03T09:00:00Z');

/** The calendar on March 2027, its focus kept as a page keeps it. */
function Harness({ language, marks, onChange, value }: HarnessProps) {
  const [focusedDate, setFocusedDate] = useState(value ?? '2027-03-06');
  return (
    <ClockProvider clock={() => NOW}>
      <PricedCalendar
        label="Jour"
        language={language}
        days={DAYS}
        minDate="2027-03-02"
        value={value}
        onChange={onChange}
        focusedDate={focusedDate}
        onFocusChange={setFocusedDate}
        selectionLength={2}
        marks={marks}
      />
    </ClockProvider>
  );
}

interface HarnessProps {
  language: Language;
  marks: readonly CalendarMark[];
  onChange: (date: string) => void;
  value: string | null;
}

const catalogues = {
  en: catalogueOf(en, englishErrors),
  es: catalogueOf(es as never, spanishErrors),
};

async function renderIn(
  language: Language,
  {
    marks = ALL_MARKS,
    onChange = () => {},
    value = null,
  }: Partial<Omit<HarnessProps, 'language'>> = {},
) {
  installFrench();
  if (language !== 'fr') {
    i18n.addCatalogue(language, catalogues[language]);
  }
  await act(() => i18n.changeLanguage(language));
  render(<Harness language={language} marks={marks} onChange={onChange} value={value} />);
}

const day = (name: string) => screen.getByRole('button', { name });

describe('a day of the priced calendar says what it shows (issue 11)', () => {
  it('in French: its price, closed, sold out, not on sale, the show night', async () => {
    await renderIn('fr');
    expect(day('samedi 6 mars 2027, à partir de 39\u00a0€')).toBeTruthy();
    expect(day('dimanche 7 mars 2027, fermé').getAttribute('aria-disabled')).toBe('true');
    expect(day('lundi 8 mars 2027, complet, soir de spectacle')).toBeTruthy();
    expect(day('samedi 13 mars 2027, à partir de 42,50\u00a0€, soir de spectacle')).toBeTruthy();
    expect(day('dimanche 14 mars 2027, pas en vente')).toBeTruthy();
    // A day before the first one on sale: unavailable, its date says why.
    expect(day('lundi 1 mars 2027').getAttribute('aria-disabled')).toBe('true');
    expect(day('mardi 2 mars 2027, Première date disponible, pas en vente')).toBeTruthy();
    expect(day("Aujourd'hui, mercredi 3 mars 2027, pas en vente").ariaCurrent).toBe('date');
  });

  it('in Spanish', async () => {
    await renderIn('es');
    expect(day('sábado, 6 de marzo de 2027, desde 39\u00a0€')).toBeTruthy();
    expect(day('domingo, 7 de marzo de 2027, cerrado')).toBeTruthy();
    expect(day('lunes, 8 de marzo de 2027, agotado, noche de espectáculo')).toBeTruthy();
    expect(
      day('sábado, 13 de marzo de 2027, desde 42,50\u00a0€, noche de espectáculo'),
    ).toBeTruthy();
    expect(day('domingo, 14 de marzo de 2027, no está a la venta')).toBeTruthy();
  });

  it('shows a short price and why a day cannot be chosen', async () => {
    await renderIn('fr');
    expect(day('samedi 6 mars 2027, à partir de 39\u00a0€').textContent).toBe('639 €');
    expect(day('dimanche 7 mars 2027, fermé').textContent).toBe('7Fermé');
    expect(day('lundi 8 mars 2027, complet, soir de spectacle').textContent).toBe('8Complet');
  });
});

describe('the priced calendar', () => {
  it.each([
    ['fr', 'Mars 2027', 'mars 2027'],
    ['en', 'March 2027', 'March 2027'],
    ['es', 'Marzo de 2027', 'marzo de 2027'],
  ] as const)(
    'titles the month in %s « %s », and names it « %s » in running text',
    async (language, title, month) => {
      await renderIn(language);
      const heading = screen.getByRole('heading', { name: `Jour, ${month}` });
      // The title on screen, hidden from assistive technology, which reads the heading's name.
      expect(within(heading).getByText(title).ariaHidden).toBe('true');
      expect(screen.getByRole('grid', { name: `Jour, ${month}` })).toBeTruthy();
    },
  );

  it('lists in its legend the marks its days show', async () => {
    await renderIn('fr');
    const legend = screen.getByRole('list', { name: 'Légende du calendrier' });
    expect(
      within(legend)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      '€Prix adulte le plus bas',
      '12Parc fermé',
      '12Plus de place pour votre groupe',
      'Soir de spectacle',
    ]);
    cleanup();
    await renderIn('es', { marks: ['closed', 'soldOut'] });
    const spanish = screen.getByRole('list', { name: 'Leyenda del calendario' });
    expect(
      within(spanish)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['12Parque cerrado', '12Sin plazas para su grupo']);
  });

  it('moves with the arrow keys and chooses with Enter', async () => {
    const onChange = vi.fn();
    await renderIn('fr', { onChange });
    const first = day('samedi 6 mars 2027, à partir de 39\u00a0€');
    expect(first.tabIndex).toBe(0);
    act(() => first.focus());
    fireEvent.keyDown(first, { key: 'ArrowDown' });
    const next = day('samedi 13 mars 2027, à partir de 42,50\u00a0€, soir de spectacle');
    expect(document.activeElement).toBe(next);
    expect(next.tabIndex).toBe(0);
    expect(first.tabIndex).toBe(-1);
    fireEvent.keyDown(next, { key: 'Enter' });
    fireEvent.keyUp(next, { key: 'Enter' });
    expect(onChange).toHaveBeenCalledWith('2027-03-13');
  });

  it('names the chosen day, lights the days of the visit, and only the chosen one is selected', async () => {
    await renderIn('fr', { value: '2027-03-13' });
    const chosen = day(
      'samedi 13 mars 2027 sélectionné, à partir de 42,50\u00a0€, soir de spectacle',
    );
    expect(chosen.closest('td')?.ariaSelected).toBe('true');
    expect(chosen.tabIndex).toBe(0);
    const secondDay = day('dimanche 14 mars 2027, pas en vente');
    expect(secondDay.dataset.inSelection).toBe('true');
    expect(secondDay.closest('td')?.ariaSelected).toBeNull();
  });

  it('goes into the next month and back with the arrows', async () => {
    await renderIn('fr');
    const saturday = day('samedi 6 mars 2027, à partir de 39\u00a0€');
    act(() => saturday.focus());
    for (let week = 0; week < 4; week++) {
      fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowDown' });
    }
    expect(document.activeElement).toBe(day('samedi 3 avril 2027, pas en vente'));
    expect(screen.getByRole('grid', { name: 'Jour, avril 2027' })).toBeTruthy();
    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowLeft' });
    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowLeft' });
    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(day('mercredi 31 mars 2027, pas en vente'));
  });

  it('goes a month on with Page Down, a year with Shift, and back with Page Up', async () => {
    await renderIn('fr');
    act(() => day('samedi 6 mars 2027, à partir de 39\u00a0€').focus());
    fireEvent.keyDown(document.activeElement as Element, { key: 'PageDown' });
    expect(document.activeElement).toBe(day('mardi 6 avril 2027, pas en vente'));
    fireEvent.keyDown(document.activeElement as Element, { key: 'PageDown', shiftKey: true });
    expect(document.activeElement).toBe(day('jeudi 6 avril 2028, pas en vente'));
    fireEvent.keyDown(document.activeElement as Element, { key: 'PageUp', shiftKey: true });
    fireEvent.keyDown(document.activeElement as Element, { key: 'PageUp' });
    expect(document.activeElement).toBe(day('samedi 6 mars 2027, à partir de 39\u00a0€'));
  });

  it('goes to the start and the end of the week with Home and End', async () => {
    await renderIn('fr');
    act(() => day('samedi 13 mars 2027, à partir de 42,50\u00a0€, soir de spectacle').focus());
    fireEvent.keyDown(document.activeElement as Element, { key: 'Home' });
    expect(document.activeElement).toBe(day('lundi 8 mars 2027, complet, soir de spectacle'));
    fireEvent.keyDown(document.activeElement as Element, { key: 'End' });
    expect(document.activeElement).toBe(day('dimanche 14 mars 2027, pas en vente'));
  });

  it('never goes before the first day, nor shows the month before it', async () => {
    await renderIn('fr');
    const previous = screen.getByRole('button', { name: 'Mois précédent' });
    expect(previous.ariaDisabled).toBe('true');
    act(() => day('samedi 6 mars 2027, à partir de 39\u00a0€').focus());
    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowUp' });
    expect(document.activeElement).toBe(
      day('mardi 2 mars 2027, Première date disponible, pas en vente'),
    );
    fireEvent.click(previous);
    expect(screen.getByRole('grid', { name: 'Jour, mars 2027' })).toBeTruthy();
  });

  it('shows the next month with its button, the focus staying on it', async () => {
    await renderIn('fr');
    const next = screen.getByRole('button', { name: 'Mois suivant' });
    act(() => next.focus());
    fireEvent.click(next);
    expect(screen.getByRole('grid', { name: 'Jour, avril 2027' })).toBeTruthy();
    expect(day('mardi 6 avril 2027, pas en vente').tabIndex).toBe(0);
    expect(document.activeElement).toBe(next);
    expect(screen.getByRole('button', { name: 'Mois précédent' }).ariaDisabled).toBeNull();
  });

  it('focuses an unavailable day but does not choose it', async () => {
    const onChange = vi.fn();
    await renderIn('fr', { onChange });
    act(() => day('samedi 6 mars 2027, à partir de 39\u00a0€').focus());
    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowRight' });
    const closed = day('dimanche 7 mars 2027, fermé');
    expect(document.activeElement).toBe(closed);
    expect(closed.tabIndex).toBe(0);
    fireEvent.keyDown(closed, { key: 'Enter' });
    fireEvent.keyDown(closed, { key: ' ' });
    fireEvent.click(closed);
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.click(day('samedi 6 mars 2027, à partir de 39\u00a0€'));
    expect(onChange).toHaveBeenCalledWith('2027-03-06');
  });
});
