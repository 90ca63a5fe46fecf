import { isLanguage, type Language } from '../i18n/language.ts';

/**
 * booking-funnel.md §2 and checkout-and-account.md §2: the named routes, without the language
 * prefix. 'start' is `/`; '/detail' and '/list' stand for the routes with path parameters
 * (`accommodations/{code}`, `restaurants/{date}/{type}`, `restaurants/{date}/{type}/{code}`).
 */
export const ROUTES = [
  'start',
  'duration',
  'offers',
  'offers/category',
  'pass',
  'activities',
  'accommodations',
  'accommodations/detail',
  // booking-funnel.md §2 names both for the room distribution; one page answers at both.
  'accommodation-distribution',
  'accommodation-repartition',
  'restaurants',
  'restaurants/list',
  'restaurants/detail',
  'summary',
  'identification',
  'identification/signup',
  'identification/activation',
  'identification/account',
  // The page of the password reset link (checkout-and-account.md §4, forgot password); a name of
  // ours, the spec naming none.
  'identification/password-reset',
  'payment',
  'confirmation',
  'accommodation-repartition/contacts',
  'accommodation-repartition/contacts-summary',
  'accommodation-repartition/repartition-confirmation',
  'mon-compte',
  'mon-compte/historique',
  'mon-compte/profil',
  'mon-compte/param',
  'mon-compte/mot-de-passe',
  'mon-compte/resadetail',
  'mon-compte/suppression',
  // The pages of the newsletter e-mail's links (checkout-and-account.md §7); names of ours.
  'newsletter/confirm',
  'newsletter/unsubscribe',
  // The page of an invited traveller's link (checkout-and-account.md §1, invitations); ours.
  'invitation',
  'not-found',
] as const;

export type Route = (typeof ROUTES)[number];

/** booking-funnel.md §2: whether a string names a route. */
export function isRoute(value: string): value is Route {
  return (ROUTES as readonly string[]).includes(value);
}

/**
 * booking-funnel.md §2 and checkout-and-account.md §2: the path of each route under the language
 * prefix, as the web router reads it: `:name` is a path parameter, `*` any other path.
 */
export const ROUTE_PATTERNS = {
  start: '',
  duration: 'duration',
  offers: 'offers',
  'offers/category': 'offers/category',
  pass: 'pass',
  activities: 'activities',
  accommodations: 'accommodations',
  'accommodations/detail': 'accommodations/:code',
  'accommodation-distribution': 'accommodation-distribution',
  'accommodation-repartition': 'accommodation-repartition',
  restaurants: 'restaurants',
  'restaurants/list': 'restaurants/:date/:type',
  'restaurants/detail': 'restaurants/:date/:type/:code',
  summary: 'summary',
  identification: 'identification',
  'identification/signup': 'identification/signup',
  'identification/activation': 'identification/activation',
  'identification/account': 'identification/account',
  'identification/password-reset': 'identification/password-reset',
  payment: 'payment',
  confirmation: 'confirmation',
  'accommodation-repartition/contacts': 'accommodation-repartition/contacts',
  'accommodation-repartition/contacts-summary': 'accommodation-repartition/contacts-summary',
  'accommodation-repartition/repartition-confirmation':
    'accommodation-repartition/repartition-confirmation',
  'mon-compte': 'mon-compte',
  'mon-compte/historique': 'mon-compte/historique',
  'mon-compte/profil': 'mon-compte/profil',
  'mon-compte/param': 'mon-compte/param',
  'mon-compte/mot-de-passe': 'mon-compte/mot-de-passe',
  'mon-compte/resadetail': 'mon-compte/resadetail',
  'mon-compte/suppression': 'mon-compte/suppression',
  'newsletter/confirm': 'newsletter/confirm',
  'newsletter/unsubscribe': 'newsletter/unsubscribe',
  invitation: 'invitation',
  'not-found': '*',
} as const satisfies Record<Route, string>;

