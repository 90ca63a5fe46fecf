import type { Language } from '@sesame/domain/i18n/language';
import { insurancePrice, insuredAmount } from '@sesame/domain/pricing/insurance-price';
import { basketLine, type ProductLine } from '../orders/product-lines.ts';
import { insurerLines } from './insured-lines.ts';

/** The kind and code of a basket's cancellation insurance line (catalogue.md §7.3 INS). */
export const INSURANCE_LINE_KIND = 'insurance';

const LABELS: Record<Language, string> = {
  fr: 'Assurance annulation',
  en: 'Cancellation insurance',
  es: 'Seguro de cancelación',
};

/**
 * The cancellation insurance as a line kind (decision 16; decision 20 left it to do), registered
 * after every kind it insures, coupons included: booking-funnel.md §4 adds it after the coupon
 * discount. Its price is the domain's INS rule on the earlier lines, read as the quote reads the
 * saved lines, so the quote the visitor accepted is what the basket charges.
 */
export const insuranceProductLine: ProductLine = {
  kind: INSURANCE_LINE_KIND,

  async lines(_db, _platform, basket, earlier) {
    if (!basket.insurance) return [];
    const price = insurancePrice(insuredAmount(insurerLines(earlier)));
    if (price <= 0) return [];
    return [
      {
        ...basketLine({
          kind: INSURANCE_LINE_KIND,
          code: 'INS',
          label: LABELS[basket.language],
          totalPrice: price,
        }),
        stock: [],
      },
    ];
  },
};
