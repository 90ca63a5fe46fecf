import { stayBasket } from '@sesame/domain/accommodation/stay-basket';
import { bookedProducts } from '@sesame/domain/completion/already-booked';
import { firstCompletionStep } from '@sesame/domain/completion/completion-steps';
import type { Cents } from '@sesame/domain/money/cents';
import { mealBasketFields } from '@sesame/domain/restaurants/meal-lines';
import { Page } from '../components/page.tsx';
import { Alert } from '../components/ui/alert.tsx';
import { Card } from '../components/ui/card.tsx';
import { StayDetails } from '../features/accommodation/stay-details.tsx';
import { useBookingStore } from '../features/booking/booking-store.ts';
import { generateBasketHash } from '../features/checkout/basket-hash.ts';
import { AlreadyBookedList } from '../features/completion/already-booked-list.tsx';
import { CompletionSummary } from '../features/completion/completion-summary.tsx';
import { customerOf, readProfile } from '../features/identification/identity-calls.ts';
import { useErrorMessage } from '../lib/error-message.ts';
import { useTranslation } from '../lib/i18n.ts';
import { usePlatformConfig } from '../lib/platform-query.ts';
import { useMutation } from '../lib/query/index.ts';
import { Link, useNavigate } from '../lib/router.tsx';
import { useDocumentTitle } from '../lib/use-document-title.ts';
import { useLanguage } from '../lib/use-language.ts';
import { pathOf, paths } from '../paths.ts';
import styles from './summary.module.css';

/**
 * booking-funnel.md §4, completion mode, summary: what the paid order has, the new items as the
 * server priced them (a hotel stay with its rooms) and the difference; paying it goes through the
 * usual payment (hash, cart, card form) as the signed-in customer.
 */
export default function CompletionSummaryRoute() {
  const { t } = useTranslation();
  useDocumentTitle(t('completion.summary.documentTitle'));
  const language = useLanguage();
  const navigate = useNavigate();
  const config = usePlatformConfig();
  const errorMessage = useErrorMessage();
  const booking = useBookingStore((state) => state.booking);
  const orderId = useBookingStore((state) => state.order.orderId);
  const extras = {
    complementaries: booking.complementaries.map(({ code, dates, session, quantity }) => ({
      code,
      dates,
      session: session ?? null,
      quantity,
    })),
    ...mealBasketFields(booking),
    accommodation: stayBasket(booking.bookingAccommodation),
  };
  const stay = booking.bookingAccommodation;

  const pay = useMutation({
    mutationFn: async ({ total, completionId }: { total: Cents; completionId: string }) => {
      const store = useBookingStore.getState();
      store.setTotal(total);
      if (!store.customer?.isLoggedIn) store.setCustomer(customerOf(await readProfile()));
      store.setHash(await generateBasketHash(completionId, useBookingStore.getState().booking));
    },
    onSuccess: () => navigate(paths.payment(language)),
  });

  if (!orderId) return null;
  return (
    <Page title={t('completion.summary.title')} lead={t('completion.summary.lead')}>
      {pay.isError && (
        <Alert tone="danger" focusOnShow>
          {errorMessage(pay.error)}
        </Alert>
      )}
      <CompletionSummary
        orderId={orderId}
        language={language}
        extras={extras}
        alreadyBooked={<AlreadyBookedList oldLines={bookedProducts(booking)} />}
        newStay={
          stay && (
            <Card aria-labelledby="completion-stay-title">
              <h2 id="completion-stay-title" className={styles.stayTitle}>
                {t('accommodation.summary.title')}
              </h2>
              <StayDetails stay={stay} isPackage={false} />
            </Card>
          )
        }
        addMoreLink={
          <Link to={pathOf(firstCompletionStep(booking, config), language)}>
            {t('completion.summary.addMore')}
          </Link>
        }
        onPay={(total) => pay.mutate({ total, completionId: orderId })}
        isPaying={pay.isPending || pay.isSuccess}
      />
    </Page>
  );
}
