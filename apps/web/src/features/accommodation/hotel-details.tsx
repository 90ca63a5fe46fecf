import { useFormatVisitDate } from '../../lib/format-date.ts';
import type { StayContentFieldsFragment } from '../../lib/generated/graphql.ts';
import { useTranslation } from '../../lib/i18n.ts';
import styles from './hotel-details.module.css';
import { StarRating } from './star-rating.tsx';

/**
 * booking-funnel.md §2 accommodations/{code} and §3: the hotel's photos (each described in the
 * visitor's language), its description, services, check-in and check-out times, and reviews.
 */
export function HotelDetails({ accommodation }: { accommodation: StayContentFieldsFragment }) {
  const { t } = useTranslation();
  const formatDate = useFormatVisitDate();
  const services = [
    { title: t('accommodation.detail.mainServices'), list: accommodation.mainServices },
    { title: t('accommodation.detail.otherServices'), list: accommodation.secondaryServices },
  ].filter(({ list }) => list.length > 0);
  return (
    <div className={styles.details}>
      <ul
        className={styles.photos}
        aria-label={t('accommodation.detail.photos', { name: accommodation.title })}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the strip scrolls sideways on a phone; a scrollable region takes focus so that arrow keys scroll it (WCAG 2.1.1)
        tabIndex={0}
      >
        {accommodation.hotelPhotos.map((photo) => (
          <li key={photo.src}>
            <img
              src={photo.src}
              alt={photo.alt}
              width={photo.width}
              height={photo.height}
              loading="lazy"
            />
          </li>
        ))}
      </ul>
      <section className={styles.about} aria-labelledby="hotel-about">
        <h2 id="hotel-about" className={styles.heading}>
          {t('accommodation.detail.about')}
        </h2>
        <p className={styles.meta}>
          <StarRating stars={accommodation.stars} /> ·{' '}
          {t(`accommodation.hotelTypes.${accommodation.hotelType}`)} ·{' '}
          {accommodation.distance === 0
            ? t('accommodation.card.onSite', { minutes: accommodation.travelMinutes })
            : t('accommodation.card.distance', {
                km: accommodation.distance,
                minutes: accommodation.travelMinutes,
              })}
        </p>
        <p>{accommodation.description}</p>
        <p className={styles.meta}>
          {t('accommodation.detail.checkTimes', {
            checkIn: accommodation.checkInTime,
            checkOut: accommodation.checkOutTime,
          })}
        </p>
        {services.map(({ title, list }) => (
          <div key={title}>
            <h3 className={styles.subheading}>{title}</h3>
            <ul className={styles.services}>
              {list.map((service) => (
                <li key={service.code}>{service.title}</li>
              ))}
            </ul>
          </div>
        ))}
      </section>
      <section className={styles.reviews} aria-labelledby="hotel-reviews">
        <h2 id="hotel-reviews" className={styles.heading}>
          {t('accommodation.detail.reviews')}
        </h2>
        {accommodation.reviews.length === 0 ? (
          <p>{t('accommodation.detail.noReviews')}</p>
        ) : (
          <ul className={styles.reviewList}>
            {accommodation.reviews.map((review) => (
              <li key={`${review.userName}-${review.date}`}>
                <figure className={styles.review}>
                  <p className={styles.rating}>
                    {t('accommodation.detail.rating', { rating: review.rating })}
                  </p>
                  <blockquote>{review.content}</blockquote>
                  <figcaption className={styles.meta}>
                    {t('accommodation.detail.reviewBy', {
                      name: review.userName,
                      date: formatDate(review.date),
                    })}
                  </figcaption>
                </figure>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
