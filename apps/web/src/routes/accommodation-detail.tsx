import { completionStepAfter } from '@sesame/domain/completion/completion-steps';
import { nextStep } from '@sesame/domain/funnel/next-step';
import { useState } from 'react';
import { Page } from '../components/page.tsx';
import { Alert } from '../components/ui/alert.tsx';
import { Button } from '../components/ui/button.tsx';
import { Checkbox } from '../components/ui/checkbox.tsx';
import { LoadFailure } from '../components/ui/load-failure.tsx';
import { Spinner } from '../components/ui/spinner.tsx';
import { type StaySolution, stayQuery } from '../features/accommodation/accommodation-query.ts';
import {
  chosenRoomsFor,
  useAccommodationStore,
} from '../features/accommodation/accommodation-store.ts';
import { bookedStay } from '../features/accommodation/booked-stay.ts';
import { HotelDetails } from '../features/accommodation/hotel-details.tsx';
import { SolutionCard } from '../features/accommodation/solution-card.tsx';
import { staySearchOf } from '../features/accommodation/stay-search.ts';
import { useBookingStore } from '../features/booking/booking-store.ts';
import { useHoldRooms } from '../features/booking/hold-rooms.ts';
import { errorCode, useErrorMessage } from '../lib/error-message.ts';
import { useTranslation } from '../lib/i18n.ts';
import { usePlatformConfig } from '../lib/platform-query.ts';
import { useQuery, useQueryClient } from '../lib/query/index.ts';
import { Link, useNavigate, useParams } from '../lib/router.tsx';
import { useDocumentTitle } from '../lib/use-document-title.ts';
import { useLanguage } from '../lib/use-language.ts';
import { pathOf, paths } from '../paths.ts';
import styles from './accommodation-detail.module.css';

/** Codes with which a hold says the rooms went to somebody else meanwhile. */
const TAKEN = new Set(['SOLD_OUT', 'OFFER_UNAVAILABLE']);

/**
 * booking-funnel.md §2 accommodations/{code}: the hotel, and the room solutions that sleep the
 * group with their price per night and total. Choosing one holds its room-nights with the rest
 * of the basket, then the next step of the table follows (in completion mode, the next completion
 * step: checkout-and-account.md §4).
 */
export default function AccommodationDetailRoute() {
  const { t } = useTranslation();
  const { code = '' } = useParams();
  const language = useLanguage();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const config = usePlatformConfig();
  const errorMessage = useErrorMessage();
  const booking = useBookingStore((state) => state.booking);
  const orderId = useBookingStore((state) => state.order.orderId);
  const chosen = useAccommodationStore((state) => state.chosen);
  const search = staySearchOf(booking, orderId, language, chosenRoomsFor(chosen, booking.group));
  const stay = useQuery(stayQuery(search, code));
  const holdRooms = useHoldRooms();
  const held = booking.bookingAccommodation;
  const heldHere = held?.code === code ? held.roomsSolution : null;
  const [breakfast, setBreakfast] = useState(heldHere?.breakfast ?? false);
  const found = stay.data;
  useDocumentTitle(found?.content.title ?? t('accommodation.documentTitle'));

  const goOn = () => {
    const { booking: current, funnel } = useBookingStore.getState();
    const step = current.isInCompletion
      ? completionStepAfter('accommodations/detail', current, config)
      : nextStep('accommodations/detail', current, funnel, config);
    navigate(pathOf(step, language));
  };
  const choose = (solution: StaySolution) => {
    if (!found) return;
    holdRooms.mutate(bookedStay(found, solution, breakfast), {
      onSuccess: goOn,
      // The rooms went meanwhile: show what is left now, here and on the list.
      onError: () => void queryClient.invalidateQueries({ queryKey: ['accommodation'] }),
    });
  };
  const holdError =
    holdRooms.isError &&
    (TAKEN.has(errorCode(holdRooms.error))
      ? t('accommodation.detail.taken')
      : errorMessage(holdRooms.error));
  const back = (
    <p>
      <Link to={paths.accommodations(language)} className={styles.back}>
        {t('accommodation.detail.back')}
      </Link>
    </p>
  );

  if (stay.isPending) {
    return (
      <Page title={t('accommodation.documentTitle')}>
        {back}
        <Spinner label={t('accommodation.detail.loading')} />
      </Page>
    );
  }
  if (!found) {
    return (
      <Page title={t('accommodation.documentTitle')}>
        {back}
        {stay.isError ? (
          <LoadFailure query={stay} />
        ) : (
          <Alert tone="info">{t('accommodation.detail.notFound')}</Alert>
        )}
      </Page>
    );
  }

  const { content, solutions, packageTicketPrice } = found;
  const breakfastOffered = solutions.some((solution) => !solution.breakfastIncluded);
  return (
    <Page title={content.title} lead={content.brief} width="wide">
      {back}
      <HotelDetails accommodation={content} />
      <section className={styles.solutions} aria-labelledby="solutions-title">
        <h2 id="solutions-title" className={styles.heading}>
          {t('accommodation.detail.solutions')}
        </h2>
        <p className={styles.lead}>{t('accommodation.detail.solutionsLead')}</p>
        {breakfastOffered && (
          <Checkbox checked={breakfast} onChange={(event) => setBreakfast(event.target.checked)}>
            {t('accommodation.detail.addBreakfast')}
          </Checkbox>
        )}
        {holdError && <Alert tone="danger">{holdError}</Alert>}
        {solutions.length === 0 ? (
          <Alert tone="info">{t('accommodation.detail.noSolution')}</Alert>
        ) : (
          <ul className={styles.list} aria-busy={holdRooms.isPending || undefined}>
            {solutions.map((solution, position) => (
              <SolutionCard
                key={solution.index}
                number={position + 1}
                solution={solution}
                nights={content.nights}
                breakfast={breakfast}
                packageTicketPrice={packageTicketPrice}
                isChosen={heldHere?.index === solution.index}
                isPending={
                  holdRooms.isPending && holdRooms.variables.roomsSolution?.index === solution.index
                }
                onChoose={() => choose(solution)}
              />
            ))}
          </ul>
        )}
        {stay.isRefetching && <Spinner label={t('accommodation.detail.loading')} size="small" />}
      </section>
      {heldHere && <Button onClick={goOn}>{t('common.continue')}</Button>}
    </Page>
  );
}
