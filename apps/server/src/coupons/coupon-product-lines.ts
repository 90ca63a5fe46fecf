import { parisToday } from '@sesame/domain/dates/paris-today';
import { type Cents, cents } from '@sesame/domain/money/cents';
import { couponProducts } from '@sesame/domain/pricing/coupon-products';
import { checkCoupons } from '@sesame/domain/pricing/coupons';
import { isFamilyPricingCode } from '@sesame/domain/pricing/family-card';
import { basketLine, type ProductLine } from '../orders/product-lines.ts';
import { couponName } from './coupon-texts.ts';
import { exhaustedCoupons, redeem, seasonTiers } from './coupons-repo.ts';

/** The kind of a basket's discount line, one per coupon applied. */
export const COUPON_LINE_KIND = 'coupon';

/**
 * The coupons of a basket as a line kind (DESIGN.md, product lines; decision 21), registered after
 * every kind it discounts: it reads the lines priced before it and adds one negative line per
 * coupon, or refuses the basket with the first refused coupon's code. At settlement it takes one
 * redemption of each coupon the order carries, within the coupon's cap.
 */
export function couponProductLine(clock: () => Date): ProductLine {
  return {
    kind: COUPON_LINE_KIND,

    async lines(db, platform, basket, earlier) {
      const codes = basket.coupons ?? [];
      if (codes.length === 0) return [];
      const dates = earlier.flatMap((line) => (line.date ? [line.date] : []));
      const products = couponProducts(earlier, await seasonTiers(db, platform.code, dates));
      const checks = checkCoupons(codes, products, {
        platform: platform.code,
        orderDate: parisToday(clock()),
        // catalogue.md §7.3 FAMCARD: no coupon on a basket priced at a FAMILY variant.
        familyCardDiscount: earlier.some(
          (line) => line.pricingCode !== undefined && isFamilyPricingCode(line.pricingCode),
        ),
      });
      const exhausted = await exhaustedCoupons(
        db,
        checks.map((check) => check.code),
      );
      const lines = [];
      for (const check of checks) {
        if ('error' in check) return { refused: check.error };
        if (exhausted.has(check.code)) return { refused: 'COUPON_NOT_VALID' };
        lines.push({
          ...basketLine({
            kind: COUPON_LINE_KIND,
            code: check.code,
            label: couponName(check.code, basket.language),
            quantity: check.discounts.length,
            totalPrice: cents(-check.total) as Cents,
          }),
          stock: [],
        });
      }
      return lines;
    },

    sell(tx, order) {
      return redeem(
        tx,
        order.lines.filter((line) => line.kind === COUPON_LINE_KIND).map((line) => line.code),
      );
    },
  };
}
