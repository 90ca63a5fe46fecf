import type { Group } from '@sesame/domain/booking/booking';
import { useEffect, useState } from 'react';
import { Page } from '../components/page.tsx';
import { useBookingStore } from '../features/booking/booking-store.ts';
import { groupFromQuery } from '../features/visitors/group-from-query.ts';
import { VisitorsForm } from '../features/visitors/visitors-form.tsx';
import { useTranslation } from '../lib/i18n.ts';
import { usePlatformConfig } from '../lib/platform-query.ts';
import { useNavigate, useSearchParams } from '../lib/router.tsx';
import { useDocumentTitle } from '../lib/use-document-title.ts';
import { useLanguage } from '../lib/use-language.ts';
import { pathOf } from '../paths.ts';

/**
 * The next step's rules load once the page is shown: the start page is the one that renders
 * before any of them, and its submit waits for its group's schema anyway.
 */
const loadNextStep = () => import('@sesame/domain/funnel/next-step');

/** booking-funnel.md §2, start page (`/:lang`): who is coming; `?track` and `?group` preset it. */
export default function StartRoute() {
  const { t } = useTranslation();
  useDocumentTitle(t('start.documentTitle'));
  const language = useLanguage();
  const navigate = useNavigate();
  const config = usePlatformConfig();
  const [params] = useSearchParams();
  const storedGroup = useBookingStore((state) => state.booking.group);
  const [queryGroup] = useState(() => groupFromQuery(params.get('group')));
  const [initialGroup] = useState(() => queryGroup ?? storedGroup);

  useEffect(() => {
    const store = useBookingStore.getState();
    if (params.has('track')) store.setTrack(params.get('track'));
    // readings.md §12: a valid group-size parameter chooses the group as the form would.
    if (queryGroup) store.chooseGroup(queryGroup);
  }, [params, queryGroup]);

  useEffect(() => {
    void loadNextStep().catch(() => undefined);
  }, []);

  const submit = async (group: Group) => {
    const { nextStep } = await loadNextStep();
    const store = useBookingStore.getState();
    store.chooseGroup(group);
    const { booking, funnel } = useBookingStore.getState();
    navigate(pathOf(nextStep('start', booking, funnel, config), language));
  };

  return (
    <Page title={t('start.title')} lead={t('start.lead')} isFeatured>
      <VisitorsForm platform={config.code} initialGroup={initialGroup} onSubmit={submit} />
    </Page>
  );
}
