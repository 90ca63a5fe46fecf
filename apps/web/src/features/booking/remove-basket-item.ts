import { useMutation } from '../../lib/query/index.ts';
import { useBookingStore } from './booking-store.ts';
import type { BasketItemRemoval } from './release-basket-item.ts';

/**
 * booking-funnel.md §4, basket items, removed from the summary: the server gives back the places
 * first (release-basket-item.ts), then the item and what depends on it leave the booking. A
 * refusal leaves the basket as it was.
 */
export function useRemoveBasketItem() {
  return useMutation({
    scope: { id: 'basket-item' },
    mutationFn: async (removal: BasketItemRemoval) => {
      // The holds' calls load with the first removal: the summary shows without them.
      const { releaseBasketItem } = await import('./release-basket-item.ts');
      await releaseBasketItem(removal);
    },
    onSuccess: (_result, { item }) => {
      const store = useBookingStore.getState();
      store.removeBasketItem(item);
      // Nothing is held any more: no basket to expire.
      if (item.kind === 'ticket') store.stopTimer();
    },
  });
}
