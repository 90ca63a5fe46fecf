import { isPackageBooking } from '@sesame/domain/booking/package';
import { effectiveShowDate } from '@sesame/domain/booking/show-date';
import { nextStep } from '@sesame/domain/funnel/next-step';
import { type Cents, sumCents, ZERO } from '@sesame/domain/money/cents';
import { DONATION_AMOUNTS } from '@sesame/domain/pricing/donation-amount';
import { totalPrice } from '@sesame/domain/pricing/total-price';
import type { DonationChoice, InsuranceChoice } from '@sesame/domain/validation/summary-schema';
import { lazy, useCallback, useDeferredValue, useEffect } from 'react';
import { Page } from '../components/page.tsx';
import { Alert } from '../components/ui/alert.tsx';
import { Card } from '../components/ui/card.tsx';
import { StayDetails } from '../features/accommodation/stay-details.tsx';
import { useBookingStore } from '../features/booking/booking-store.ts';
import { generateBasketHash } from '../features/checkout/basket-hash.ts';
import { useShowSeatText } from '../features/show-seats/show-seat-text.ts';
import { BasketCard } from '../features/summary/basket-card.tsx';
import { CouponForm } from '../features/summary/coupon-form.tsx';
import { deliveryQuery } from '../features/summary/delivery-query.ts';
import { FlexibleRateChoice } from '../features/summary/flexible-rate-choice.tsx';
import { flexibleRateQuery } from '../features/summary/flexible-rate-query.ts';
import { insuranceQuery } from '../features/summary/insurance-query.ts';
import { basketInput } from '../features/summary/save-basket-query.ts';
import { SummaryForm } from '../features/summary/summary-form.tsx';
import { usePricedBasket } from '../features/summary/use-priced-basket.ts';
import { useParisToday } from '../lib/clock.tsx';
import { useErrorMessage } from '../lib/error-message.ts';
import { useTranslation } from '../lib/i18n.ts';
import { usePlatformConfig } from '../lib/platform-query.ts';
import { keepPreviousData, useQuery } from '../lib/query/index.ts';
import { Link, useNavigate } from '../lib/router.tsx';
import { useDocumentTitle } from '../lib/use-document-title.ts';
import { useLanguage } from '../lib/use-language.ts';
import { externalLinks, pathOf, paths } from '../paths.ts';
import styles from './summary.module.css';
import { useBasketItemActions } from './summary-item-actions.tsx';

// Completion mode (items added to a paid order) is the rare visit: its code loads when it shows,
// so that the funnel's summary waits for no file it does not use.
const CompletionSummaryRoute = lazy(() => import('./summary-completion.tsx'));

/**
 * booking-funnel.md §2, summary: the basket as the server priced it, each item to replace,
 * modify or remove (§4), the delivery method, the flexible rate, the insurance, the donation,
 * the coupons, the total and the terms to accept before identification.
 */
export default function SummaryRoute() {
  const inCompletion = useBookingStore((state) => state.booking.isInCompletion);
  return inCompletion ? <CompletionSummaryRoute /> : <FunnelSummary />;
}

