import type { Offer, OfferStatus } from '@sesame/domain/catalog/offer';
import { memo, useId } from 'react';
import { Badge, type BadgeTone } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { useFormatMoney } from '../../lib/format.tsx';
import { useTranslation } from '../../lib/i18n.ts';
import styles from './offer-card.module.css';
import { OfferEmblem } from './offer-emblem.tsx';

const STATUS_TONE: Record<OfferStatus, BadgeTone> = {
  available: 'success',
  fewLeft: 'warning',
  full: 'danger',
  unavailable: 'neutral',
};

interface OfferCardProps {
  offer: Offer;
  /** What sells the offer, from the content service. */
  tagline?: string | undefined;
  group: { adults: number; children: number; babies: number };
  /** The price is the lowest over the sales calendar (no day chosen yet): shown as "from". */
  isPricedFrom: boolean;
  onChoose: (offer: Offer) => void;
  isPending: boolean;
  isDisabled: boolean;
  isChosen: boolean;
}

/** booking-funnel.md §3: an offer, its price for the group and its status (available, few left, full). */
export function OfferCard({
  offer,
  tagline,
  group,
  isPricedFrom,
  onChoose,
  isPending,
  isDisabled,
  isChosen,
}: OfferCardProps) {
  const { t } = useTranslation();
  const formatMoney = useFormatMoney();
  const titleId = useId();
  const bookable = offer.available && (offer.status === 'available' || offer.status === 'fewLeft');

  return (
    <article
      className={`${styles.card} ${isChosen ? styles.chosen : ''} ${bookable ? '' : styles.muted}`}
      aria-labelledby={titleId}
    >
      <OfferDetails offer={offer} tagline={tagline} group={group} titleId={titleId} />
      <div className={styles.footer}>
        <p className={styles.total}>
          <span className={styles.totalLabel}>
            {t(isPricedFrom ? 'offers.card.totalFrom' : 'offers.card.total')}
          </span>
          <span className={styles.totalAmount}>{formatMoney(offer.price.totalPrice)}</span>
        </p>
        <Button
          onClick={() => onChoose(offer)}
          disabled={!bookable || isDisabled}
          isPending={isPending}
          className={styles.choose}
        >
          {t('offers.card.choose')}
          <span className={styles.hidden}> {offer.name}</span>
        </Button>
      </div>
    </article>
  );
}

interface OfferDetailsProps {
  offer: Offer;
  tagline: string | undefined;
  group: OfferCardProps['group'];
  titleId: string;
}

/**
 * What the offer is and costs. Kept apart from the choose button so that choosing, which disables
 * every card's button, renders again only the buttons (bench B7).
 */
const OfferDetails = memo(function OfferDetails({
  offer,
  tagline,
  group,
  titleId,
}: OfferDetailsProps) {
  const { t } = useTranslation();
  const formatMoney = useFormatMoney();
  return (
    <>
      <div className={styles.head}>
        <OfferEmblem kind={offer.kind} />
        <div className={styles.titles}>
          <h2 id={titleId} className={styles.name}>
            {offer.name}
          </h2>
          {offer.stayName && <p className={styles.stay}>{offer.stayName}</p>}
        </div>
        <Badge tone={STATUS_TONE[offer.status]}>{t(`offers.card.status.${offer.status}`)}</Badge>
      </div>
      {tagline && <p className={styles.tagline}>{tagline}</p>}
      <p className={styles.description}>{offer.description}</p>
      <dl className={styles.prices}>
        {group.adults > 0 && (
          <div className={styles.priceLine}>
            <dt>
              {t('offers.card.adults', { count: group.adults })} ×{' '}
              {formatMoney(offer.price.adultUnitPrice)}
            </dt>
            <dd>{formatMoney(offer.price.adultPrice)}</dd>
          </div>
        )}
        {group.children > 0 && (
          <div className={styles.priceLine}>
            <dt>
              {t('offers.card.children', { count: group.children })} ×{' '}
              {formatMoney(offer.price.childrenUnitPrice)}
            </dt>
            <dd>{formatMoney(offer.price.childrenPrice)}</dd>
          </div>
        )}
        {group.babies > 0 && (
          <div className={styles.priceLine}>
            <dt>{t('offers.card.babies', { count: group.babies })}</dt>
            <dd>{t('offers.card.free')}</dd>
          </div>
        )}
      </dl>
    </>
  );
});
