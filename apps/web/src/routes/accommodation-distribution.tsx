import { distributionLevels, newRoom } from '@sesame/domain/accommodation/distribution';
import { completionStepAfter } from '@sesame/domain/completion/completion-steps';
import { nextStep } from '@sesame/domain/funnel/next-step';
import { Page } from '../components/page.tsx';
import {
  chosenRoomsFor,
  useAccommodationStore,
} from '../features/accommodation/accommodation-store.ts';
import { DistributionForm } from '../features/accommodation/distribution-form.tsx';
import { useBookingStore } from '../features/booking/booking-store.ts';
import { useTranslation } from '../lib/i18n.ts';
import { usePlatformConfig } from '../lib/platform-query.ts';
import { Link, useNavigate } from '../lib/router.tsx';
import { useDocumentTitle } from '../lib/use-document-title.ts';
import { useLanguage } from '../lib/use-language.ts';
import { pathOf, paths } from '../paths.ts';
import styles from './accommodation-detail.module.css';

/**
 * booking-funnel.md §2 accommodation-repartition / accommodation-distribution: the rooms the
 * group wants and who sleeps in each. It opens on the visitor's last distribution, else on the
 * first level the search would try, else one room with one adult (§9); once every visitor is
 * placed the list is searched with it.
 */
export default function AccommodationDistributionRoute() {
  const { t } = useTranslation();
  useDocumentTitle(t('accommodation.distribution.documentTitle'));
  const language = useLanguage();
  const navigate = useNavigate();
  const config = usePlatformConfig();
  const group = useBookingStore((state) => state.booking.group);
  const { chosen, setDistribution } = useAccommodationStore();
  const initialRooms = chosenRoomsFor(chosen, group) ?? distributionLevels(group)[0] ?? [newRoom()];

  return (
    <Page title={t('accommodation.distribution.title')} lead={t('accommodation.distribution.lead')}>
      <p>
        <Link to={paths.accommodations(language)} className={styles.back}>
          {t('accommodation.detail.back')}
        </Link>
      </p>
      <DistributionForm
        group={group}
        initialRooms={initialRooms}
        onSubmit={(rooms) => {
          setDistribution(group, rooms);
          const { booking, funnel } = useBookingStore.getState();
          const step = booking.isInCompletion
            ? completionStepAfter('accommodation-distribution', booking, config)
            : nextStep('accommodation-distribution', booking, funnel, config);
          navigate(pathOf(step, language));
        }}
      />
    </Page>
  );
}
