import type { Offer } from '@sesame/domain/catalog/offer';
import { Alert } from '../../components/ui/alert.tsx';
import { useTranslation } from '../../lib/i18n.ts';
import { OfferCard } from './offer-card.tsx';
import styles from './offer-list.module.css';

interface OfferListProps {
  offers: readonly Offer[];
  group: { adults: number; children: number; babies: number };
  chosenCode: string | null;
  /** Track offer: no day is chosen yet, so each price is the lowest of the sales calendar. */
  isPricedFrom?: boolean;
  pendingCode: string | null;
  onChoose: (offer: Offer) => void;
  /** The marketing line of each offer, by code (the content service's). */
  taglines?: ReadonlyMap<string, string>;
}

/** The offers for the group and dates, as cards; none at all is the spec's "no offers" case. */
export function OfferList({
  offers,
  group,
  chosenCode,
  isPricedFrom = false,
  pendingCode,
  onChoose,
  taglines,
}: OfferListProps) {
  const { t } = useTranslation();
  if (offers.length === 0) {
    return (
      <Alert tone="info">{t(isPricedFrom ? 'offers.list.emptyAnyDay' : 'offers.list.empty')}</Alert>
    );
  }
  return (
    <ul className={styles.list}>
      {offers.map((offer) => (
        <li key={offer.code} className={styles.item}>
          <OfferCard
            offer={offer}
            tagline={taglines?.get(offer.code)}
            group={group}
            isPricedFrom={isPricedFrom}
            onChoose={onChoose}
            isPending={pendingCode === offer.code}
            isDisabled={pendingCode !== null}
            isChosen={chosenCode === offer.code}
          />
        </li>
      ))}
    </ul>
  );
}
