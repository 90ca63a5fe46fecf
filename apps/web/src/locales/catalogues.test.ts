import { en as enErrors } from '@sesame/domain/i18n/error-messages/en';
import { es as esErrors } from '@sesame/domain/i18n/error-messages/es';
import { fr as frErrors } from '@sesame/domain/i18n/error-messages/fr';
import { VALIDATION_MESSAGE_KEYS } from '@sesame/domain/validation/validation-messages';
import { describe, expect, it } from 'vitest';
import en from './en.json';
import es from './es.json';
import fr from './fr.json';

type Catalogue = { [key: string]: string | Catalogue };

/** Every key as a dotted path; plural forms keep their suffix (`_one`, `_other`). */
function keys(catalogue: Catalogue, prefix = ''): string[] {
  return Object.entries(catalogue).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keys(value, `${prefix}${key}.`),
  );
}

function messages(catalogue: Catalogue): string[] {
  return Object.values(catalogue).flatMap((value) =>
    typeof value === 'string' ? [value] : messages(value),
  );
}

const catalogues = { fr, en, es } as Record<string, Catalogue>;
// The error catalogue of packages/domain is shown under `errors.*`: held to the same rules.
const withErrors = {
  fr: { ...fr, errors: frErrors },
  en: { ...en, errors: enErrors },
  es: { ...es, errors: esErrors },
} as Record<string, Catalogue>;

describe('the catalogues', () => {
  it('have the same keys in French, English and Spanish', () => {
    const french = keys(fr).sort();
    expect(keys(en).sort()).toEqual(french);
    expect(keys(es).sort()).toEqual(french);
  });

  it('have a message for every validation key of the domain', () => {
    for (const catalogue of Object.values(catalogues)) {
      expect(keys(catalogue)).toEqual(expect.arrayContaining([...VALIDATION_MESSAGE_KEYS]));
    }
  });

  it('have no empty message and no untranslated placeholder', () => {
    for (const catalogue of Object.values(withErrors)) {
      for (const message of messages(catalogue)) {
        expect(message.trim()).not.toBe('');
        expect(message).not.toMatch(/TODO|TBD/);
      }
    }
  });

  it('use the same interpolations in every language', () => {
    const variables = (catalogue: Catalogue) =>
      Object.fromEntries(
        keys(catalogue).map((key) => {
          const value = key
            .split('.')
            .reduce<string | Catalogue>(
              (node, part) => (node as Catalogue)[part] as Catalogue,
              catalogue,
            );
          return [key, [...String(value).matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort()];
        }),
      );
    expect(variables(en)).toEqual(variables(fr));
    expect(variables(es)).toEqual(variables(fr));
  });

  it('write French with its own punctuation: a no-break space before « : ; ! ? »', () => {
    for (const message of messages(withErrors.fr as Catalogue)) {
      expect(message).not.toMatch(/ [:;!?»]|« /);
    }
    expect(fr.validation.required).toBe('Ce champ est obligatoire');
    expect(frErrors.BASKET_INVALID).toBe("Le contenu de votre panier n'est pas valide\u00a0!");
  });

  it('open Spanish questions and exclamations with ¿ and ¡', () => {
    for (const message of messages(withErrors.es as Catalogue)) {
      if (message.includes('?')) expect(message).toContain('¿');
      if (message.includes('!')) expect(message).toContain('¡');
    }
  });
});
