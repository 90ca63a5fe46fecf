import { isPackageBooking } from '@sesame/domain/booking/package';
import { bookedProducts } from '@sesame/domain/completion/already-booked';
import { completionStepAfter } from '@sesame/domain/completion/completion-steps';
import { addDays } from '@sesame/domain/dates/calendar-days';
import { nextStep } from '@sesame/domain/funnel/next-step';
import { totalPrice } from '@sesame/domain/pricing/total-price';
import { useState } from 'react';
import { Page } from '../components/page.tsx';
import { Alert } from '../components/ui/alert.tsx';
import { Button } from '../components/ui/button.tsx';
import { Recap } from '../components/ui/recap.tsx';
import { TotalBar } from '../components/ui/total-bar.tsx';
import { AccommodationCard } from '../features/accommodation/accommodation-card.tsx';
import { AccommodationFilters } from '../features/accommodation/accommodation-filters.tsx';
import { type HotelKind, staysQuery } from '../features/accommodation/accommodation-query.ts';
import {
  chosenRoomsFor,
  useAccommodationStore,
} from '../features/accommodation/accommodation-store.ts';
import sectionStyles from '../features/accommodation/hotel-section.module.css';
import { HotelSection } from '../features/accommodation/hotel-section.tsx';
import { filterChoices, shownStays } from '../features/accommodation/listed-stays.ts';
import { hasNights, staySearchOf } from '../features/accommodation/stay-search.ts';
import { useBookingStore } from '../features/booking/booking-store.ts';
import { AlreadyBookedList } from '../features/completion/already-booked-list.tsx';
import { useFormatMoney } from '../lib/format.tsx';
import { useFormatVisitDate } from '../lib/format-date.ts';
import { useGroupText } from '../lib/group-text.ts';
import { useTranslation } from '../lib/i18n.ts';
import { usePlatformConfig } from '../lib/platform-query.ts';
import { useQuery } from '../lib/query/index.ts';
import { useNavigate } from '../lib/router.tsx';
import { useDocumentTitle } from '../lib/use-document-title.ts';
import { useLanguage } from '../lib/use-language.ts';
import { pathOf, paths } from '../paths.ts';
import styles from './accommodations.module.css';

/**
 * booking-funnel.md §2 accommodations: the park hotels and the other accommodations for the
 * stay, each list loading on its own (§3), with filters and sorting; "hotels unavailable due to
 * demand" when none has room, "no results for the search filters" when the filters leave none
 * (§8). A package needs its hotel before going on; otherwise the visitor may go on without one.
 * In completion mode (checkout-and-account.md §4) the hotels are the paid visit's, with what it
 * already has, and Continue goes to the next completion step.
 */
