import { cents } from '@sesame/domain/money/cents';
import type {
  ListedStayFieldsFragment,
  StayContentFieldsFragment,
  StaySolutionsFieldsFragment,
} from '../../lib/generated/graphql.ts';
import type { StayDetail } from './accommodation-query.ts';

/** Test data: hotels as the contract answers them, for a stay of one night from 12 June 2027. */
const NIGHT = '2027-06-12';

export function listedCastellum(
  overrides: Partial<ListedStayFieldsFragment> = {},
): ListedStayFieldsFragment {
  return {
    code: 'H-FR-CAS',
    title: 'Le Castellum',
    price: 19900,
    nights: 1,
    startDate: NIGHT,
    providerType: 'INTERNE',
    distance: 0,
    travelMinutes: 5,
    hotelType: 'THEMED',
    stars: 3,
    brief: 'Un fort gallo-romain à cinq minutes à pied.',
    media: {
      src: '/images/hotels/castellum-gate.svg',
      alt: 'La porte du Castellum',
      width: 1200,
      height: 800,
    },
    mainServices: [
      { code: 'POOL', title: 'Piscine' },
      { code: 'RESTAURANT', title: 'Restaurant' },
    ],
    secondaryServices: [{ code: 'WIFI', title: 'Wi-Fi' }],
    lastPlaces: true,
    ...overrides,
  };
}

export function listedMoulin(
  overrides: Partial<ListedStayFieldsFragment> = {},
): ListedStayFieldsFragment {
  return listedCastellum({
    code: 'H-FR-REL',
    title: 'Hôtel du Moulin des Brandes',
    price: 10900,
    providerType: 'PARTENAIRE',
    distance: 9,
    travelMinutes: 12,
    hotelType: 'PARTNER',
    stars: 2,
    brief: 'Un moulin au bord de l’eau.',
    media: {
      src: '/images/hotels/moulin.svg',
      alt: 'Le moulin au bord de la rivière',
      width: 1200,
      height: 800,
    },
    mainServices: [{ code: 'PARKING', title: 'Parking' }],
    secondaryServices: [],
    lastPlaces: false,
    ...overrides,
  });
}

export function castellumContent(): StayContentFieldsFragment {
  return {
    code: 'H-FR-CAS',
    title: 'Le Castellum',
    nights: 1,
    startDate: NIGHT,
    description: 'Le Castellum reprend le plan d’un camp romain.',
    brief: 'Un fort gallo-romain à cinq minutes à pied.',
    providerType: 'INTERNE',
    distance: 0,
    travelMinutes: 5,
    hotelType: 'THEMED',
    stars: 3,
    checkInTime: '15:00',
    checkOutTime: '11:00',
    hotelPhotos: [
      {
        src: '/images/hotels/castellum-gate.svg',
        alt: 'La porte du Castellum',
        width: 1200,
        height: 800,
      },
      {
        src: '/images/hotels/castellum-room.svg',
        alt: 'Une chambre familiale',
        width: 1200,
        height: 800,
      },
    ],
    reviews: [
      { date: '2026-08-14', content: 'Les enfants ont adoré.', userName: 'Claire M.', rating: 5 },
    ],
    mainServices: [{ code: 'POOL', title: 'Piscine' }],
    secondaryServices: [{ code: 'WIFI', title: 'Wi-Fi' }],
    roomTypes: [
      {
        roomTypeCode: 'H-FR-CAS-FAMILY',
        title: 'Chambre familiale',
        maxOccupancy: 5,
        numberMaxOfAdults: 4,
        numberMinOfAdults: 1,
        numberMaxOfChildren: 4,
        cot: true,
      },
      {
        roomTypeCode: 'H-FR-CAS-DOUBLE',
        title: 'Chambre double',
        maxOccupancy: 2,
        numberMaxOfAdults: 2,
        numberMinOfAdults: 1,
        numberMaxOfChildren: 1,
        cot: true,
      },
    ],
  };
}

/** For two rooms: one adult, a child and a baby; one adult and a child. */
export const TWO_ROOMS = [
  { adults: 1, children: 2, ages: [11, 1] },
  { adults: 1, children: 1, ages: [11] },
];

/**
 * Le Castellum's solutions for TWO_ROOMS (catalogue.md §7.6, tier M): two doubles, or a double and
 * a family room, the last family rooms; breakfast for 2 adults and 2 children, the baby free.
 */
export function castellumSolutions(): StaySolutionsFieldsFragment {
  return {
    rooms: [
      {
        index: 0,
        price: 31800,
        breakfastPrice: 5600,
        breakfastIncluded: false,
        solution: [{ roomTypeCode: 'H-FR-CAS-DOUBLE', quantity: 2, lastPlaces: false }],
        priceLines: [{ date: NIGHT, priceRoom: 15900, quantity: 2 }],
      },
      {
        index: 1,
        price: 35800,
        breakfastPrice: 5600,
        breakfastIncluded: false,
        solution: [
          { roomTypeCode: 'H-FR-CAS-DOUBLE', quantity: 1, lastPlaces: false },
          { roomTypeCode: 'H-FR-CAS-FAMILY', quantity: 1, lastPlaces: true },
        ],
        priceLines: [
          { date: NIGHT, priceRoom: 15900, quantity: 1 },
          { date: NIGHT, priceRoom: 19900, quantity: 1 },
        ],
      },
    ],
  };
}

/** Le Castellum's page for TWO_ROOMS, as the detail query gives it. */
export function castellumDetail(): StayDetail {
  return {
    content: castellumContent(),
    packageTicketPrice: null,
    solutions: [
      {
        index: 0,
        price: cents(31800),
        breakfastPrice: cents(5600),
        breakfastIncluded: false,
        nightPrices: [{ date: NIGHT, price: cents(31800) }],
        lastPlaces: false,
        rooms: [
          {
            roomTypeCode: 'H-FR-CAS-DOUBLE',
            title: 'Chambre double',
            adults: 1,
            children: 1,
            babies: 1,
            ages: [11, 1],
          },
          {
            roomTypeCode: 'H-FR-CAS-DOUBLE',
            title: 'Chambre double',
            adults: 1,
            children: 1,
            babies: 0,
            ages: [11],
          },
        ],
      },
      {
        index: 1,
        price: cents(35800),
        breakfastPrice: cents(5600),
        breakfastIncluded: false,
        nightPrices: [{ date: NIGHT, price: cents(35800) }],
        lastPlaces: true,
        rooms: [
          {
            roomTypeCode: 'H-FR-CAS-DOUBLE',
            title: 'Chambre double',
            adults: 1,
            children: 1,
            babies: 1,
            ages: [11, 1],
          },
          {
            roomTypeCode: 'H-FR-CAS-FAMILY',
            title: 'Chambre familiale',
            adults: 1,
            children: 1,
            babies: 0,
            ages: [11],
          },
        ],
      },
    ],
  };
}
