import { bookedProducts } from '@sesame/domain/completion/already-booked';
import { mealTakers } from '@sesame/domain/completion/booked-meals';
import { completionStepAfter } from '@sesame/domain/completion/completion-steps';
import { DINNER_THRESHOLD } from '@sesame/domain/completion/order-to-complete';
import { addDays } from '@sesame/domain/dates/calendar-days';
import { nextStep } from '@sesame/domain/funnel/next-step';
import { isStepShown } from '@sesame/domain/funnel/stepper';
import { totalPrice } from '@sesame/domain/pricing/total-price';
import { useState } from 'react';
import { Page } from '../components/page.tsx';
import { Alert } from '../components/ui/alert.tsx';
import { LoadFailure } from '../components/ui/load-failure.tsx';
import { Recap } from '../components/ui/recap.tsx';
import { Spinner } from '../components/ui/spinner.tsx';
import { TotalBar } from '../components/ui/total-bar.tsx';
import { useBookingStore } from '../features/booking/booking-store.ts';
import { useReleaseMeal } from '../features/booking/hold-meal.ts';
import { AlreadyBookedList } from '../features/completion/already-booked-list.tsx';
import { MealList } from '../features/restaurants/meal-list.tsx';
import { MealNav } from '../features/restaurants/meal-nav.tsx';
import { RestaurantCard } from '../features/restaurants/restaurant-card.tsx';
import { matchesFilters, NO_FILTERS, tagsOf } from '../features/restaurants/restaurant-filters.ts';
import {
  isBookingClosed,
  type MealType,
  restaurantSettingsQuery,
  restaurantsQuery,
} from '../features/restaurants/restaurants-query.ts';
import { TagFilters } from '../features/restaurants/tag-filters.tsx';
import { visitRestaurants } from '../features/restaurants/visit-restaurants.ts';
import { useParisToday } from '../lib/clock.tsx';
import { useErrorMessage } from '../lib/error-message.ts';
import { useFormatMoney } from '../lib/format.tsx';
import { useFormatVisitDate } from '../lib/format-date.ts';
import { useTranslation } from '../lib/i18n.ts';
import { usePlatformConfig } from '../lib/platform-query.ts';
import { useQueries, useQuery } from '../lib/query/index.ts';
import { Navigate, useNavigate } from '../lib/router.tsx';
import { useDocumentTitle } from '../lib/use-document-title.ts';
import { useLanguage } from '../lib/use-language.ts';
import { pathOf, paths } from '../paths.ts';
import styles from './restaurants.module.css';

interface RestaurantsScreenProps {
  /** `restaurants/{date}/{type}`: one meal of the visit; the whole visit without it. */
  meal: { date: string; mealType: MealType } | null;
}

/**
 * booking-funnel.md §2, `restaurants` and `restaurants/{date}/{type}`: the restaurants of the
 * visit (or of one meal) with their food and service filters (off where the platform says, es),
 * each linking to its page for a meal; the meals booked so far, to change or remove; the cut-off
 * message (§5) for days online booking is closed for. Continue follows the next-step table. In
 * completion mode (checkout-and-account.md §4) the paid order's meals show as already booked, a
 * meal its whole group has is not offered again, and Continue goes to the next completion step.
 */
