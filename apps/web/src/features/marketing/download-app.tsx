import type { Language } from '@sesame/domain/i18n/language';
import { useTranslation } from '../../lib/i18n.ts';
import { externalLinks, MAIN_SITE_URL } from '../../paths.ts';
import styles from './download-app.module.css';

const CARDS = ['visit', 'app', 'accessibility'] as const;

/**
 * checkout-and-account.md §2, download-the-app block: store badges (new tab, no referrer) and
 * three cards: come to the park, the app, accessibility.
 */
export function DownloadApp({ language }: { language: Language }) {
  const { t } = useTranslation();
  const links = externalLinks(language);
  return (
    <section className={styles.block} aria-labelledby="download-app-title">
      <div className={styles.intro}>
        <h2 id="download-app-title">{t('marketing.app.title')}</h2>
        <p>{t('marketing.app.text')}</p>
        <div className={styles.badges}>
          <a
            className={styles.badge}
            href={links.appStore}
            target="_blank"
            rel="noreferrer noopener"
          >
            <svg viewBox="0 0 24 24" aria-hidden="true">
              <path d="M16.4 12.6c0-2.4 2-3.6 2.1-3.7-1.1-1.7-2.9-1.9-3.5-1.9-1.5-.2-2.9.9-3.7.9-.8 0-1.9-.9-3.2-.8-1.6 0-3.1 1-4 2.4-1.7 3-.4 7.4 1.2 9.8.8 1.2 1.8 2.5 3 2.4 1.2 0 1.7-.8 3.1-.8 1.5 0 1.9.8 3.2.8 1.3 0 2.2-1.2 3-2.4.9-1.4 1.3-2.7 1.3-2.8-.1 0-2.5-1-2.5-3.9zM14 5.5c.7-.8 1.1-1.9 1-3-1 0-2.1.7-2.8 1.5-.6.7-1.2 1.8-1 2.9 1 .1 2.1-.6 2.8-1.4z" />
            </svg>
            <span>
              <small>{t('marketing.app.appStoreSmall')}</small>
              App Store
            </span>
          </a>
          <a
            className={styles.badge}
            href={links.googlePlay}
            target="_blank"
            rel="noreferrer noopener"
          >
            <svg viewBox="0 0 24 24" aria-hidden="true">
              <path d="M4 2.5l10.2 9.5L4 21.5c-.4-.2-.6-.6-.6-1.1V3.6c0-.5.2-.9.6-1.1zm11.3 10.5l2.6 2.4-11.7 6.6 9.1-9zm0-2L6.2 2l11.7 6.6zm1.1 1l2.9-2.7 2.6 1.5c.8.5.8 1.6 0 2.1l-2.6 1.5z" />
            </svg>
            <span>
              <small>{t('marketing.app.googlePlaySmall')}</small>
              Google Play
            </span>
          </a>
        </div>
      </div>
      <ul className={styles.cards}>
        {CARDS.map((card) => (
          <li key={card} className={styles.card}>
            <h3>{t(`marketing.app.cards.${card}.title`)}</h3>
            <p>{t(`marketing.app.cards.${card}.text`)}</p>
            <a href={`${MAIN_SITE_URL}/${language}/${card}`}>
              {t(`marketing.app.cards.${card}.link`)}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
