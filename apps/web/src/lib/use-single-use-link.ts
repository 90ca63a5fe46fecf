import { useEffect, useRef } from 'react';

/**
 * A single-use link (an activation, a confirmation) followed once as its page opens, even when
 * an effect runs twice, since a second try would find it spent; and again on demand after a
 * failure. Asked again, the page shows its spinner in place of the failure and its button: focus
 * moves to `outcome`, where the spinner and then the answer show, rather than falling to the page.
 */
export function useSingleUseLink(token: string | null, follow: (token: string) => void) {
  const outcome = useRef<HTMLDivElement>(null);
  const followed = useRef(false);

  useEffect(() => {
    if (token === null || followed.current) return;
    followed.current = true;
    follow(token);
  }, [token, follow]);

  const retry = () => {
    outcome.current?.focus();
    if (token !== null) follow(token);
  };
  return { outcome, retry };
}
