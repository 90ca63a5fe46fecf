import { type Cents, cents } from '@sesame/domain/money/cents';
import { couponProducts } from '@sesame/domain/pricing/coupon-products';
import type { BasketLine } from '../../lib/basket-line.ts';
import type { CouponProductInput, ErrorCode } from '../../lib/generated/graphql.ts';
import { GraphqlError, graphql, request } from '../../lib/graphql-client.ts';

const CheckCouponsDocument = graphql<'CheckCoupons'>(`
  query CheckCoupons($coupons: [String!]!, $products: [CouponProductInput!]!, $hasLargeFamilyCard: Boolean) {
    checkCoupons(coupons: $coupons, products: $products, hasLargeFamilyCard: $hasLargeFamilyCard) {
      success
      discountCoupons { id name code isValid description error }
      sale { discountsAmount }
    }
  }
`);

/** The basket's products as checkCoupons reads them (the domain's rule, shared with the server). */
function productsOf(lines: readonly BasketLine[]): CouponProductInput[] {
  return couponProducts(lines).map(({ id, productId, price, accessDate, visitor }) => ({
    id,
    productId,
    price,
    accessDate,
    visitor,
  }));
}

export type CouponCheck =
  | { success: true; coupons: string[]; discount: Cents }
  | { success: false; refused: { code: string; error: ErrorCode }[] };

/**
 * booking-funnel.md §4 coupons and §7 checkCoupons: the codes checked together on the basket's
 * lines. A refused code is an answer; any other failure throws (the summary says 'unavailable').
 */
export async function checkCoupons(
  coupons: readonly string[],
  lines: readonly BasketLine[],
  hasLargeFamilyCard: boolean,
): Promise<CouponCheck> {
  const { checkCoupons: result } = await request(CheckCouponsDocument, {
    coupons: [...coupons],
    products: productsOf(lines),
    hasLargeFamilyCard,
  });
  const refused = result.discountCoupons.flatMap((coupon) =>
    coupon.isValid ? [] : [{ code: coupon.code, error: coupon.error ?? 'COUPON_NOT_VALID' }],
  );
  if (refused.length > 0) return { success: false, refused };
  if (!result.success) throw new GraphqlError('GENERIC', 'Coupons refused without a reason');
  return {
    success: true,
    coupons: result.discountCoupons.map((coupon) => coupon.code),
    discount: cents(result.sale.discountsAmount),
  };
}
