import type { RestaurantLine } from '@sesame/domain/booking/booking';
import { mealTakers } from '@sesame/domain/completion/booked-meals';
import { completionStepAfter } from '@sesame/domain/completion/completion-steps';
import { DINNER_THRESHOLD } from '@sesame/domain/completion/order-to-complete';
import { nextStep } from '@sesame/domain/funnel/next-step';
import { Page } from '../components/page.tsx';
import { Alert } from '../components/ui/alert.tsx';
import { LoadFailure } from '../components/ui/load-failure.tsx';
import { Spinner } from '../components/ui/spinner.tsx';
import { useBookingStore } from '../features/booking/booking-store.ts';
import { useHoldMeal, useReleaseMeal } from '../features/booking/hold-meal.ts';
import { MealForm } from '../features/restaurants/meal-form.tsx';
import { mealLines, menuCountsOf } from '../features/restaurants/meal-lines.ts';
import { MenuList } from '../features/restaurants/menu-list.tsx';
import {
  bookableMenus,
  isMealType,
  type MealType,
  menusOf,
  type Restaurant,
  type RestaurantMenu,
  restaurantQuery,
  restaurantSettingsQuery,
} from '../features/restaurants/restaurants-query.ts';
import { TagList } from '../features/restaurants/tag-list.tsx';
import { errorCode, useErrorMessage } from '../lib/error-message.ts';
import { useTranslation } from '../lib/i18n.ts';
import { usePlatformConfig } from '../lib/platform-query.ts';
import { useQuery, useQueryClient } from '../lib/query/index.ts';
import { Link, Navigate, useNavigate, useParams } from '../lib/router.tsx';
import { useDocumentTitle } from '../lib/use-document-title.ts';
import { useLanguage } from '../lib/use-language.ts';
import { pathOf, paths } from '../paths.ts';
import styles from './restaurants-detail.module.css';

/** §8: covers that went meanwhile read 'The number of menus requested is no longer available'. */
const COVERS_GONE = ['MENUS_UNAVAILABLE', 'SOLD_OUT'];

/**
 * booking-funnel.md §2, `restaurants/{date}/{type}/{code}`: a restaurant for a meal of the visit,
 * its photos, conditions, tags and menus with their courses, and the meal to book: the sitting
 * (with the covers left), the menus and the allergy question. Booking holds the covers and goes
 * back to the list (next-step rules). In completion mode (checkout-and-account.md §4) the menus
 * are for the visitors the paid order has no menu for at this meal; with none left, the meal is
 * already booked.
 */
export default function RestaurantDetailRoute() {
  const { date = '', type, code = '' } = useParams();
  const language = useLanguage();
  if (!isMealType(type)) return <Navigate to={paths.restaurants(language)} replace />;
  return (
    <RestaurantDetail key={`${date}-${type}-${code}`} date={date} mealType={type} code={code} />
  );
}

