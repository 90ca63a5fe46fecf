import { PACKAGE_TICKETS, packageUnitPrice } from '@sesame/domain/accommodation/package-price';
import { FAMILY_CARD_CATEGORIES } from '@sesame/domain/booking/large-family-card';
import { CHRISTMAS_ACTIVITY_CODE } from '@sesame/domain/catalog/christmas-activity';
import { cents } from '@sesame/domain/money/cents';
import type { PlatformCode } from '@sesame/domain/platform/platform';
import { familyPricingCode, familyUnitPrice } from '@sesame/domain/pricing/family-card';
import type { Season } from './calendar-rules.ts';

/** One unit price row: per season tier and, for show offers, per seat category. */
export interface SeededPrice {
  platform: PlatformCode;
  offerCode: string;
  season: Season;
  seating: '' | 'LVL1' | 'LVL2' | 'LVL3';
  adultCents: number;
  childCents: number;
}

type Tiered = Partial<Record<Season, [adult: number, child: number]>>;

/** catalogue.md §7.2, in cents: adult 14+ / child 3–13. */
const ticketPrices: Record<string, Tiered> = {
  'FR-D1': { L: [4900, 3700], M: [5600, 4300], H: [6400, 4900] },
  'FR-D2': { L: [8600, 6500], M: [9800, 7500], H: [11200, 8600] },
  'FR-D3': { L: [11500, 8700], M: [13200, 10100], H: [15000, 11500] },
  'ES-D1': { L: [4200, 3200], M: [4800, 3700], H: [5500, 4200] },
  'ES-D2': { L: [7400, 5600], M: [8400, 6500], H: [9600, 7400] },
  'ES-XMAS': { P: [3800, 2900] },
};

/** Bronze (LVL1) prices of the show offers; the better seats add the same supplement per person. */
const showPrices: Record<string, { bronze: Tiered; supplements: { LVL2: number; LVL3: number } }> =
  {
    'FR-NS': {
      bronze: { L: [3300, 2100], M: [3300, 2100], H: [3600, 2300] },
      supplements: { LVL2: 900, LVL3: 2200 },
    },
    'FR-D1NS': {
      bronze: { L: [7700, 5400], M: [8400, 6000], H: [9400, 6700] },
      supplements: { LVL2: 900, LVL3: 2200 },
    },
    'ES-NS': {
      bronze: { L: [3000, 2000], M: [3200, 2100], H: [3500, 2300] },
      supplements: { LVL2: 800, LVL3: 2000 },
    },
    'ES-D1NS': {
      bronze: { L: [6600, 4800], M: [7400, 5400], H: [8400, 6100] },
      supplements: { LVL2: 800, LVL3: 2000 },
    },
  };

/** catalogue.md §7.3: passes cost the same for adults and children. */
const passPrices: Record<PlatformCode, Record<string, Tiered>> = {
  fr: {
    PE: { L: [2500, 2500], M: [2900, 2900], H: [3500, 3500] },
    PGE: { L: [5500, 5500], M: [6200, 6200], H: [6900, 6900] },
  },
  es: {
    PE: { L: [2000, 2000], M: [2400, 2400], H: [2800, 2800] },
    PGE: { L: [4500, 4500], M: [5000, 5000], H: [5600, 5600] },
  },
};

/**
 * catalogue.md §7.2 ES-XMAS: the Christmas ticket includes a Posada slot for the children, so the
 * activity's price on the Christmas (P) days is zero.
 */
const activityPrices: Record<string, Tiered> = { [CHRISTMAS_ACTIVITY_CODE]: { P: [0, 0] } };

const platformOf = (offerCode: string): PlatformCode => (offerCode.startsWith('ES-') ? 'es' : 'fr');

function rows(
  offerCode: string,
  tiers: Tiered,
  seating: SeededPrice['seating'],
  extra = 0,
  platform = platformOf(offerCode),
) {
  return Object.entries(tiers).map(([season, [adult, child]]) => ({
    platform,
    offerCode,
    season: season as Season,
    seating,
    adultCents: adult + extra,
    childCents: child + extra,
  }));
}

/**
 * A package's tickets: the tickets it includes (a show package's at Bronze) less the package
 * discount (catalogue.md §7.2); the hotel is priced apart.
 */
function discounted(tiers: Tiered): Tiered {
  const off = (amount: number) => packageUnitPrice(cents(amount));
  return Object.fromEntries(
    Object.entries(tiers).map(([season, [adult, child]]) => [season, [off(adult), off(child)]]),
  );
}

/**
 * catalogue.md §7.3 FAMCARD: the FAMILY variants of the park and show tickets (docs/spec-readings.md),
 * the card's rate off — one variant in France, one per category in Spain. A show ticket's variant
 * is its Bronze price; a better seat adds the same supplement as for everyone.
 */
function familyVariants(code: string, tiers: Tiered, seating: SeededPrice['seating']) {
  const platform = platformOf(code);
  const categories = platform === 'es' ? FAMILY_CARD_CATEGORIES : [null];
  return categories.flatMap((category) => {
    const off = (amount: number) => familyUnitPrice(cents(amount), platform, category);
    const family: Tiered = Object.fromEntries(
      Object.entries(tiers).map(([season, [adult, child]]) => [season, [off(adult), off(child)]]),
    );
    return rows(familyPricingCode(code, platform, category), family, seating);
  });
}

/**
 * A package's price rows. One with the show (ES-PK1) is priced under LVL1, as every offer with the
 * show is (catalog/offer-visit.ts reads Bronze and adds a better seat's supplement); any other
 * under no seat.
 */
function packageRows(code: string, included: string) {
  const show = showPrices[included];
  return show
    ? rows(code, discounted(show.bronze), 'LVL1')
    : rows(code, discounted(ticketPrices[included] ?? {}), '');
}

export const seededPrices: SeededPrice[] = [
  ...Object.entries(ticketPrices).flatMap(([code, tiers]) => rows(code, tiers, '')),
  ...Object.entries(showPrices).flatMap(([code, { bronze, supplements }]) => [
    ...rows(code, bronze, 'LVL1'),
    ...rows(code, bronze, 'LVL2', supplements.LVL2),
    ...rows(code, bronze, 'LVL3', supplements.LVL3),
  ]),
  ...Object.entries(ticketPrices).flatMap(([code, tiers]) => familyVariants(code, tiers, '')),
  ...Object.entries(showPrices).flatMap(([code, { bronze }]) =>
    familyVariants(code, bronze, 'LVL1'),
  ),
  ...Object.entries(PACKAGE_TICKETS).flatMap(([code, included]) => packageRows(code, included)),
  ...Object.entries(passPrices).flatMap(([platform, passes]) =>
    Object.entries(passes).flatMap(([code, tiers]) =>
      rows(code, tiers, '', 0, platform as PlatformCode),
    ),
  ),
  ...Object.entries(activityPrices).flatMap(([code, tiers]) => rows(code, tiers, '', 0, 'es')),
];
