import { LANGUAGES, type Language } from '@sesame/domain/i18n/language';
import { useId } from 'react';
import { useBookingStore } from '../features/booking/booking-store.ts';
import { DISPLAY_CURRENCIES, isDisplayCurrency } from '../lib/format.tsx';
import { useTranslation } from '../lib/i18n.ts';
import { useLocation, useNavigate } from '../lib/router.tsx';
import { externalLinks, withLanguage } from '../paths.ts';
import styles from './footer.module.css';

/**
 * booking-funnel.md §2, footer: the language selector changes the locale and the route's
 * language (the rest of the address is kept), the currency selector, the four links.
 */
export function Footer({ language }: { language: Language }) {
  const { t } = useTranslation();
  const id = useId();
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  const currency = useBookingStore((state) => state.booking.currency);
  const setCurrency = useBookingStore((state) => state.setCurrency);
  const links = externalLinks(language);

  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.selectors}>
          <div className={styles.selector}>
            <label htmlFor={`${id}-language`}>{t('shell.footer.language')}</label>
            <select
              id={`${id}-language`}
              value={language}
              onChange={(event) =>
                navigate(
                  `${withLanguage(pathname, event.target.value as Language)}${search}${hash}`,
                )
              }
            >
              {LANGUAGES.map((code) => (
                <option key={code} value={code} lang={code}>
                  {t(`shell.footer.languages.${code}`)}
                </option>
              ))}
            </select>
          </div>
          <div className={styles.selector}>
            <label htmlFor={`${id}-currency`}>{t('shell.footer.currency')}</label>
            <select
              id={`${id}-currency`}
              value={currency}
              aria-describedby={`${id}-currency-note`}
              onChange={(event) => {
                if (isDisplayCurrency(event.target.value)) setCurrency(event.target.value);
              }}
            >
              {Object.keys(DISPLAY_CURRENCIES).map((code) => (
                <option key={code} value={code}>
                  {code}
                </option>
              ))}
            </select>
          </div>
          <p id={`${id}-currency-note`} className={styles.note}>
            {t('shell.footer.currencyNote')}
          </p>
        </div>
        <nav aria-label={t('shell.footer.linksLabel')}>
          <ul className={styles.links}>
            <li>
              <a href={links.contact}>{t('shell.footer.contact')}</a>
            </li>
            <li>
              <a href={links.generalTerms}>{t('shell.footer.generalTerms')}</a>
            </li>
            <li>
              <a href={links.legalInformation}>{t('shell.footer.legalInformation')}</a>
            </li>
            <li>
              <a href={links.privacyPolicy}>{t('shell.footer.privacyPolicy')}</a>
            </li>
          </ul>
        </nav>
        <p className={styles.copyright}>{t('shell.footer.copyright')}</p>
      </div>
    </footer>
  );
}