export function RestaurantsScreen({ meal }: RestaurantsScreenProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const config = usePlatformConfig();
  const errorMessage = useErrorMessage();
  const formatMoney = useFormatMoney();
  const formatDate = useFormatVisitDate();
  const today = useParisToday();
  const booking = useBookingStore((state) => state.booking);
  const orderId = useBookingStore((state) => state.order.orderId);
  const { group, duration } = booking;
  const startDate = booking.startDate ?? today;
  const visitDays = Array.from({ length: duration }, (_, day) => addDays(startDate, day));
  const route = meal ? 'restaurants/list' : 'restaurants';
  useDocumentTitle(t('restaurants.documentTitle'));

  const settings = useQuery(restaurantSettingsQuery());
  const askedDays = meal ? [meal.date] : visitDays;
  const days = useQueries({
    queries: askedDays.map((date) =>
      restaurantsQuery({ language, group, date, orderId, mealType: meal?.mealType ?? null }),
    ),
  });
  const release = useReleaseMeal();
  const [filters, setFilters] = useState(NO_FILTERS);

  const next = () => {
    const { booking: current, funnel } = useBookingStore.getState();
    const step = current.isInCompletion
      ? completionStepAfter(route, current, config)
      : nextStep(route, current, funnel, config);
    return pathOf(step, language);
  };
  if (!isStepShown('restaurants', booking, config)) return <Navigate to={next()} replace />;
  if (meal && !visitDays.includes(meal.date)) {
    return <Navigate to={paths.restaurants(language)} replace />;
  }

  const closedDays = askedDays.filter((_, index) => isBookingClosed(days[index]?.error));
  const openDays = visitDays.filter(
    (date) => !closedDays.includes(date) && !(meal && date !== meal.date),
  );
  const failed = days.find((day) => day.isError && !isBookingClosed(day.error));
  const isPending = days.some((day) => day.isPending) || settings.isPending;
  const listed = visitRestaurants(
    askedDays.flatMap((date, index) => {
      const data = days[index]?.data;
      return data ? [{ date, restaurants: data }] : [];
    }),
    meal?.mealType ?? null,
  );
  const tagFilters = settings.data?.tagFilters ?? false;
  const shown = tagFilters
    ? listed.filter(({ restaurant }) => matchesFilters(restaurant, filters))
    : listed;
  const closingDays = Math.round((settings.data?.bookingHoursInAdvance ?? 72) / 24);
  // The platform's dinner threshold; without it, the already-booked view's (booking-funnel.md §4).
  const dinnerThreshold = settings.data?.dinnerThreshold ?? DINNER_THRESHOLD;
  const isMealBooked = (date: string, mealType: MealType) => {
    const takers = mealTakers(booking, { date, mealType }, dinnerThreshold);
    return takers.adults + takers.children === 0;
  };
  const detailPath = (date: string, type: MealType, code: string) =>
    paths.restaurant(language, date, type, code);

  return (
    <Page
      title={
        meal
          ? t('restaurants.datedTitle', {
              meal: t(`restaurants.meals.${meal.mealType}`),
              date: formatDate(meal.date),
            })
          : t('restaurants.title')
      }
      lead={t('restaurants.lead')}
      width="wide"
    >
      <Recap
        rows={[
          { label: t('restaurants.recap.visit'), value: formatDate(startDate) },
          {
            label: t('restaurants.recap.group'),
            value: [
              t('summary.lines.adults', { count: group.adults }),
              ...(group.children > 0
                ? [t('summary.lines.children', { count: group.children })]
                : []),
            ].join(', '),
            // A completion adds to a paid visit: its group stays.
            ...(booking.isInCompletion
              ? {}
              : { change: { to: paths.start(language), label: t('restaurants.recap.change') } }),
          },
        ]}
      />
      {booking.isInCompletion && <AlreadyBookedList oldLines={bookedProducts(booking)} />}
      {closedDays.length === askedDays.length && closedDays.length > 0 ? (
        <Alert tone="info">{t('restaurants.closed', { days: closingDays })}</Alert>
      ) : (
        closedDays.map((date) => (
          <Alert key={date} tone="info">
            {t('restaurants.closedDay', { date: formatDate(date) })}
          </Alert>
        ))
      )}
      {openDays.length > 0 && (
        <MealNav
          days={visitDays.filter((date) => !closedDays.includes(date))}
          allPath={paths.restaurants(language)}
          pathOf={(date, type) => paths.restaurantList(language, date, type)}
        />
      )}
      {isPending && (
        <div className={styles.status}>
          <Spinner label={t('restaurants.loading')} />
        </div>
      )}
      {failed && <LoadFailure query={failed} />}
      {!isPending && tagFilters && listed.length > 0 && (
        <TagFilters
          food={tagsOf(
            listed.map((entry) => entry.restaurant),
            'tagListFood',
          )}
          services={tagsOf(
            listed.map((entry) => entry.restaurant),
            'tagListServices',
          )}
          value={filters}
          onChange={setFilters}
        />
      )}
      {!isPending && !failed && openDays.length > 0 && listed.length === 0 && (
        <Alert tone="info">{t('restaurants.empty')}</Alert>
      )}
      {listed.length > 0 && shown.length === 0 && (
        <Alert tone="info">{t('restaurants.filters.noMatch')}</Alert>
      )}
      {shown.length > 0 && (
        <div className={styles.list}>
          {shown.map(({ restaurant, meals }) => (
            <RestaurantCard
              key={restaurant.code}
              restaurant={restaurant}
              meals={meals.map((served) => ({
                ...served,
                to: detailPath(served.date, served.mealType, restaurant.code),
                isBooked: isMealBooked(served.date, served.mealType),
              }))}
              times={meal ? meals.flatMap((served) => served.times) : undefined}
            />
          ))}
        </div>
      )}
      <MealList
        lines={booking.restaurants}
        title={t('restaurants.basket.title')}
        allergyNote={booking.restaurantAllergies ? booking.restaurantAllergyNote : ''}
        changePath={(line) => detailPath(line.date, line.isLunch ? 'lunch' : 'dinner', line.code)}
        onRemove={(eventId) => release.mutate(eventId)}
        isPending={release.isPending}
      />
      {release.isError && <Alert tone="danger">{errorMessage(release.error)}</Alert>}
      {!isPending && (
        <TotalBar
          label={t('restaurants.total')}
          amount={formatMoney(totalPrice(booking))}
          action={t('common.continue')}
          onAction={() => navigate(next())}
          isActionDisabled={release.isPending}
        />
      )}
    </Page>
  );
}
