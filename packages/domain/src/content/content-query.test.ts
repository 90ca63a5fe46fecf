import { describe, expect, it } from 'vitest';
import { type ContentKind, contentLimit } from './content-limits.ts';
import { contentQuerySchema } from './content-query.ts';

describe('contentLimit (checkout-and-account.md §9)', () => {
  it.each<[ContentKind, number | undefined, number]>([
    ['tooltip', undefined, 50],
    ['vel_message', undefined, 50],
    ['faq', undefined, 100],
    ['marketing_offer', undefined, 100],
    ['texts_configs', undefined, 100],
    ['picto', undefined, 100],
    ['faq', 5, 5],
    ['tooltip', 80, 50],
    ['vel_message', 10, 10],
  ])('%s asked %s answers at most %i', (kind, asked, limit) => {
    expect(contentLimit(kind, asked)).toBe(limit);
  });
});

describe('contentQuerySchema', () => {
  it.each([
    [{ query: 'tooltip', variables: { language: 'fr', code: 'MON_COMPTE' } }, true],
    [
      { query: 'faq', variables: { language: 'es', faqCode: 'MON_COMPTE_VISITES', limit: 5 } },
      true,
    ],
    [{ query: 'texts_configs', variables: { language: 'en' } }, true],
    [{ query: 'hotel', variables: { language: 'fr' } }, false],
    [{ query: 'tooltip', variables: { language: 'de' } }, false],
    [{ query: 'tooltip', variables: {} }, false],
    [{ query: 'tooltip', variables: { language: 'fr', code: "x' or 1=1" } }, false],
    [{ query: 'faq', variables: { language: 'fr', limit: 0 } }, false],
    [{ query: 'faq', variables: { language: 'fr', limit: 101 } }, false],
    [{ query: 'faq', variables: { language: 'fr', limit: 2.5 } }, false],
  ])('%j is valid: %s', (body, valid) => {
    expect(contentQuerySchema.safeParse(body).success).toBe(valid);
  });
});
