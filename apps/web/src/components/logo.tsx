import styles from './logo.module.css';

/** The Sesame mark: a torch on a crest, and the wordmark. Decorative text is in the SVG title. */
export function Logo({ title }: { title: string }) {
  return (
    <svg
      className={styles.logo}
      viewBox="0 0 148 40"
      role="img"
      aria-labelledby="sesame-logo-title"
    >
      <title id="sesame-logo-title">{title}</title>
      <path
        className={styles.crest}
        d="M18 2.5 L32 7 V19.5 C32 28.5 25.8 34.6 18 37.5 C10.2 34.6 4 28.5 4 19.5 V7 Z"
      />
      <path
        className={styles.flame}
        d="M18 8.5c3.4 3.9 5.2 6.4 5.2 9.3a5.2 5.2 0 0 1-10.4 0c0-1.7.7-3.1 2-4.6.2 1.6 1 2.6 2.1 2.9-.6-2.5.1-4.9 1.1-7.6z"
      />
      <path className={styles.torch} d="M14.2 25h7.6l-1.7 7.3h-4.2z" />
      <text className={styles.wordmark} x="42" y="27.5">
        Sesame
      </text>
    </svg>
  );
}
