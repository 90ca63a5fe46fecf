import type { Booking } from '@sesame/domain/booking/booking';
import {
  CompletionDatesError,
  presetCompletion,
} from '@sesame/domain/completion/completion-preset';
import { useState } from 'react';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { useErrorMessage } from '../../lib/error-message.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { useQueryClient } from '../../lib/query/index.ts';
import { orderToCompleteQuery, startCompletion } from './completion-calls.ts';

interface AddExtrasButtonProps {
  orderId: string;
  /** The session takes the preset booking on the completion order (features/booking). */
  onEnter: (booking: Booking, completion: { orderId: string; shortOrderId: string }) => unknown;
}

/**
 * checkout-and-account.md §4, loading a single order for completion: the paid order is loaded,
 * presets a new booking (readings.md §6) and a completion order is opened for the extras. A
 * failure clears the loading state and says 'Error when set order to complete {id}', or the
 * server's reason (an order changed by the park, a visit over).
 */
export function AddExtrasButton({ orderId, onEnter }: AddExtrasButtonProps) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const queryClient = useQueryClient();
  const [loading, setLoading] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const addExtras = async () => {
    setLoading(true);
    setFailure(null);
    try {
      const order = await queryClient.fetchQuery(orderToCompleteQuery(orderId));
      // An order that cannot be loaded fails as invalid dates do (§8, single order load failure).
      if (!order) throw new CompletionDatesError(orderId);
      const booking = presetCompletion(order);
      await onEnter(booking, await startCompletion(order.id));
    } catch (error) {
      setFailure(
        error instanceof CompletionDatesError
          ? t('completion.addExtras.loadError', { id: orderId })
          : errorMessage(error),
      );
      setLoading(false);
    }
  };

  return (
    <div>
      <Button variant="secondary" onClick={addExtras} isPending={loading}>
        {t('completion.addExtras.button')}
      </Button>
      {failure && <Alert tone="danger">{failure}</Alert>}
    </div>
  );
}