const MATCHERS = (Object.entries(ROUTE_PATTERNS) as Array<[Route, string]>)
  .filter(([route]) => route !== 'not-found')
  .map(([route, pattern]) => ({
    route,
    pattern: new RegExp(`^${pattern.replace(/:([a-z]+)/g, '(?<$1>[^/]+)')}$`),
  }));

/**
 * booking-funnel.md §2: the language and route of a pathname; `not-found` under a language when no
 * route matches, null without a language prefix. The server's status codes and the web router
 * both read paths with this one rule.
 */
export function routeOfPath(
  pathname: string,
): { language: Language; route: Route; params: Record<string, string> } | null {
  const [, language, ...rest] = pathname.replace(/\/+$/, '').split('/');
  if (!isLanguage(language)) return null;
  const inner = rest.join('/');
  for (const { route, pattern } of MATCHERS) {
    const match = pattern.exec(inner);
    if (!match) continue;
    try {
      const params = Object.entries(match.groups ?? {}).map(([name, value]) => [
        name,
        decodeURIComponent(value),
      ]);
      return { language, route, params: Object.fromEntries(params) };
    } catch {
      break; // a malformed escape in a parameter: no page has that address
    }
  }
  return { language, route: 'not-found', params: {} };
}

/** checkout-and-account.md §2: the account area, where the account header shows. */
export function isAccountRoute(route: Route): boolean {
  return route === 'mon-compte' || route.startsWith('mon-compte/');
}

/** checkout-and-account.md §2: the distribution contacts, their summary and confirmation. */
export function isRepartitionStep(route: Route): boolean {
  return route.startsWith('accommodation-repartition/');
}

/**
 * checkout-and-account.md §4: the booking is marked unpaid on every page except confirmation;
 * readings.md §7: after a park-hotel payment the distribution contacts take the confirmation's
 * place, so they keep the paid booking too.
 */
export function keepsPaidBooking(route: Route): boolean {
  return route === 'confirmation' || isRepartitionStep(route);
}

/** booking-funnel.md §2 and checkout-and-account.md §2: hidden on summary, confirmation, account, identification-account. */
export function isHeaderShown(route: Route): boolean {
  return (
    route !== 'summary' &&
    route !== 'confirmation' &&
    route !== 'identification/account' &&
    !isAccountRoute(route)
  );
}

/** booking-funnel.md §2: the room distribution, under either of the spec's two names. */
export function isDistributionRoute(route: Route): boolean {
  return route === 'accommodation-distribution' || route === 'accommodation-repartition';
}

/** From the start page to the last extra, in ROUTES order: everything before the summary. */
export const CHOICE_STEPS: readonly Route[] = ROUTES.slice(0, ROUTES.indexOf('summary'));

/**
 * booking-funnel.md §4, order flow: the steps where a visitor chooses what to hold, from the start
 * page to the last extra; not the summary, checkout or account, which show what is already held.
 * A back/forward browser navigation onto one of them gives the booking a new order.
 */
export function isChoiceStep(route: Route): boolean {
  return CHOICE_STEPS.includes(route);
}

/**
 * booking-funnel.md §2: the query parameters each route accepts. `group` is the group-size
 * parameter of the start page, named by us (readings.md §10); `error` and `paymentId` are how
 * the payment provider sends the visitor back (a refused card, a completed payment). Other
 * routes accept none.
 */
export const ALLOWED_QUERY_PARAMS: Partial<Record<Route, readonly string[]>> = {
  start: ['track', 'group'],
  identification: ['context'],
  'identification/signup': ['context'],
  'identification/account': ['context'],
  payment: ['error'],
  confirmation: ['paymentId'],
  // The order the account's order detail shows (checkout-and-account.md §2, resadetail).
  'mon-compte/resadetail': ['id'],
};

/** booking-funnel.md §2: keeps only the query parameters allowed for the route. */
export function allowedQuery(
  route: Route,
  params: Readonly<Record<string, string>>,
): Record<string, string> {
  const allowed = ALLOWED_QUERY_PARAMS[route] ?? [];
  return Object.fromEntries(Object.entries(params).filter(([name]) => allowed.includes(name)));
}
