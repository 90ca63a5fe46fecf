import type { Route } from '@sesame/domain/funnel/routes';
import { stepOfRoute, stepperSteps, stepState } from '@sesame/domain/funnel/stepper';
import type { PlatformConfig } from '@sesame/domain/platform/platform';
import { Stepper } from '../components/ui/stepper.tsx';
import { useBookingStore } from '../features/booking/booking-store.ts';
import { useTranslation } from '../lib/i18n.ts';
import styles from './funnel-stepper.module.css';

interface FunnelStepperProps {
  route: Route;
  /** Until the platform's configuration arrives, the bar only holds its place. */
  config: PlatformConfig | undefined;
}

/** booking-funnel.md §2, stepper: the steps of the visitor's track; the ones before are visited. */
export function FunnelStepper({ route, config }: FunnelStepperProps) {
  const { t } = useTranslation();
  const booking = useBookingStore((state) => state.booking);
  const funnel = useBookingStore((state) => state.funnel);
  const entries = config ? stepperSteps(booking, funnel, config) : [];
  const activeIndex = entries.findIndex((entry) => entry.step === stepOfRoute(route));
  const visited = entries.slice(0, Math.max(activeIndex, 0)).map((entry) => entry.step);

  return (
    <div className={styles.bar}>
      <div className={styles.inner}>
        {entries.length > 0 && (
          <Stepper
            label={t('shell.stepper.label')}
            visitedLabel={t('shell.stepper.visited')}
            progressLabel={(number, count) => t('shell.stepper.progress', { number, count })}
            steps={entries.map((entry) => ({
              id: entry.step,
              number: entry.number,
              label: t(`shell.stepper.steps.${entry.step}`),
              state: stepState(entry.step, route, visited),
            }))}
          />
        )}
      </div>
    </div>
  );
}
