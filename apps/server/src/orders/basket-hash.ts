import { createHmac, timingSafeEqual } from 'node:crypto';
import { canonicalBasket } from '@sesame/domain/booking/basket-hash';

/**
 * checkout-and-account.md §7, hash checks: what vouches for a visitor's basket. An HMAC-SHA256,
 * keyed with the server's secret, of the order id and the basket's canonical text: only this
 * server can make one, and one made for an order or a basket vouches for no other (decision 19).
 */
export function basketHash(secret: string, orderId: string, basket: object) {
  return createHmac('sha256', secret)
    .update(`${orderId}\n${canonicalBasket(basket)}`)
    .digest('hex');
}

/** Whether `hash` is the one of this basket and order; compared in constant time. */
export function isBasketHashValid(
  secret: string,
  orderId: string,
  basket: object,
  hash: string,
): boolean {
  const expected = Buffer.from(basketHash(secret, orderId, basket), 'utf8');
  const given = Buffer.from(hash, 'utf8');
  // The length of a hash is no secret; timingSafeEqual needs equal lengths.
  return given.length === expected.length && timingSafeEqual(given, expected);
}
