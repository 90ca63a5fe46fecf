import type { Seating } from '@sesame/domain/catalog/offer';
import styles from './seat-zone.module.css';

/**
 * A small plan of the stands, the stage at the top, with the category's seats lit: where the
 * seats are, at a glance. The category's text says the same for screen readers.
 */
export function SeatZone({ seating }: { seating: Seating }) {
  const lit = (zone: Seating) => (zone === seating ? styles.lit : styles.zone);
  return (
    <svg className={styles.plan} viewBox="0 0 64 48" aria-hidden="true">
      <rect className={styles.stage} x="10" y="2" width="44" height="6" rx="1.5" />
      <g className={lit('LVL1')}>
        <rect x="2" y="12" width="14" height="20" rx="2" />
        <rect x="48" y="12" width="14" height="20" rx="2" />
        <rect x="2" y="36" width="60" height="10" rx="2" />
      </g>
      <rect className={lit('LVL2')} x="19" y="23" width="26" height="10" rx="2" />
      <rect className={lit('LVL3')} x="22" y="12" width="20" height="8" rx="2" />
    </svg>
  );
}
