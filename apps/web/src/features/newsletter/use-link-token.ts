import { useEffect, useState } from 'react';
import { useLocation } from '../../lib/router.tsx';

/**
 * The token of a newsletter e-mail's link (`#token=…`: the fragment reaches no server, log or
 * Referer header), read once; it then leaves the address bar, so that it is not shared by
 * accident with the page's address.
 */
export function useLinkToken(): string | null {
  const location = useLocation();
  const [token] = useState(() => new URLSearchParams(location.hash.replace(/^#/, '')).get('token'));
  useEffect(() => {
    if (token === null) return;
    window.history.replaceState(window.history.state, '', location.pathname + location.search);
  }, [token, location.pathname, location.search]);
  return token;
}