function FunnelSummary() {
  const { t } = useTranslation();
  useDocumentTitle(t('summary.documentTitle'));
  const language = useLanguage();
  const navigate = useNavigate();
  const config = usePlatformConfig();
  const showSeatText = useShowSeatText(config.code);
  const booking = useBookingStore((state) => state.booking);
  const orderId = useBookingStore((state) => state.order.orderId);
  const setSendingMethod = useBookingStore((state) => state.setSendingMethod);
  const setTotal = useBookingStore((state) => state.setTotal);
  const setExtras = useBookingStore((state) => state.setExtras);
  const setHash = useBookingStore((state) => state.setHash);
  const setCoupons = useBookingStore((state) => state.setCoupons);

  const delivery = useQuery(
    deliveryQuery(config.features.postalDelivery ? booking.startDate : null),
  );
  const today = useParisToday();
  const errorMessage = useErrorMessage();
  const flexibleRate = useQuery(
    flexibleRateQuery(
      config.features.flexibleRate && booking.offer && booking.startDate
        ? {
            language,
            group: booking.group,
            startDate: booking.startDate,
            purchaseDate: today,
            duration: booking.duration,
            offerCode: booking.offer.code,
            seating: effectiveShowDate(booking) ? booking.bookingEvent.seating : null,
          }
        : null,
    ),
  );
  const flexibleRatePrice = flexibleRate.data?.price ?? null;
  // The rate is a share of the tickets: a new price for them is a new price for it.
  useEffect(() => {
    const { booking: current } = useBookingStore.getState();
    if (
      current.flexibleRate &&
      flexibleRatePrice !== null &&
      current.flexibleRatePrice !== flexibleRatePrice
    )
      setExtras({ flexibleRatePrice });
  }, [flexibleRatePrice, setExtras]);
  // Neither post nor the flexible rate stay chosen where they are no longer offered (new days).
  const postage = delivery.data;
  const flexibleRateSold = flexibleRate.data?.available;
  useEffect(() => {
    const { booking: current } = useBookingStore.getState();
    if (postage === null && current.sendingMethod === 'courrier') setSendingMethod('email', ZERO);
    if (flexibleRateSold === false && current.flexibleRate)
      setExtras({ flexibleRate: false, flexibleRatePrice: ZERO });
  }, [postage, flexibleRateSold, setSendingMethod, setExtras]);
  const itemActions = useBasketItemActions();
  const basket = basketInput(booking, language);
  const { saved, recalculatedTotal } = usePricedBasket(
    orderId,
    basket,
    totalPrice(booking),
    setTotal,
  );
  // The insurer prices the basket the order holds: asked once it is saved.
  const isSaved = saved.data !== undefined && !saved.isPlaceholderData && !saved.isFetching;
  const quote = useQuery({
    ...insuranceQuery(orderId, isSaved ? basket : null, language),
    placeholderData: keepPreviousData,
  });
  const insuranceQuote = quote.isError ? ({ available: false } as const) : quote.data;
  const quotedPrice = insuranceQuote?.available ? insuranceQuote.price : null;

  const onInsuranceChange = useCallback(
    (choice: InsuranceChoice | null) => {
      const { booking: current } = useBookingStore.getState();
      const insurance = choice === 'yes' ? true : choice === 'no' ? false : null;
      if (current.insurance === insurance) return;
      setExtras({
        insurance,
        insurancePrice: insurance ? (quotedPrice ?? ZERO) : ZERO,
        insuranceId: insurance && insuranceQuote?.available ? insuranceQuote.insuranceId : null,
      });
    },
    [setExtras, quotedPrice, insuranceQuote],
  );
  // A new quote (another basket) is the price of the insurance chosen.
  useEffect(() => {
    const { booking: current } = useBookingStore.getState();
    if (
      current.insurance === true &&
      quotedPrice !== null &&
      current.insurancePrice !== quotedPrice
    )
      setExtras({ insurancePrice: quotedPrice });
  }, [quotedPrice, setExtras]);

  const onDonationChange = useCallback(
    (amount: Cents | null) => {
      const { booking: current } = useBookingStore.getState();
      const donationValue = amount ?? ZERO;
      if (current.isDonation === (amount !== null) && current.donationValue === donationValue)
        return;
      setExtras({ isDonation: amount !== null, donationValue });
    },
    [setExtras],
  );
  const donationLines = saved.data?.lines.filter((line) => line.kind === 'donation') ?? [];
  const totalBeforeDonation = saved.data
    ? ((saved.data.total - sumCents(donationLines.map((line) => line.totalPrice))) as Cents)
    : null;
  const links = externalLinks(language);
  // The rest of the page renders apart from the priced basket, in slices that let the browser
  // answer a tap meanwhile (a render at once took one long task).
  const showsRest = useDeferredValue(saved.data !== undefined);

  return (
    <Page title={t('summary.title')} lead={t('summary.lead')}>
      <p>
        <Link to={paths.offers(language)} className={styles.back}>
          {t('summary.changeOffer')}
        </Link>
      </p>
      <BasketCard
        basket={saved.data}
        isPricing={saved.isFetching}
        error={saved.error}
        hasExpired={orderId === null}
        recalculatedTotal={recalculatedTotal}
        showSeat={showSeatText(booking)}
        offersPath={paths.offers(language)}
        actionsOf={itemActions.actionsOf}
      />
      {/* The rest shows once the basket is priced, below it: nothing moves when it arrives. */}
      {saved.data && showsRest && (
        <>
          {booking.bookingAccommodation && (
            <Card aria-labelledby="stay-title">
              <h2 id="stay-title" className={styles.stayTitle}>
                {t('accommodation.summary.title')}
              </h2>
              <StayDetails
                stay={booking.bookingAccommodation}
                isPackage={isPackageBooking(booking)}
                actions={itemActions.stayActions}
              />
            </Card>
          )}
          {itemActions.error !== null && (
            <Alert tone="danger">{errorMessage(itemActions.error)}</Alert>
          )}
          <CouponForm
            coupons={booking.coupons}
            lines={saved.data?.lines}
            hasLargeFamilyCard={booking.group.hasLargeFamilyCard}
            isDisabled={saved.isFetching}
            onCouponsChange={setCoupons}
          />
          <SummaryForm
            sendingMethod={booking.sendingMethod}
            postage={delivery.data ?? null}
            flexibleRate={
              config.features.flexibleRate &&
              flexibleRate.data !== null && (
                <FlexibleRateChoice
                  rate={flexibleRate.data}
                  isChosen={booking.flexibleRate}
                  isDisabled={saved.isFetching}
                  onChange={(isChosen) =>
                    setExtras({
                      flexibleRate: isChosen,
                      flexibleRatePrice: isChosen ? (flexibleRatePrice ?? ZERO) : ZERO,
                    })
                  }
                />
              )
            }
            insuranceQuote={insuranceQuote}
            insurance={insuranceChoiceOf(booking.insurance)}
            {...donationChoiceOf(booking.isDonation, booking.donationValue)}
            totalBeforeDonation={totalBeforeDonation}
            generalTermsUrl={links.generalTerms}
            privacyPolicyUrl={links.privacyPolicy}
            isDisabled={saved.isFetching}
            onDeliveryChange={(method, price) => setSendingMethod(method, price ?? ZERO)}
            onInsuranceChange={onInsuranceChange}
            onDonationChange={onDonationChange}
            onAccepted={async () => {
              // checkout-and-account.md §7: the accepted basket is what the payment step checks.
              setExtras({ insuranceTermsAndConditionsAccepted: booking.insurance === true });
              const { booking: accepted, order } = useBookingStore.getState();
              setHash(order.orderId ? await generateBasketHash(order.orderId, accepted) : null);
              const { booking: next, funnel } = useBookingStore.getState();
              navigate(pathOf(nextStep('summary', next, funnel, config), language));
            }}
          />
        </>
      )}
    </Page>
  );
}

function insuranceChoiceOf(insurance: boolean | null): InsuranceChoice | null {
  return insurance === null ? null : insurance ? 'yes' : 'no';
}

/** The donation as the form shows it again, from the booking's gift. */
function donationChoiceOf(
  isDonation: boolean,
  value: Cents,
): { donation: DonationChoice; otherDonation: string } {
  if (!isDonation) return { donation: 'none', otherDonation: '' };
  if ((DONATION_AMOUNTS as readonly Cents[]).includes(value))
    return { donation: String(value) as DonationChoice, otherDonation: '' };
  return { donation: 'other', otherDonation: (value / 100).toFixed(2).replace('.', ',') };
}
