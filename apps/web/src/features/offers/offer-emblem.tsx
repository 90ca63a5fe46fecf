import type { OfferKind } from '@sesame/domain/catalog/offer';
import styles from './offer-emblem.module.css';

const PATHS: Record<OfferKind, string> = {
  // A keep with battlements: a day in the park.
  ticket: 'M6 26V12h3v3h3v-3h3v3h2v-3h3v3h3v-3h3v14h-7v-6a3 3 0 0 0-6 0v6z',
  // A crescent and a star over the stage: the night show.
  nightShow:
    'M19 6a9 9 0 1 0 7 14.5A8 8 0 0 1 19 6zM9 6l1 2.2 2.3.3-1.7 1.6.5 2.3L9 11.2l-2.1 1.2.5-2.3-1.7-1.6 2.3-.3z',
  // Keep and crescent together.
  dayAndShow:
    'M5 26V15h2.5v2.5H10V15h2.5v2.5H15V15h2.5v11h-5v-4a2 2 0 0 0-4 0v4zM22 5a6 6 0 1 0 5 9.7A5.3 5.3 0 0 1 22 5z',
  // A roof over a bed: tickets and a stay.
  package: 'M16 5l11 8v2H5v-2zM7 17h18v9h-2v-3H9v3H7zm3 1.5a2 2 0 1 0 0 .01zM13 19h10v2H13z',
  // A star over a fir: the Christmas season.
  christmas:
    'M16 4l1.2 2.6 2.8.3-2.1 1.9.6 2.8L16 10.2l-2.5 1.4.6-2.8L12 6.9l2.8-.3zM16 12l6 7h-3l4 5h-5v3h-4v-3H9l4-5h-3z',
};

/** A small mark of the kind of offer, so that cards can be told apart at a glance. */
export function OfferEmblem({ kind }: { kind: OfferKind }) {
  return (
    <span className={styles.emblem} aria-hidden="true">
      <svg viewBox="0 0 32 32" aria-hidden="true">
        <path d={PATHS[kind]} />
      </svg>
    </span>
  );
}
