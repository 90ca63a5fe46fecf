import { describe, expect, it } from 'vitest';
import type { BookingAccommodation } from '../booking/booking.ts';
import { cents } from '../money/cents.ts';
import { stayBasket } from './stay-basket.ts';

const castellum: BookingAccommodation = {
  code: 'H-FR-CAS',
  title: 'Le Castellum',
  providerType: 'INTERNE',
  price: cents(21000),
  roomsSolution: {
    index: 0,
    source: 'INTERNE',
    price: cents(21000),
    startDate: '2027-06-12',
    nights: 1,
    breakfast: true,
    breakfastIncluded: false,
    solution: [
      {
        roomTypeCode: 'H-FR-CAS-FAMILY',
        title: 'Chambre familiale',
        adults: 1,
        children: 1,
        babies: 1,
        ages: [8, 1],
      },
    ],
  },
};

describe('the stay a basket sends (booking-funnel.md §3)', () => {
  it('sends the hotel, its nights, breakfast and who sleeps in each room, babies as children', () => {
    expect(stayBasket(castellum)).toEqual({
      code: 'H-FR-CAS',
      startDate: '2027-06-12',
      nights: 1,
      breakfast: true,
      rooms: [{ roomTypeCode: 'H-FR-CAS-FAMILY', adults: 1, children: 2, ages: [8, 1] }],
    });
  });

  it('sends none without a stay or without its rooms', () => {
    expect(stayBasket(null)).toBeNull();
    expect(stayBasket({ ...castellum, roomsSolution: null })).toBeNull();
  });
});