function RestaurantDetail({
  date,
  mealType,
  code,
}: {
  date: string;
  mealType: MealType;
  code: string;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const config = usePlatformConfig();
  const errorMessage = useErrorMessage();
  const booking = useBookingStore((state) => state.booking);
  const orderId = useBookingStore((state) => state.order.orderId);
  const settings = useQuery(restaurantSettingsQuery());
  // The platform's dinner threshold; without it, the already-booked view's (booking-funnel.md §4).
  const dinnerThreshold = settings.data?.dinnerThreshold ?? DINNER_THRESHOLD;
  // Who may still have a menu at this meal: the group, less what a paid visit has there.
  const group = mealTakers(booking, { date, mealType }, dinnerThreshold);
  const detail = useQuery(restaurantQuery({ language, group, date, orderId, mealType, code }));
  const hold = useHoldMeal();
  const release = useReleaseMeal();
  const restaurant = detail.data;
  useDocumentTitle(restaurant?.title ?? t('restaurants.documentTitle'));

  const backPath = paths.restaurantList(language, date, mealType);
  const back = (
    <p>
      <Link to={backPath}>{t('restaurants.detail.back')}</Link>
    </p>
  );
  if (detail.isPending || settings.isPending) {
    return (
      <div className={styles.status}>
        <Spinner label={t('restaurants.loading')} />
      </div>
    );
  }
  if (!restaurant) {
    return (
      <Page title={t('restaurants.documentTitle')}>
        {back}
        {detail.isError ? (
          <LoadFailure query={detail} />
        ) : (
          <Alert tone="info">{t('restaurants.detail.notFound')}</Alert>
        )}
      </Page>
    );
  }

  const services = restaurant.services.filter((s) => s.mealType === mealType);
  const served = menusOf(restaurant, mealType);
  const menus = bookableMenus(served);
  const booked = booking.restaurants.filter(
    (line) => line.code === code && line.date === date && line.isLunch === (mealType === 'lunch'),
  );
  const holdError =
    hold.isError &&
    (COVERS_GONE.includes(errorCode(hold.error))
      ? t('errors.MENUS_UNAVAILABLE')
      : errorMessage(hold.error));

  return (
    <Page title={restaurant.title} lead={restaurant.text} width="wide">
      {back}
      <p className={styles.kind}>{restaurant.restaurantTypeName}</p>
      {restaurant.media.length > 0 && (
        <ul className={styles.photos}>
          {restaurant.media.map((photo) => (
            <li key={photo.desktop}>
              <picture>
                <source media="(min-width: 48rem)" srcSet={photo.desktop} />
                <img
                  src={photo.mobile}
                  alt={photo.alt}
                  title={photo.title}
                  width="640"
                  height="360"
                />
              </picture>
            </li>
          ))}
        </ul>
      )}
      <TagList tags={[...restaurant.tagListFood, ...restaurant.tagListServices]} />
      <section className={styles.section} aria-labelledby="restaurant-conditions">
        <h2 id="restaurant-conditions" className={styles.heading}>
          {t('restaurants.detail.conditions')}
        </h2>
        <p>{restaurant.conditions}</p>
        <p>{t('restaurants.detail.arrival')}</p>
      </section>
      <section className={styles.section} aria-labelledby="restaurant-menus">
        <h2 id="restaurant-menus" className={styles.heading}>
          {t('restaurants.detail.menusTitle')}
        </h2>
        <MenuList menus={served} />
      </section>
      {group.adults + group.children === 0 ? (
        <Alert tone="info">{t('restaurants.detail.alreadyBooked')}</Alert>
      ) : (
        <MealForm
          group={group}
          services={services}
          menus={menus}
          defaultValues={formDefaults(booked, services, menus, group, booking)}
          isUpdate={booked.length > 0}
          isPending={hold.isPending || release.isPending}
          onSubmit={(choice, service) => {
            const lines = mealLines(restaurant, service, menus, choice);
            const replaced = [...new Set(booked.map((line) => line.eventId))].filter(
              (eventId) => eventId !== service.eventId,
            );
            hold.mutate(
              {
                eventId: service.eventId,
                date,
                lines,
                allergies: choice.allergies,
                allergyNote: choice.allergyNote,
              },
              {
                onSuccess: async () => {
                  // Another sitting of the same meal: the one booked before is given back.
                  for (const eventId of replaced) await release.mutateAsync(eventId);
                  const { booking: current, funnel } = useBookingStore.getState();
                  const step = current.isInCompletion
                    ? completionStepAfter('restaurants/detail', current, config)
                    : nextStep('restaurants/detail', current, funnel, config);
                  navigate(pathOf(step, language));
                },
                // Covers changed under the visitor's eyes: show what is left now.
                onError: () => void queryClient.invalidateQueries({ queryKey: ['restaurant'] }),
              },
            );
          }}
        />
      )}
      {holdError && <Alert tone="danger">{holdError}</Alert>}
      {release.isError && <Alert tone="danger">{errorMessage(release.error)}</Alert>}
    </Page>
  );
}

/** The form as the meal booked before left it; else one sitting when only one fits, the main menus for everyone. */
function formDefaults(
  booked: readonly RestaurantLine[],
  services: Restaurant['services'],
  menus: { adult: readonly RestaurantMenu[]; child: readonly RestaurantMenu[] },
  group: { adults: number; children: number },
  booking: { restaurantAllergies: boolean; restaurantAllergyNote: string },
) {
  const allergy = {
    allergies: booking.restaurantAllergies,
    allergyNote: booking.restaurantAllergyNote,
  };
  const [first] = booked;
  if (first) return { eventId: first.eventId, ...menuCountsOf(booked), ...allergy };
  const fitting = services.filter((service) => service.valid);
  const adult = menus.adult.find((menu) => menu.mainAdultMenu) ?? menus.adult[0];
  const child = menus.child[0];
  return {
    eventId: fitting.length === 1 ? (fitting[0]?.eventId ?? '') : '',
    adultMenus: adult ? { [adult.code]: group.adults } : {},
    childMenus: child && group.children > 0 ? { [child.code]: group.children } : {},
    ...allergy,
  };
}
