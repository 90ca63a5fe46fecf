import { lazy, Suspense } from 'react';
import { contentQuery } from '../../lib/content-query.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { useQuery } from '../../lib/query/index.ts';
import { useLanguage } from '../../lib/use-language.ts';
import styles from './info-tip.module.css';

const InfoTipPopover = lazy(() => import('./info-tip-popover.tsx'));

/**
 * A tooltip of the content service (checkout-and-account.md §7), opened by a button rather than
 * by hovering, so that it works by touch, keyboard and screen reader alike. Shows nothing while
 * the tooltips load or when the service fails: the page reads well without it. The popover's code
 * loads with the tooltips, not with the page (decision 34).
 */
export function InfoTip({ code }: { code: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { data: tooltips } = useQuery(contentQuery('tooltip', language));
  const tooltip = tooltips?.find((node) => node.code === code);
  if (!tooltip) return null;

  return (
    <Suspense fallback={<span className={styles.placeholder} aria-hidden="true" />}>
      <InfoTipPopover
        title={tooltip.title}
        text={tooltip.text}
        buttonLabel={t('content.more_about', { topic: tooltip.title })}
      />
    </Suspense>
  );
}
