import type { APIRequestContext } from '@playwright/test';
import { MAX_GROUP_PLACES } from '@sesame/domain/validation/limits';
import { graphql } from './api.ts';

// What the API says of a visit's extras: passes, La Posada's slots, the restaurants' sittings.

export interface PassOfTheVisit {
  code: string;
  name: string;
  availableStock: number;
  totalPrice: number;
}

/** The passes (PE and PGE) of a one-day visit on `date` for `adults` adults, as the pass step shows them. */
export async function passesOn(
  request: APIRequestContext,
  date: string,
  adults: number,
): Promise<PassOfTheVisit[]> {
  const data = await graphql<{ complementaryOffers: PassOfTheVisit[] }>(
    request,
    `query ($startDate: String!, $adults: Int!) {
      complementaryOffers(language: fr, adults: $adults, children: 0, startDate: $startDate, duration: 1, code: "PE") {
        code name availableStock totalPrice
      }
    }`,
    { startDate: date, adults },
  );
  return data.complementaryOffers;
}

export interface PosadaSlot {
  session: string;
  availableStock: number;
  totalPrice: number;
}

/** La Posada's slots of a one-day visit on `date` (es platform) for `children` children. */
export async function posadaSlotsOn(
  request: APIRequestContext,
  date: string,
  children: number,
): Promise<PosadaSlot[]> {
  const data = await graphql<{ offer: { stock: PosadaSlot[] } | null }>(
    request,
    `query ($startDate: String!, $children: Int!) {
      offer(language: es, adults: 2, children: $children, startDate: $startDate, duration: 1) {
        ... on ActivityOffer { stock { session availableStock totalPrice } }
      }
    }`,
    { startDate: date, children },
  );
  return data.offer?.stock ?? [];
}

export interface SittingOfTheDay {
  serviceTime: string;
  mealType: 'lunch' | 'dinner';
  stock: number;
  eventId: string;
}

export interface RestaurantOfTheDay {
  title: string;
  menus: Array<{
    code: string;
    mainAdultMenu: boolean;
    mainChildrenMenu: boolean;
    pricePerPerson: number;
  }>;
  services: SittingOfTheDay[];
}

/** A restaurant's menus and sittings on `date`, as its page shows them to a group of one. */
export async function restaurantOn(
  request: APIRequestContext,
  code: string,
  date: string,
): Promise<RestaurantOfTheDay> {
  const data = await graphql<{ restaurant: RestaurantOfTheDay | null }>(
    request,
    `query ($code: String!, $date: String!) {
      restaurant(code: $code, date: $date, adults: 1, children: 0, language: fr) {
        title
        menus { code mainAdultMenu mainChildrenMenu pricePerPerson }
        services { serviceTime mealType stock eventId }
      }
    }`,
    { code, date },
  );
  if (!data.restaurant) throw new Error(`${code} serves no meal on ${date}`);
  return data.restaurant;
}

/**
 * Other visitors take every cover of a sitting but `left`: orders of their own hold them, each
 * at most a group's worth (the server bounds what one order holds on a row).
 */
export async function takeCovers(
  request: APIRequestContext,
  sitting: { eventId: string; date: string; stock: number },
  left: number,
): Promise<void> {
  for (let covers = sitting.stock - left; covers > 0; ) {
    const { initOrder } = await graphql<{ initOrder: { orderId: string } }>(
      request,
      'mutation { initOrder { orderId } }',
    );
    const quantity = Math.min(covers, MAX_GROUP_PLACES);
    const { setLockedStock } = await graphql<{
      setLockedStock: { success: boolean; code: string };
    }>(
      request,
      `mutation ($data: LockedStockData!) { setLockedStock(lockedStockData: $data) { success code } }`,
      {
        data: {
          orderId: initOrder.orderId,
          service: 'RESTAURANT',
          code: sitting.eventId,
          startDate: sitting.date,
          quantity,
        },
      },
    );
    if (!setLockedStock.success) throw new Error(`Covers not taken: ${setLockedStock.code}`);
    covers -= quantity;
  }
}
