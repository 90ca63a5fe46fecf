import { distributionProblems } from '@sesame/domain/accommodation/distribution';
import { distributionProblemText } from '@sesame/domain/accommodation/distribution-messages';
import { PACKAGE_TICKETS, packagePrice } from '@sesame/domain/accommodation/package-price';
import { isOfferListed } from '@sesame/domain/catalog/offer-listed';
import type { Language } from '@sesame/domain/i18n/language';
import { ZERO } from '@sesame/domain/money/cents';
import type { PlatformConfig } from '@sesame/domain/platform/platform';
import mercurius from 'mercurius';
import { priceOfferLine } from '../catalog/basket-pricing.ts';
import { catalogueOf } from '../catalog/catalogue-cache.ts';
import type { Database } from '../db/client.ts';
import type { Accommodation } from '../graphql/generated/resolver-types.ts';
import { userError } from '../graphql/user-error.ts';
import { message } from '../i18n/messages.ts';
import type { PackageArgs, StayArgs } from './accommodation-inputs.ts';
import { hotelsOf, isParkHotel, searchStays } from './stay-search.ts';

/** DISTRIBUTION_INVALID, its message naming each thing wrong (booking-funnel.md §5). */
function distributionError(args: StayArgs): Error | null {
  const problems = distributionProblems(args.distribution, args);
  if (problems.length === 0) return null;
  const texts = problems.map((problem) => distributionProblemText(problem, args.language));
  return new mercurius.ErrorWithProps(
    [message('DISTRIBUTION_INVALID', args.language), ...texts].join(' '),
    { code: 'DISTRIBUTION_INVALID', problems },
    200,
  );
}

/**
 * Refuses, before anything is read, a distribution that does not place the group, a stay of no
 * night, and a park hotel asked for where park hotels are not allowed (the duration error of
 * booking-funnel.md §5 and §8).
 */
async function checkStay(db: Database, platform: PlatformConfig, args: StayArgs, nights: number) {
  const refused = distributionError(args);
  if (refused) throw refused;
  if (nights < 1) throw userError('ACCOMMODATION_NOT_INCLUDED', args.language);
  if (args.internal === false && args.code) {
    const hotel = (await hotelsOf(db, platform.code)).find((h) => h.code === args.code);
    if (hotel && isParkHotel(hotel)) throw userError('ACCOMMODATION_NOT_INCLUDED', args.language);
  }
}

/** booking-funnel.md §7 accommodation, for a visit of `duration` days (nights: one fewer). */
export async function accommodation(
  db: Database,
  platform: PlatformConfig,
  args: StayArgs,
  today: string,
): Promise<Accommodation[]> {
  const nights = args.nights ?? args.duration - 1;
  await checkStay(db, platform, args, nights);
  if (!platform.features.accommodation) return [];
  return searchStays(db, platform.code, stayQuery(args, nights), today);
}

function stayQuery(args: StayArgs, nights: number) {
  return {
    language: args.language,
    startDate: args.startDate,
    nights,
    distribution: args.distribution,
    orderId: args.orderId ?? null,
    internal: args.internal ?? true,
    code: args.code ?? null,
  };
}

/**
 * booking-funnel.md §7 packages: the stay of a package offer (its own nights from its first day),
 * each hotel with the group's package tickets, the package discount on the tickets only
 * (catalogue.md §7.2). Empty when the package is not on sale that day.
 */
export async function packages(
  db: Database,
  platform: PlatformConfig,
  args: PackageArgs,
  today: string,
): Promise<Accommodation[]> {
  const { prepackage, language } = args;
  if (prepackage.startDate !== args.startDate || prepackage.duration !== args.duration)
    throw userError('INVALID_INPUT', language, { fields: ['prepackage'] });
  const catalogue = await catalogueOf(db, platform.code);
  const offer = catalogue.offers.find((candidate) => candidate.code === prepackage.id);
  if (
    !offer ||
    offer.nights < 1 ||
    offer.durationDays !== prepackage.duration ||
    !isOfferListed(offer, { config: platform, isPackage: true })
  )
    throw userError('OFFER_UNAVAILABLE', language);
  await checkStay(db, platform, args, offer.nights);
  if (!platform.features.accommodation) return [];

  const tickets = await ticketsOf(db, platform, offer.code, args, language);
  if (!tickets) return [];
  const included = PACKAGE_TICKETS[offer.code];
  const alone = included ? await ticketsOf(db, platform, included, args, language) : null;
  const price = packagePrice(tickets, alone ?? tickets, args, ZERO);
  const stays = await searchStays(db, platform.code, stayQuery(args, offer.nights), today);
  return stays.map((stay) => ({
    ...stay,
    prepackage,
    ticketPrice: price.ticketPrice,
    ticketDiscount: price.ticketDiscount,
  }));
}

/** The unit prices of an offer's tickets on the package's first day, as a basket is charged. */
async function ticketsOf(
  db: Database,
  platform: PlatformConfig,
  offerCode: string,
  args: PackageArgs,
  language: Language,
) {
  const line = await priceOfferLine(db, platform.code, {
    offerCode,
    startDate: args.startDate,
    duration: args.duration,
    group: args,
    language,
  });
  return line && { adult: line.adultUnit, child: line.childUnit };
}
