import { CONTENT_LIMITS } from '@sesame/domain/content/content-limits';
import { contentQuery } from '../../lib/content-query.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { useQuery } from '../../lib/query/index.ts';
import { useLanguage } from '../../lib/use-language.ts';
import { MAIN_SITE_URL } from '../../paths.ts';
import styles from './account-faq.module.css';

/**
 * checkout-and-account.md §2, account area layout: the FAQ of the page (content service, §7 faq
 * by `faq_code`), at most its first 5 items, each expandable, and a link to the public FAQ. An
 * unavailable content service leaves the block out: the page works without it.
 */
export function AccountFaq({ faqCode }: { faqCode: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const faq = useQuery(contentQuery('faq', language, { faqCode }));
  const items = (faq.data ?? []).slice(0, CONTENT_LIMITS.faqShown);
  if (items.length === 0) return null;
  return (
    <section className={styles.faq} aria-labelledby="account-faq-title">
      <h2 id="account-faq-title">{t('account.faq.title')}</h2>
      <div className={styles.items}>
        {items.map((item) => (
          <details key={item.code} className={styles.item}>
            <summary className={styles.question}>{item.title}</summary>
            <p className={styles.answer}>{item.text}</p>
          </details>
        ))}
      </div>
      <a className={styles.more} href={`${MAIN_SITE_URL}/${language}/faq`}>
        {t('account.faq.more')}
      </a>
    </section>
  );
}
