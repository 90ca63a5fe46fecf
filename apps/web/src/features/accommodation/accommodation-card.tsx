import { Badge } from '../../components/ui/badge.tsx';
import { buttonClassName } from '../../components/ui/button.tsx';
import { useFormatMoney } from '../../lib/format.tsx';
import { useTranslation } from '../../lib/i18n.ts';
import { Link } from '../../lib/router.tsx';
import styles from './accommodation-card.module.css';
import type { ListedStay } from './accommodation-query.ts';
import { cheapestPrices } from './listed-stays.ts';
import { StarRating } from './star-rating.tsx';

interface AccommodationCardProps {
  offer: ListedStay;
  /** The hotel's page. */
  to: string;
  isChosen: boolean;
}

/**
 * booking-funnel.md §3, Accommodation (list item): photo, name, stars, type, distance, main
 * services, the price per night and for the stay of its cheapest solution, and its page.
 */
export function AccommodationCard({ offer, to, isChosen }: AccommodationCardProps) {
  const { t } = useTranslation();
  const formatMoney = useFormatMoney();
  const { accommodation, packageTicketPrice } = offer;
  const prices = cheapestPrices(offer);
  return (
    <li className={`${styles.card} ${isChosen ? styles.chosen : ''}`}>
      <img
        className={styles.photo}
        src={accommodation.media.src}
        alt={accommodation.media.alt}
        width={accommodation.media.width}
        height={accommodation.media.height}
        loading="lazy"
      />
      <div className={styles.body}>
        <div className={styles.head}>
          <h3 className={styles.name}>{accommodation.title}</h3>
          <StarRating stars={accommodation.stars} />
        </div>
        <p className={styles.meta}>
          {t(`accommodation.hotelTypes.${accommodation.hotelType}`)} ·{' '}
          {accommodation.distance === 0
            ? t('accommodation.card.onSite', { minutes: accommodation.travelMinutes })
            : t('accommodation.card.distance', {
                km: accommodation.distance,
                minutes: accommodation.travelMinutes,
              })}
        </p>
        <p className={styles.brief}>{accommodation.brief}</p>
        {accommodation.mainServices.length > 0 && (
          <ul className={styles.services} aria-label={t('accommodation.detail.mainServices')}>
            {accommodation.mainServices.map((service) => (
              <li key={service.code}>{service.title}</li>
            ))}
          </ul>
        )}
        <div className={styles.badges}>
          {isChosen && <Badge tone="success">{t('accommodation.card.chosen')}</Badge>}
          {accommodation.lastPlaces && (
            <Badge tone="warning">{t('accommodation.card.lastPlaces')}</Badge>
          )}
        </div>
      </div>
      <div className={styles.price}>
        {prices && (
          <>
            <p className={styles.perNight}>
              {t('accommodation.card.fromPerNight', { price: formatMoney(prices.perNight) })}
            </p>
            <p className={styles.total}>
              {t(
                packageTicketPrice === null
                  ? 'accommodation.card.total'
                  : 'accommodation.card.packageTotal',
                { price: formatMoney(prices.total) },
              )}
            </p>
          </>
        )}
        <Link
          to={to}
          className={`${buttonClassName('primary')} ${styles.see}`}
          aria-label={t('accommodation.card.seeLabel', { name: accommodation.title })}
        >
          {t('accommodation.card.see')}
        </Link>
      </div>
    </li>
  );
}
