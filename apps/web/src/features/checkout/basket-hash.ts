import { hashedBasket } from '@sesame/domain/booking/basket-hash';
import type { Booking } from '@sesame/domain/booking/booking';

/** What the gateway says of a stored basket hash; `unknown` when it could not be asked. */
export type BasketCheck = 'valid' | 'invalid' | 'unknown';

async function postHash(path: 'generate' | 'validate', body: Record<string, unknown>) {
  return fetch(`/api/hash/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(body),
  });
}

/**
 * checkout-and-account.md §7, hash checks: `POST /api/hash/generate` {basket, orderId}, read when
 * the visitor accepts the summary (decision 19). A failure is only logged (§8): the hash stays
 * unset, and the payment step then sends the visitor back to the summary.
 */
export async function generateBasketHash(
  orderId: string,
  booking: Booking,
): Promise<string | null> {
  try {
    const response = await postHash('generate', { basket: hashedBasket(booking), orderId });
    const answer = (await response.json()) as { success?: unknown; hash?: unknown };
    if (response.ok && answer.success === true && typeof answer.hash === 'string') {
      return answer.hash;
    }
    console.warn('The basket hash was not generated', response.status);
  } catch (error) {
    console.warn('The basket hash was not generated', error);
  }
  return null;
}

/**
 * checkout-and-account.md §7, hash checks: `POST /api/hash/validate` {basket, hash, orderId}
 * before the payment starts. A basket without a hash, or one the gateway refuses (`success`
 * false, or a body it cannot read), is invalid; any other failure is only logged (§8): the
 * server prices and checks the cart on its own anyway.
 */
export async function checkBasketHash(orderId: string, booking: Booking): Promise<BasketCheck> {
  if (booking.hash === null) return 'invalid';
  try {
    const response = await postHash('validate', {
      basket: hashedBasket(booking),
      hash: booking.hash,
      orderId,
    });
    if (response.status === 400) return 'invalid';
    const answer = (await response.json()) as { success?: unknown };
    if (response.ok) return answer.success === true ? 'valid' : 'invalid';
    console.warn('The basket hash was not checked', response.status);
  } catch (error) {
    console.warn('The basket hash was not checked', error);
  }
  return 'unknown';
}
