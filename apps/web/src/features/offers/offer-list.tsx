import type { Offer } from '@sesame/domain/catalog/offer';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/ui/alert.tsx';
import { OfferCard } from './offer-card.tsx';
import styles from './offer-list.module.css';

interface OfferListProps {
  offers: readonly Offer[];
  group: { adults: number; children: number; babies: number };
  chosenCode: string | null;
  pendingCode: string | null;
  onChoose: (offer: Offer) => void;
}

/** The offers for the group and dates, as cards; none at all is the spec's "no offers" case. */
export function OfferList({ offers, group, chosenCode, pendingCode, onChoose }: OfferListProps) {
  const { t } = useTranslation();
  if (offers.length === 0) {
    return <Alert tone="info">{t('offers.list.empty')}</Alert>;
  }
  return (
    <ul className={styles.list}>
      {offers.map((offer) => (
        <li key={offer.code} className={styles.item}>
          <OfferCard
            offer={offer}
            group={group}
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
