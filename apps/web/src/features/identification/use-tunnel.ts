import { useSearchParams } from '../../lib/router.tsx';

/**
 * checkout-and-account.md §2: identification, signup and account take the query context
 * `tunnel` when they are steps of a booking's checkout. A booking in progress is one too, so that
 * the summary's link (which carries no query) keeps the visitor on the way to payment.
 */
export function useTunnel(bookingInProgress: boolean) {
  const [params] = useSearchParams();
  const inTunnel = params.get('context') === 'tunnel' || bookingInProgress;
  return {
    inTunnel,
    /** The path of another identification page, in the same context. */
    withContext: (path: string) => (inTunnel ? `${path}?context=tunnel` : path),
  };
}
