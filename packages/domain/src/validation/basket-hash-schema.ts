import { z } from 'zod';
import { isHashableBasket } from '../booking/basket-hash.ts';

/** An HMAC-SHA256 in hex is 64 characters; anything much longer is not worth comparing. */
export const MAX_HASH_LENGTH = 128;

const basket = z.custom<Record<string, unknown>>(isHashableBasket, { error: 'validation.format' });
const orderId = z.uuid({ error: 'validation.format' });

/** checkout-and-account.md §7, hash checks: the body of `POST /hash/generate`. */
export const generateHashSchema = z.object({ basket, orderId });

/**
 * checkout-and-account.md §7, hash checks: the body of `POST /hash/validate`. A hash of the wrong
 * shape is a text all the same: it fails the check ("returns false") rather than the input.
 */
export const validateHashSchema = z.object({
  basket,
  orderId,
  hash: z
    .string({ error: 'validation.required' })
    .max(MAX_HASH_LENGTH, { error: 'validation.maxLength' }),
});

export type GenerateHashInput = z.output<typeof generateHashSchema>;
export type ValidateHashInput = z.output<typeof validateHashSchema>;
