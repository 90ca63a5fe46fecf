import { contentQuery } from '../../lib/content-query.ts';
import { useQuery } from '../../lib/query/index.ts';
import { useLanguage } from '../../lib/use-language.ts';
import { Alert } from '../ui/alert.tsx';

/**
 * The content service's alerts (vel_message) for one page, by its code (ACCOUNT_CREATION on
 * identification, OFFERS on the offers). None while they load or when the service fails.
 */
export function PageAlerts({ code }: { code: string }) {
  const { data: alerts = [] } = usePageAlerts(code);
  return alerts.map((alert) => (
    <Alert key={`${alert.code}-${alert.title}`} tone="info" title={alert.title}>
      <p>{alert.text}</p>
      {alert.link_url && alert.link_title && <a href={alert.link_url}>{alert.link_title}</a>}
    </Alert>
  ));
}

/**
 * The alerts of one page, for a page that shows them with its content: alerts that came after
 * it would push it down as the visitor reads it.
 */
export function usePageAlerts(code: string) {
  const language = useLanguage();
  return useQuery(contentQuery('vel_message', language, { code }));
}
