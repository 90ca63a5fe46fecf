import { activityPlaces } from '../catalog/christmas-activity.ts';
import { type Cents, cents } from '../money/cents.ts';

export interface ActivityPrice {
  /** Places the slot takes: the group's children. */
  places: number;
  childUnitPrice: Cents;
  totalPrice: Cents;
}

/**
 * The Christmas activity in a slot (catalogue.md §7.1 and §7.2): each child of the group pays the
 * child price of the day's tier; adults and babies do not take part. The Christmas ticket includes
 * the activity, so the seeded price is zero, and the basket still prices it with this rule.
 */
export function priceActivity(childUnitPrice: Cents, group: { children: number }): ActivityPrice {
  const places = activityPlaces(group);
  return { places, childUnitPrice, totalPrice: cents(childUnitPrice * places) };
}
