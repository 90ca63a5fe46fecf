import { type ContentKind, contentLimit } from '@sesame/domain/content/content-limits';
import type { ContentNodes, ContentQuery } from '@sesame/domain/content/content-query';
import type { Language } from '@sesame/domain/i18n/language';
import { ALERTS, MARKETING_OFFERS, PICTO_TERMS, TEXT_CONFIGS, TOOLTIPS } from './seeded-content.ts';
import { FAQ } from './seeded-faq.ts';

type Variables = ContentQuery['variables'];

const withCode =
  (code: string | undefined) =>
  (node: { code: string }): boolean =>
    code === undefined || node.code === code;

const KINDS: { [K in ContentKind]: (variables: Variables) => ContentNodes[K][] } = {
  tooltip: ({ language, code }) => TOOLTIPS.map((node) => node[language]).filter(withCode(code)),
  marketing_offer: ({ language, code }) =>
    MARKETING_OFFERS.map((node) => node[language]).filter(withCode(code)),
  faq: ({ language, faqCode }) =>
    FAQ.map((node) => node[language]).filter(
      (node) => faqCode === undefined || node.faq_code === faqCode,
    ),
  vel_message: ({ language, code }) => ALERTS.map((node) => node[language]).filter(withCode(code)),
  // The service keeps the picto vocabulary in French only.
  picto: ({ code }) => PICTO_TERMS.filter(withCode(code)),
  texts_configs: ({ language }) => textConfigsIn(language),
};

/**
 * The park's content as the content service answers it (checkout-and-account.md §7): the nodes
 * of one kind in one language, filtered by code, within the kind's limit.
 */
export function contentNodes({ query, variables }: ContentQuery): ContentNodes[ContentKind][] {
  return KINDS[query](variables).slice(0, contentLimit(query, variables.limit));
}

/** The language's stress-marketing texts, the language suffix removed from each id. */
function textConfigsIn(language: Language) {
  const suffix = `_${language}`;
  return TEXT_CONFIGS.filter(({ id }) => id.endsWith(suffix)).map(({ id, value }) => ({
    id: id.slice(0, -suffix.length),
    value,
  }));
}
