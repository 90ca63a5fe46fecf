import { parisToday } from '@sesame/domain/dates/paris-today';
import type { Language } from '@sesame/domain/i18n/language';
import { type Cents, cents, sumCents } from '@sesame/domain/money/cents';
import type { PlatformCode } from '@sesame/domain/platform/platform';
import {
  type BasketProduct,
  type CouponCheck,
  type CouponErrorCode,
  checkCoupons as checkCouponRules,
} from '@sesame/domain/pricing/coupons';
import type { CheckCouponsInput } from '@sesame/domain/validation/coupon-schema';
import type { Database } from '../db/client.ts';
import { message } from '../i18n/messages.ts';
import { couponDescription, couponName } from './coupon-texts.ts';
import { exhaustedCoupons, seasonTiers } from './coupons-repo.ts';

export interface DiscountCoupon {
  id: string;
  name: string;
  code: string;
  isValid: boolean;
  /** What the coupon gives when applied; why it was refused otherwise. */
  description: string;
  error: CouponErrorCode | null;
}

export interface CouponSaleProduct {
  id: string;
  productId: string;
  accessDate: string;
  price: Cents;
  discount: Cents;
  priceWithDiscount: Cents;
  coupons: string[];
}

export interface CouponCheckResult {
  success: boolean;
  discountCoupons: DiscountCoupon[];
  sale: {
    priceWithoutDiscounts: Cents;
    discountsAmount: Cents;
    price: Cents;
    products: CouponSaleProduct[];
  };
}

/**
 * checkCoupons (booking-funnel.md §7; §4 coupons): each code entered, applied to the lines sent or
 * refused with one of the four codes of §8, on the server's clock and platform. The tier of a line
 * is its access day's in the park calendar (the browser does not send it); the prices are the
 * browser's, since this only quotes: saveBasket re-prices and applies the coupons for real. A
 * coupon whose redemption cap is reached is no longer valid.
 */
export async function checkCoupons(
  db: Database,
  request: { platform: PlatformCode; language: Language; now: Date; input: CheckCouponsInput },
): Promise<CouponCheckResult> {
  const { input, language } = request;
  const tiers = await seasonTiers(
    db,
    request.platform,
    input.products.map((p) => p.accessDate),
  );
  const basket: BasketProduct[] = input.products.map((product) => ({
    ...product,
    // The rule reads no kind: a line for a visitor is a ticket, any other an add-on.
    kind: product.visitor ? 'ticket' : 'pass',
    tier: tiers.get(product.accessDate) ?? null,
  }));
  const ruled = checkCouponRules(input.coupons, basket, {
    platform: request.platform,
    orderDate: parisToday(request.now),
    familyCardDiscount: input.hasLargeFamilyCard,
  });
  const exhausted = await exhaustedCoupons(
    db,
    ruled.map((check) => check.code),
  );
  const checks: CouponCheck[] = ruled.map((check) =>
    'discounts' in check && exhausted.has(check.code)
      ? { code: check.code, error: 'COUPON_NOT_VALID' }
      : check,
  );

  const applied = new Map<string, { amount: Cents; codes: string[] }>();
  for (const check of checks) {
    if (!('discounts' in check)) continue;
    for (const { productLineId, amount } of check.discounts) {
      const line = applied.get(productLineId) ?? { amount: cents(0), codes: [] };
      applied.set(productLineId, {
        amount: sumCents([line.amount, amount]),
        codes: [...line.codes, check.code],
      });
    }
  }
  const products = input.products.map((product) => {
    const discount = applied.get(product.id);
    const amount = discount?.amount ?? cents(0);
    return {
      id: product.id,
      productId: product.productId,
      accessDate: product.accessDate,
      price: product.price,
      discount: amount,
      priceWithDiscount: cents(product.price - amount),
      coupons: discount?.codes ?? [],
    };
  });
  const priceWithoutDiscounts = sumCents(input.products.map((p) => p.price));
  const discountsAmount = sumCents(products.map((p) => p.discount));
  return {
    success: checks.every((check) => 'discounts' in check),
    discountCoupons: checks.map((check) => ({
      id: check.code,
      name: couponName(check.code, language),
      code: check.code,
      isValid: 'discounts' in check,
      description:
        'error' in check ? message(check.error, language) : couponDescription(check.code, language),
      error: 'error' in check ? check.error : null,
    })),
    sale: {
      priceWithoutDiscounts,
      discountsAmount,
      price: cents(priceWithoutDiscounts - discountsAmount),
      products,
    },
  };
}
