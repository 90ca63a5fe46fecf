import { withAccessToken } from '../../lib/auth-session.ts';
import { queryOptions } from '../../lib/query/index.ts';

/** An entry of the files list (checkout-and-account.md §7, files and calendar). */
export interface AccountFile {
  Key: string;
  Url: string;
  ETag: string;
  LastModified: string;
}

/** §4: files are refreshed at most once per 60 seconds. */
const FILES_STALE_MS = 60_000;

/** A fresh value per request, so that no cache on the way answers with another's list. */
function nonce(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(12)), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('');
}

/**
 * checkout-and-account.md §7: `GET /api/files` with the customer's bearer token and a nonce, no
 * credentials: the files of every order of the account.
 */
export function accountFilesQuery() {
  return queryOptions({
    queryKey: ['account', 'files'],
    staleTime: FILES_STALE_MS,
    queryFn: async ({ signal }): Promise<AccountFile[]> => {
      const response = await withAccessToken((accessToken) =>
        fetch(`/api/files?nonce=${nonce()}`, {
          headers: {
            accept: 'application/json',
            ...(accessToken ? { authorization: `Bearer ${accessToken}` } : {}),
          },
          credentials: 'omit',
          signal,
        }),
      );
      if (!response.ok) throw new Error(`The files list answered ${response.status}`);
      return (await response.json()) as AccountFile[];
    },
  });
}

/**
 * §4: an order's files are those whose key holds the order; its invoice's key holds the order id
 * and `facture`. The PDF of all tickets first, then each ticket in its number's order.
 */
export function filesOfOrder(files: readonly AccountFile[], orderId: string) {
  const own = files.filter((file) => file.Key.includes(`order/${orderId}/`));
  const ticketNumber = (file: AccountFile) => Number(/ticket-(\d+)\.pdf$/.exec(file.Key)?.[1]);
  return {
    allTickets: own.find((file) => file.Key.endsWith('/tickets.pdf')) ?? null,
    tickets: own
      .filter((file) => /\/ticket-\d+\.pdf$/.test(file.Key))
      .sort((a, b) => ticketNumber(a) - ticketNumber(b)),
    invoice: own.find((file) => file.Key.includes(orderId) && file.Key.includes('facture')) ?? null,
  };
}
