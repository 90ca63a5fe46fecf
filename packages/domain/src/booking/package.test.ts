import { describe, expect, it } from 'vitest';
import type { Offer, OfferKind } from '../catalog/offer.ts';
import { makeBooking, makeOffer, platformConfig } from '../testing/fixtures.ts';
import { isPackageBooking, isPackageOffer, usesPackageLayout, visitNights } from './package.ts';

/** The offers of the demo catalogue (catalogue.md §7.2), by their kind, days and own nights. */
const offer = (code: string, kind: OfferKind, duration: number, nights?: number) =>
  makeOffer({ code, kind, duration, ...(nights === undefined ? {} : { nights }) });

const FR_D2 = offer('FR-D2', 'ticket', 2, 0);
const FR_PK1 = offer('FR-PK1', 'package', 2, 1);
const ES_D1NS = offer('ES-D1NS', 'dayAndShow', 1, 0);
const ES_PK1 = offer('ES-PK1', 'package', 1, 1);
const ES_XMAS = offer('ES-XMAS', 'christmas', 1, 0);
const ES_XMAS_PK = offer('ES-XMAS-PK', 'christmas', 1, 1);
/** A paid package order rebuilt in completion mode: its kind, not its nights. */
const BOOKED_PACKAGE = offer('ES-PK1', 'package', 1);

describe('isPackageOffer and isPackageBooking (booking-funnel.md §1 and §2, docs/spec-readings.md)', () => {
  it.each<[string, Offer, boolean]>([
    ['a day ticket', FR_D2, false],
    ['the 2 days + 1 night package', FR_PK1, true],
    ['a day with the night show', ES_D1NS, false],
    ['the 1 day + show + 1 night package', ES_PK1, true],
    ['the Christmas ticket alone', ES_XMAS, false],
    ['the Christmas combo with its night (stay name)', ES_XMAS_PK, true],
    ['a package rebuilt from a paid order, nights unknown', BOOKED_PACKAGE, true],
  ])('%s (%s) is a package: %s', (_label, chosen, expected) => {
    expect(isPackageOffer(chosen)).toBe(expected);
    expect(isPackageBooking(makeBooking({ offer: chosen }))).toBe(expected);
  });

  it.each([
    ['visit type 1, no offer yet', 1, null, true],
    ['visit type 1 with a day ticket', 1, FR_D2, true],
    ['no visit type, no offer', 0, null, false],
  ])('%s is a package: %s', (_label, visitType, chosen, expected) => {
    expect(isPackageBooking(makeBooking({ visitType, offer: chosen }))).toBe(expected);
  });
});

describe('visitNights (booking-funnel.md §3 durationNight, catalogue.md §7.2)', () => {
  it.each<[string, number, Offer | null, number]>([
    ['1 day, no offer yet', 1, null, 0],
    ['2 days, no offer yet', 2, null, 1],
    ['a 2-day ticket', 2, FR_D2, 1],
    ['a 3-day visit', 3, offer('FR-D3', 'ticket', 3, 0), 2],
    ['the 2 days + 1 night package', 2, FR_PK1, 1],
    ['a day with the night show', 1, ES_D1NS, 0],
    ['the 1 day + show + 1 night package', 1, ES_PK1, 1],
    ['the Christmas ticket alone', 1, ES_XMAS, 0],
    ['the Christmas combo with its night', 1, ES_XMAS_PK, 1],
    ['a package rebuilt from a paid order: its days', 1, BOOKED_PACKAGE, 0],
  ])('%s, %i days: %i nights', (_label, duration, chosen, nights) => {
    expect(visitNights(duration, chosen)).toBe(nights);
  });
});

describe('usesPackageLayout (booking-funnel.md §2, stepper)', () => {
  const spanish = platformConfig({ christmasOffers: ['ES-XMAS', 'ES-XMAS-PK'] });
  it.each<[string, Offer | null, boolean]>([
    ['a day ticket', ES_D1NS, false],
    ['a package', ES_PK1, true],
    ['the Christmas ticket alone, one of the two Christmas offers', ES_XMAS, true],
    ['the Christmas combo', ES_XMAS_PK, true],
    ['no offer yet', null, false],
  ])('%s: %s', (_label, chosen, expected) => {
    expect(usesPackageLayout(makeBooking({ offer: chosen }), spanish)).toBe(expected);
  });
});
