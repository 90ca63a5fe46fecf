import type { Cents } from '@sesame/domain/money/cents';
import type { BasketInput } from '@sesame/domain/validation/basket-schema';
import { useEffect } from 'react';
import { useQuery } from '../../lib/query/index.ts';
import { savedBasketQuery } from './save-basket-query.ts';

/**
 * The basket saved on the order and priced by the server. Once the answer is the current basket's,
 * its total is the booking's (`onPriced`), and differs from the one shown so far when a price or
 * an availability changed.
 */
export function usePricedBasket(
  orderId: string | null,
  basket: BasketInput | null,
  shownTotal: Cents,
  onPriced: (total: Cents) => void,
) {
  const saved = useQuery(savedBasketQuery(orderId, basket));
  const serverTotal = saved.isPlaceholderData ? undefined : saved.data?.total;

  useEffect(() => {
    if (serverTotal !== undefined) onPriced(serverTotal);
  }, [serverTotal, onPriced]);

  // booking-funnel.md §8: the amount shown so far (the offer's price and the options) changed.
  const recalculatedTotal =
    serverTotal !== undefined && serverTotal !== shownTotal ? serverTotal : null;
  return { saved, recalculatedTotal };
}