export default function AccommodationsRoute() {
  const { t } = useTranslation();
  useDocumentTitle(t('accommodation.documentTitle'));
  const language = useLanguage();
  const navigate = useNavigate();
  const config = usePlatformConfig();
  const formatMoney = useFormatMoney();
  const formatDate = useFormatVisitDate();
  const occupantsText = useGroupText();
  const booking = useBookingStore((state) => state.booking);
  const orderId = useBookingStore((state) => state.order.orderId);
  const { chosen, filters, sort, setFilters, setSort, resetFilters } = useAccommodationStore();
  // The price fields keep what was typed: a reset draws them again, empty.
  const [filtersDrawn, setFiltersDrawn] = useState(0);
  const chosenRooms = chosenRoomsFor(chosen, booking.group);
  const search = staySearchOf(booking, orderId, language, chosenRooms);
  const park = useQuery(staysQuery(search, 'park'));
  const other = useQuery(staysQuery(search, 'other'));
  const isPackage = isPackageBooking(booking);
  const stay = booking.bookingAccommodation;

  const found = [...(park.data ?? []), ...(other.data ?? [])];
  const bothAnswered = !park.isPending && !other.isPending;
  const choices = filterChoices(found);
  const shownOf = (kind: HotelKind) =>
    shownStays((kind === 'park' ? park : other).data ?? [], filters, sort);
  const filteredAway = found.length > 0 && shownOf('park').length + shownOf('other').length === 0;

  const cards = (kind: HotelKind) => {
    const shown = shownOf(kind);
    if (shown.length === 0) return null;
    return (
      <ul className={sectionStyles.list}>
        {shown.map((offer) => (
          <AccommodationCard
            key={offer.accommodation.code}
            offer={offer}
            to={paths.accommodation(language, offer.accommodation.code)}
            isChosen={stay?.code === offer.accommodation.code}
          />
        ))}
      </ul>
    );
  };
  const next = () => {
    const { booking: current, funnel } = useBookingStore.getState();
    const step = current.isInCompletion
      ? completionStepAfter('accommodations', current, config)
      : nextStep('accommodations', current, funnel, config);
    navigate(pathOf(step, language));
  };
  const nights = booking.durationNight;
  const rooms = chosenRooms ?? search?.levels[0] ?? [];

  return (
    <Page
      title={t('accommodation.title')}
      lead={t(isPackage ? 'accommodation.packageLead' : 'accommodation.lead')}
      width="wide"
    >
      {booking.offer && booking.startDate && (
        <Recap
          rows={[
            { label: t('accommodation.recap.offer'), value: booking.offer.name },
            ...(nights > 0
              ? [
                  {
                    label: t('accommodation.recap.stay'),
                    value: t('accommodation.recap.stayDates', {
                      count: nights,
                      from: formatDate(booking.startDate),
                      to: formatDate(addDays(booking.startDate, nights)),
                    }),
                  },
                  {
                    label: t('accommodation.recap.rooms'),
                    value: `${t('accommodation.occupancy.rooms', { count: rooms.length })} · ${occupantsText(booking.group)}`,
                    change: {
                      to: paths.accommodationDistribution(language),
                      label: t('accommodation.recap.changeRooms'),
                    },
                  },
                ]
              : []),
          ]}
        />
      )}
      {booking.isInCompletion && <AlreadyBookedList oldLines={bookedProducts(booking)} />}
      {!hasNights(booking) ? (
        <Alert tone="info">{t('errors.ACCOMMODATION_NOT_INCLUDED')}</Alert>
      ) : (
        <div className={styles.layout}>
          <AccommodationFilters
            key={filtersDrawn}
            filters={filters}
            sort={sort}
            stars={choices.stars}
            services={choices.services}
            onFiltersChange={setFilters}
            onSortChange={setSort}
            onReset={() => {
              resetFilters();
              setFiltersDrawn((drawn) => drawn + 1);
            }}
          />
          <div className={styles.results}>
            {bothAnswered && found.length === 0 && !park.isError && !other.isError && (
              <Alert tone="info">{t('accommodation.unavailableDemand')}</Alert>
            )}
            {filteredAway && (
              <Alert tone="info">
                <p>{t('accommodation.noResults')}</p>
                <Button
                  variant="ghost"
                  onClick={() => {
                    resetFilters();
                    setFiltersDrawn((drawn) => drawn + 1);
                  }}
                >
                  {t('accommodation.filters.reset')}
                </Button>
              </Alert>
            )}
            <HotelSection
              title={t('accommodation.parkHotels.title')}
              loadingLabel={t('accommodation.parkHotels.loading')}
              query={park}
            >
              {cards('park')}
            </HotelSection>
            <HotelSection
              title={t('accommodation.otherHotels.title')}
              loadingLabel={t('accommodation.otherHotels.loading')}
              query={other}
            >
              {cards('other')}
            </HotelSection>
          </div>
        </div>
      )}
      {isPackage && !stay && hasNights(booking) && (
        <p className={styles.packageNote}>{t('accommodation.packageNeedsHotel')}</p>
      )}
      <TotalBar
        label={t('accommodation.total')}
        amount={formatMoney(totalPrice(booking))}
        action={stay || isPackage ? t('common.continue') : t('accommodation.continueWithout')}
        onAction={next}
        isActionDisabled={isPackage && !stay && hasNights(booking)}
      />
    </Page>
  );
}
