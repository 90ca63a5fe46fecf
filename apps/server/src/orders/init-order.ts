import { randomInt, randomUUID } from 'node:crypto';
import type { Language } from '@sesame/domain/i18n/language';
import type { Database } from '../db/client.ts';
import { insertOrder } from './orders-repo.ts';

/** No 0/O, 1/I/L or U/V: a visitor can read the code over the phone without spelling doubts. */
export const SHORT_ID_ALPHABET = '23456789ABCDEFGHJKMNPQRSTWXYZ';
export const SHORT_ID_LENGTH = 8;
const ATTEMPTS = 5;

/**
 * booking-funnel.md §4, order flow: allocates an order. Its uuid is the unguessable secret that
 * reaches it; the short id (29^8 ≈ 5·10^11 codes) is what the visitor reads and says.
 */
export async function initOrder(
  db: Database,
  request: { platform: string; language: Language },
): Promise<{ orderId: string; shortOrderId: string }> {
  for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
    const order = { id: randomUUID(), shortId: drawShortId(), ...request };
    if (await insertOrder(db, order)) return { orderId: order.id, shortOrderId: order.shortId };
  }
  throw new Error(`No free short order id after ${ATTEMPTS} draws`);
}

export function drawShortId(): string {
  let id = '';
  for (let index = 0; index < SHORT_ID_LENGTH; index += 1) {
    id += SHORT_ID_ALPHABET[randomInt(SHORT_ID_ALPHABET.length)];
  }
  return id;
}
