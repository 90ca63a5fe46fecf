import { errorCode, useErrorMessage } from '../../lib/error-message.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { Alert } from './alert.tsx';
import { Button } from './button.tsx';

export interface FailedQuery {
  error: unknown;
  isFetching: boolean;
  refetch: () => unknown;
}

interface LoadFailureProps {
  query: FailedQuery;
  /** What could not be loaded, when the spec words it; otherwise the failure's own message. */
  message?: string;
}

/**
 * A read that failed, instead of an endless spinner: what happened, in the visitor's language
 * (CONVENTIONS.md §5). An unexpected failure (the network, the server) offers "Try again", which
 * asks again, busy while it does; an expected one (an order not found) is an answer, not retried.
 */
export function LoadFailure({ query, message }: LoadFailureProps) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  return (
    <Alert tone="danger">
      <p>{message ?? errorMessage(query.error)}</p>
      {errorCode(query.error) === 'GENERIC' && (
        <Button
          variant="secondary"
          isPending={query.isFetching}
          onClick={() => void query.refetch()}
        >
          {t('common.retry')}
        </Button>
      )}
    </Alert>
  );
}
