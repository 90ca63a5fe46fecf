import {
  type BasketItem,
  type BasketItemChange,
  ITEM_CHANGES,
  itemsAlsoChanged,
} from '@sesame/domain/booking/basket-items';
import { isNightShowOffer } from '@sesame/domain/catalog/night-show';
import { useBookingStore } from '../features/booking/booking-store.ts';
import { useRemoveBasketItem } from '../features/booking/remove-basket-item.ts';
import {
  BasketItemActions,
  type ItemChangeAction,
} from '../features/summary/basket-item-actions.tsx';
import type { BasketLine } from '../lib/basket-line.ts';
import { useFormatTimeOfDay, useFormatVisitDate } from '../lib/format-date.ts';
import { useTranslation } from '../lib/i18n.ts';
import { useNavigate } from '../lib/router.tsx';
import { useLanguage } from '../lib/use-language.ts';
import { paths } from '../paths.ts';

/**
 * booking-funnel.md §4, basket items: the replace, modify and remove actions of each line of the
 * basket that the visitor chose in a step (the ticket and its seats, a pass, an activity, the
 * flexible rate), each naming what else it takes out of the basket (the domain's
 * itemsAlsoChanged). Modifying or replacing goes back to the item's step; removing gives back
 * its places on the server first.
 */
export function useBasketItemActions() {
  const { t } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const booking = useBookingStore((state) => state.booking);
  const remove = useRemoveBasketItem();
  const formatDate = useFormatVisitDate();
  const formatTime = useFormatTimeOfDay();
  const mealName = (eventId: string) => {
    const meal = booking.restaurants.find((line) => line.eventId === eventId);
    if (!meal) return eventId;
    return t('restaurants.basket.mealName', {
      restaurant: meal.title,
      meal: t(meal.isLunch ? 'restaurants.meals.lunch' : 'restaurants.meals.dinner'),
      date: formatDate(meal.date),
      time: formatTime(meal.time),
    });
  };
  // A meal's menus are lines of their own: its actions show once, under its first line.
  const mealsWithActions = new Set<string>();

  const nameOf = (item: BasketItem): string => {
    if (item.kind === 'ticket') return booking.offer?.name ?? '';
    if (item.kind === 'showSeat') return t('summary.items.showSeatName');
    if (item.kind === 'flexibleRate') return t('summary.flexibleRate.title');
    if (item.kind === 'meal') return mealName(item.eventId);
    if (item.kind === 'accommodation') return booking.bookingAccommodation?.title ?? '';
    return booking.complementaries.find(({ code }) => code === item.code)?.name ?? item.code;
  };
  const actionsFor = (item: BasketItem, onChange: Partial<Record<BasketItemChange, () => void>>) =>
    ITEM_CHANGES[item.kind].flatMap((change): ItemChangeAction[] => {
      const onConfirm = onChange[change];
      if (!onConfirm) return [];
      const alsoChanged = itemsAlsoChanged(booking, item, change).map(nameOf);
      return [{ change, alsoChanged, onConfirm }];
    });
  const render = (item: BasketItem, onChange: Partial<Record<BasketItemChange, () => void>>) => (
    <BasketItemActions
      key={item.kind}
      item={item}
      itemName={nameOf(item)}
      actions={actionsFor(item, onChange)}
      isPending={remove.isPending}
    />
  );

  const actionsOf = (line: BasketLine) => {
    if (booking.offer && line.code === booking.offer.code) {
      const ticket = render(
        { kind: 'ticket' },
        {
          replace: () => navigate(paths.offers(language)),
          modify: () => navigate(paths.duration(language)),
          remove: () =>
            remove.mutate(
              { item: { kind: 'ticket' } },
              { onSuccess: () => navigate(paths.offers(language)) },
            ),
        },
      );
      if (!isNightShowOffer(booking.offer)) return ticket;
      return [
        ticket,
        render({ kind: 'showSeat' }, { modify: () => navigate(paths.offersCategory(language)) }),
      ];
    }
    if (line.kind === 'pass' || line.kind === 'activity') {
      const item: BasketItem = { kind: 'complementary', code: line.code };
      const service = line.kind === 'pass' ? 'PASS' : 'ACTIVITY';
      return render(item, {
        modify: () =>
          navigate(line.kind === 'pass' ? paths.pass(language) : paths.activities(language)),
        remove: () => remove.mutate({ item, service }),
      });
    }
    if (line.kind === 'restaurant') {
      const meal = booking.restaurants.find(
        (booked) =>
          booked.date === line.date &&
          booked.time === line.time &&
          [booked.code, booked.eventId, booked.menuAdultCode, booked.menuChildCode].includes(
            line.code,
          ),
      );
      if (!meal || mealsWithActions.has(meal.eventId)) return null;
      mealsWithActions.add(meal.eventId);
      const item: BasketItem = { kind: 'meal', eventId: meal.eventId };
      return render(item, {
        modify: () =>
          navigate(
            paths.restaurant(language, meal.date, meal.isLunch ? 'lunch' : 'dinner', meal.code),
          ),
        remove: () => remove.mutate({ item }),
      });
    }
    if (line.kind === 'flexibleRate') {
      return render(
        { kind: 'flexibleRate' },
        { remove: () => remove.mutate({ item: { kind: 'flexibleRate' } }) },
      );
    }
    return null;
  };
  // The hotel stay's lines are its rooms and nights: its actions show once, with its details.
  const stayActions =
    booking.bookingAccommodation &&
    render(
      { kind: 'accommodation' },
      {
        modify: () => navigate(paths.accommodations(language)),
        remove: () => remove.mutate({ item: { kind: 'accommodation' } }),
      },
    );
  return { actionsOf, stayActions, error: remove.error };
}
