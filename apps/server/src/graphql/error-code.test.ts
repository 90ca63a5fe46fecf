import { readFileSync } from 'node:fs';
import { errorMessages } from '@sesame/domain/i18n/error-messages';
import { LANGUAGES } from '@sesame/domain/i18n/language';
import { describe, expect, it } from 'vitest';
import { message, messageCodes } from '../i18n/messages.ts';

const sdl = readFileSync(new URL('./error-code.graphql', import.meta.url), 'utf8');
const contractCodes = /enum ErrorCode \{([^}]*)\}/.exec(sdl)?.[1]?.trim().split(/\s+/) ?? [];

describe('ErrorCode', () => {
  it('lists in the contract exactly the codes the server has a message for', () => {
    expect(contractCodes.length).toBeGreaterThan(10);
    expect([...contractCodes].sort()).toEqual([...messageCodes].sort());
  });

  // The web loads the same catalogue under `errors.*`, so this covers both apps.
  it.each(LANGUAGES)(
    'has a message for every code of the contract, and only those, in %s',
    (language) => {
      const catalogue: Record<string, string> = errorMessages[language];
      expect(Object.keys(catalogue).sort()).toEqual([...contractCodes].sort());
      for (const code of contractCodes) expect(catalogue[code]?.trim(), code).toBeTruthy();
    },
  );

  it.each([
    ['GENERIC', 'en', 'An error has occurred. Please try again later.'],
    ['GENERIC', 'fr', 'Une erreur est survenue. Veuillez réessayer plus tard.'],
    ['PAYMENT_FAILED', 'en', 'Payment failed, please try again'],
    ['BASKET_INVALID', 'en', 'The content of your cart is invalid!'],
    ['OFFER_UNAVAILABLE', 'en', 'This offer is no longer available'],
  ] as const)('says %s in %s with the words of the spec (§8)', (code, language, text) => {
    expect(message(code, language)).toBe(text);
  });
});
