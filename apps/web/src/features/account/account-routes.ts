import type { Route } from '@sesame/domain/funnel/routes';

/** The account area's pages (checkout-and-account.md §2). */
export type AccountRoute = Extract<Route, `mon-compte${string}`>;

/** §2, account area layout: the pages that show a back button on mobile, and where it leads. */
export const MOBILE_BACK: Partial<Record<AccountRoute, AccountRoute>> = {
  'mon-compte/resadetail': 'mon-compte',
  'mon-compte/historique': 'mon-compte',
  'mon-compte/mot-de-passe': 'mon-compte/param',
  'mon-compte/suppression': 'mon-compte/param',
};

/** The FAQ of each account page (content `faq_code`): orders, or personal data. */
export const FAQ_CODE: Record<AccountRoute, string> = {
  'mon-compte': 'MON_COMPTE',
  'mon-compte/historique': 'MON_COMPTE',
  'mon-compte/resadetail': 'MON_COMPTE',
  'mon-compte/profil': 'MON_COMPTE_PROFIL',
  'mon-compte/param': 'MON_COMPTE_PROFIL',
  'mon-compte/mot-de-passe': 'MON_COMPTE_PROFIL',
  'mon-compte/suppression': 'MON_COMPTE_PROFIL',
};

/** §2: the header's menu: visits (and history), profile, settings. */
export const MENU: ReadonlyArray<{
  route: AccountRoute;
  key: 'visits' | 'history' | 'profile' | 'settings';
}> = [
  { route: 'mon-compte', key: 'visits' },
  { route: 'mon-compte/historique', key: 'history' },
  { route: 'mon-compte/profil', key: 'profile' },
  { route: 'mon-compte/param', key: 'settings' },
];
