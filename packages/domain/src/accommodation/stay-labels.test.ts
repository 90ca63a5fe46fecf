import { describe, expect, it } from 'vitest';
import { breakfastLineLabel, roomLineLabel, stayDates } from './stay-labels.ts';

const stay = {
  hotel: 'Le Castellum',
  room: 'Chambre familiale',
  startDate: '2027-06-12',
  nights: 1,
};

describe('stay labels (summary, payment, confirmation, e-mail, invoice)', () => {
  it.each([
    ['fr', 'du 12/06/2027 au 14/06/2027, 2 nuits'],
    ['en', '12/06/2027 to 14/06/2027, 2 nights'],
    ['es', 'del 12/06/2027 al 14/06/2027, 2 noches'],
  ] as const)('dates and nights in %s', (language, expected) => {
    expect(stayDates('2027-06-12', 2, language)).toBe(expected);
  });

  it('rooms of one kind with their occupants', () => {
    const rooms = [
      { adults: 1, children: 2, ages: [11, 1] },
      { adults: 1, children: 1, ages: [8] },
    ];
    expect(roomLineLabel(stay, rooms, 'fr')).toBe(
      'Le Castellum · Chambre familiale × 2 · du 12/06/2027 au 13/06/2027, 1 nuit · 1 adulte, 1 enfant, 1 bébé | 1 adulte, 1 enfant',
    );
    expect(
      roomLineLabel({ ...stay, room: 'Double room' }, [{ adults: 2, children: 0, ages: [] }], 'en'),
    ).toBe('Le Castellum · Double room · 12/06/2027 to 13/06/2027, 1 night · 2 adults');
  });

  it('breakfast, paid or included', () => {
    expect(
      breakfastLineLabel(
        { hotel: 'Le Castellum', nights: 2, included: false },
        { adults: 2, children: 2 },
        'es',
      ),
    ).toBe('Le Castellum · Desayuno · 2 noches · 2 adultos, 2 niños');
    expect(
      breakfastLineLabel(
        { hotel: 'Hotel Mirador de la Vega', nights: 1, included: true },
        { adults: 1, children: 0 },
        'en',
      ),
    ).toBe('Hotel Mirador de la Vega · Breakfast included · 1 night · 1 adult');
  });
});
