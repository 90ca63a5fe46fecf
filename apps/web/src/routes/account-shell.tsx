import type { ReactNode } from 'react';
import { AccountLayout } from '../features/account/account-layout.tsx';
import { ACCOUNT_QUERY_KEY } from '../features/account/account-queries.ts';
import type { AccountRoute } from '../features/account/account-routes.ts';
import { useBookingStore } from '../features/booking/booking-store.ts';
import { signOut } from '../lib/idp-session.ts';
import { useQueryClient } from '../lib/query/index.ts';
import { useNavigate } from '../lib/router.tsx';
import { useLanguage } from '../lib/use-language.ts';
import { pathOf } from '../paths.ts';

/** What every account page shows around its content: the account layout, wired to the session. */
export function AccountShell({
  route,
  title,
  lead,
  children,
}: {
  route: AccountRoute;
  title: string;
  lead?: ReactNode;
  children: ReactNode;
}) {
  const navigate = useNavigate();
  const language = useLanguage();
  const queryClient = useQueryClient();
  const firstName = useBookingStore((state) => state.customer?.firstName ?? '');
  const logOut = useBookingStore((state) => state.logOut);

  // checkout-and-account.md §2: disconnecting closes the identity session, clears the customer
  // and their tickets, and goes to identification. The tokens here are forgotten even when the
  // provider cannot be reached (signOut ends the local session whatever it answers).
  const disconnect = async () => {
    await signOut().catch(() => undefined);
    queryClient.removeQueries({ queryKey: ACCOUNT_QUERY_KEY });
    navigate(pathOf('identification', language));
    logOut();
  };

  return (
    <AccountLayout
      route={route}
      title={title}
      lead={lead}
      firstName={firstName}
      onDisconnect={disconnect}
    >
      {children}
    </AccountLayout>
  );
}
