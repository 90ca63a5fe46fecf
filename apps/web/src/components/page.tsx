import { type ReactNode, useEffect, useRef } from 'react';
import styles from './page.module.css';

interface PageProps {
  title: string;
  lead?: ReactNode;
  /** Forms read best narrow; lists of cards use the wide measure. */
  width?: 'narrow' | 'wide';
  /** The dusk banner with the park's skyline, for the pages that open or end a journey. */
  isFeatured?: boolean;
  /** A mark above the title, such as the confirmation's tick. */
  emblem?: ReactNode;
  children: ReactNode;
}

/** The frame of a page: its single h1, an optional lead, then the content. */
export function Page({
  title,
  lead,
  width = 'narrow',
  isFeatured = false,
  emblem,
  children,
}: PageProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  // WCAG 2.4.3: a new step opens at its top with focus on its heading, not scrolled where the
  // last step was with focus lost to the body.
  useEffect(() => {
    window.scrollTo({ top: 0 });
    heading.current?.focus({ preventScroll: true });
  }, []);
  return (
    <div className={`${styles.page} ${styles[width]}`}>
      <div className={isFeatured ? styles.featured : styles.intro}>
        {isFeatured && <Skyline />}
        {emblem}
        <h1 ref={heading} tabIndex={-1} className={styles.title}>
          {title}
        </h1>
        {lead && <div className={styles.lead}>{lead}</div>}
      </div>
      {children}
    </div>
  );
}

function Skyline() {
  return (
    <svg
      className={styles.skyline}
      viewBox="0 12 400 78"
      preserveAspectRatio="xMaxYMax slice"
      aria-hidden="true"
    >
      <g className={styles.stars}>
        <circle cx="150" cy="14" r="1.1" />
        <circle cx="214" cy="30" r="1.3" />
        <circle cx="262" cy="8" r="1" />
        <circle cx="390" cy="36" r="1.1" />
      </g>
      <circle cx="340" cy="22" r="10" className={styles.moon} />
      <circle cx="345" cy="19" r="9" className={styles.moonShade} />
      <path className={styles.hills} d="M0 90V70c50-10 90-12 140-6s90 2 140-8 80-8 120-2v36z" />
      <path
        className={styles.castle}
        d="M238 90V58h7v-7h5v7h6V40h-4v-8h4v-6l5-6 5 6v6h4v8h-4v18h6v-7h5v7h7V44h-3v-7h3v-5l4-5 4 5v5h3v7h-3v46zM330 90V66h6v-6h4v6h6v-9h10v9h6v-6h4v6h6v24z"
      />
    </svg>
  );
}
