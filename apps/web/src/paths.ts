import { ROUTE_PATTERNS, type Route } from '@sesame/domain/funnel/routes';
import { isLanguage, type Language } from '@sesame/domain/i18n/language';

/** Where the header's logo and the start page's back button lead: the park's main site. */
export const MAIN_SITE_URL = 'https://www.sesame-park.example';

function prefixed(language: Language, pattern: string): string {
  return pattern ? `/${language}/${pattern}` : `/${language}`;
}

/**
 * URL builders, one per route without path parameters, e.g. `paths.offers('fr')` → `/fr/offers`.
 * The patterns, and `routeOfPath` that reads a URL back, live in the domain: the server answers
 * 404 for exactly the paths that the web router shows as its 404 page.
 */
export const paths = {
  start: (language: Language) => prefixed(language, ROUTE_PATTERNS.start),
  duration: (language: Language) => prefixed(language, ROUTE_PATTERNS.duration),
  offers: (language: Language) => prefixed(language, ROUTE_PATTERNS.offers),
  offersCategory: (language: Language) => prefixed(language, ROUTE_PATTERNS['offers/category']),
  pass: (language: Language) => prefixed(language, ROUTE_PATTERNS.pass),
  activities: (language: Language) => prefixed(language, ROUTE_PATTERNS.activities),
  accommodations: (language: Language) => prefixed(language, ROUTE_PATTERNS.accommodations),
  accommodation: (language: Language, code: string) =>
    prefixed(language, `accommodations/${encodeURIComponent(code)}`),
  accommodationDistribution: (language: Language) =>
    prefixed(language, ROUTE_PATTERNS['accommodation-distribution']),
  restaurants: (language: Language) => prefixed(language, ROUTE_PATTERNS.restaurants),
  restaurantList: (language: Language, date: string, type: string) =>
    prefixed(language, `restaurants/${date}/${encodeURIComponent(type)}`),
  restaurant: (language: Language, date: string, type: string, code: string) =>
    prefixed(
      language,
      `restaurants/${date}/${encodeURIComponent(type)}/${encodeURIComponent(code)}`,
    ),
  summary: (language: Language) => prefixed(language, ROUTE_PATTERNS.summary),
  identification: (language: Language) => prefixed(language, ROUTE_PATTERNS.identification),
  payment: (language: Language) => prefixed(language, ROUTE_PATTERNS.payment),
  confirmation: (language: Language) => prefixed(language, ROUTE_PATTERNS.confirmation),
  account: (language: Language) => prefixed(language, ROUTE_PATTERNS['mon-compte']),
} as const;

/**
 * The URL of a named route. Routes with path parameters fall back to their list page, which is
 * where the funnel's rules send a visitor anyway (a guard never targets a detail page).
 */
export function pathOf(route: Route, language: Language): string {
  switch (route) {
    case 'accommodations/detail':
      return paths.accommodations(language);
    case 'restaurants/list':
    case 'restaurants/detail':
      return paths.restaurants(language);
    case 'not-found':
      return paths.start(language);
    default:
      return prefixed(language, ROUTE_PATTERNS[route]);
  }
}

/** The same page in another language: only the language segment of the path changes. */
export function withLanguage(pathname: string, language: Language): string {
  const [, first, ...rest] = pathname.split('/');
  const tail = isLanguage(first) ? rest : [first, ...rest].filter((part) => part !== undefined);
  return ['', language, ...tail].join('/').replace(/\/$/, '') || `/${language}`;
}

/** The main site's pages the footer links to, in the visitor's language. */
export function externalLinks(language: Language) {
  return {
    contact: `${MAIN_SITE_URL}/${language}/contact`,
    generalTerms: `${MAIN_SITE_URL}/${language}/general-terms`,
    legalInformation: `${MAIN_SITE_URL}/${language}/legal-information`,
    privacyPolicy: `${MAIN_SITE_URL}/${language}/privacy-policy`,
    appStore: 'https://apps.apple.com/app/sesame-park',
    googlePlay: 'https://play.google.com/store/apps/details?id=example.sesame.park',
  };
}
