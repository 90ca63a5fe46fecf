import { cents } from '@sesame/domain/money/cents';
import type { BasketLineFieldsFragment } from './generated/graphql.ts';

/**
 * The fields of a server-priced basket line (orders.graphql) for every document that reads
 * lines: selected as `lines { ...BasketLineFields }`, this text appended to the document.
 */
export const BASKET_LINE_FRAGMENT = `
  fragment BasketLineFields on BasketLine {
    kind code label date adults children quantity adultUnitPrice childUnitPrice totalPrice
    time mealType
  }
`;

/** A line as the web shows it: the contract's amounts (Int) checked as Cents. */
export type BasketLine = ReturnType<typeof basketLine>;

export function basketLine(line: BasketLineFieldsFragment) {
  return {
    ...line,
    adultUnitPrice: cents(line.adultUnitPrice),
    childUnitPrice: cents(line.childUnitPrice),
    totalPrice: cents(line.totalPrice),
  };
}
