import type { Track } from '../funnel/funnel-state.ts';
import type { PlatformConfig } from '../platform/platform.ts';
import type { Offer } from './offer.ts';
import { isOfferListed, OFFER_TAG } from './offer-listed.ts';
import { placesFit } from './places-fit.ts';

/** booking-funnel.md §5: the pricing code suffix of an offer's large-family variant. */
export const FAMILY_PRICING_SUFFIX = '-FAMILY';

export interface OfferFilterContext {
  track: Track | null;
  isPackage: boolean;
  /** Visitors who take a place: adults plus children (babies take none). */
  groupSize: number;
  hasLargeFamilyCard: boolean;
  config: Pick<PlatformConfig, 'country' | 'disabledOffers' | 'disabledPackageOffers'>;
}

type Keep = (offer: Offer, ctx: OfferFilterContext, all: readonly Offer[]) => boolean;

const isFamilyVariant = (offer: Offer) => offer.pricingCode.endsWith(FAMILY_PRICING_SUFFIX);

/**
 * booking-funnel.md §5 offer list filters, one entry per rule. The FAMILY variant of an offer is
 * the offer with the same code whose pricingCode ends in -FAMILY; with a large family card the
 * plain offer is dropped when that variant is listed, and without a card the variant is dropped
 * (its price needs the card).
 */
const KEEP_RULES: Readonly<Record<string, Keep>> = {
  available: (offer) => offer.available,
  codeOnTrackOffer: (offer, ctx) => ctx.track !== 'offer' || offer.code !== '',
  listedOnPlatform: (offer, ctx) => isOfferListed({ code: offer.code, tags: [offer.tag] }, ctx),
  stockForGroupOnTrackDate: (offer, ctx) =>
    ctx.track !== 'date' ||
    offer.tag !== OFFER_TAG ||
    offer.stock.some((s) => placesFit(s.availableStock, ctx.groupSize)),
  familyVariant: (offer, ctx, all) =>
    ctx.hasLargeFamilyCard
      ? isFamilyVariant(offer) || !all.some((o) => o.code === offer.code && isFamilyVariant(o))
      : !isFamilyVariant(offer),
};

/** booking-funnel.md §5 offer list filters: the offers a group may see. */
export function filterOffers<T extends Offer>(offers: readonly T[], ctx: OfferFilterContext): T[] {
  const rules = Object.values(KEEP_RULES);
  return offers.filter((offer) => rules.every((keep) => keep(offer, ctx, offers)));
}
