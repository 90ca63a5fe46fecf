import type { Cents } from '@sesame/domain/money/cents';

/** A server-priced line of a basket, as `saveBasket` and `order` answer it (orders.graphql). */
export interface BasketLine {
  kind: string;
  code: string;
  label: string;
  date: string | null;
  adults: number;
  children: number;
  quantity: number;
  adultUnitPrice: Cents;
  childUnitPrice: Cents;
  totalPrice: Cents;
}

/** The selection of a BasketLine's fields, for every document that reads lines. */
export const BASKET_LINE_FIELDS =
  'kind code label date adults children quantity adultUnitPrice childUnitPrice totalPrice';
