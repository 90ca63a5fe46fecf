import { queryOptions, skipToken } from '../../lib/query/index.ts';

/** An entry of the files list (checkout-and-account.md §7, files and calendar). */
export interface OrderFile {
  Key: string;
  Url: string;
  ETag: string;
  LastModified: string;
}

/** §4: the account pages refresh files at most once per 60 seconds; so does the confirmation. */
const FILES_STALE_MS = 60_000;

/**
 * checkout-and-account.md §7: `GET /api/files?orderId=` lists a paid order's files (its tickets
 * and invoice) for whoever holds the order's secret, as a guest does on the confirmation page.
 */
export function orderFilesQuery(orderId: string | null) {
  return queryOptions({
    queryKey: ['order-files', orderId],
    staleTime: FILES_STALE_MS,
    queryFn: orderId
      ? async ({ signal }): Promise<OrderFile[]> => {
          const response = await fetch(`/api/files?orderId=${encodeURIComponent(orderId)}`, {
            headers: { accept: 'application/json' },
            // §7: the files call carries no credentials; the order's secret is all it needs.
            credentials: 'omit',
            signal,
          });
          if (!response.ok) throw new Error(`The order's files answered ${response.status}`);
          return (await response.json()) as OrderFile[];
        }
      : skipToken,
  });
}

/** The PDF of all the order's tickets, and its invoice (whose key holds `facture`, §4). */
export function orderDocuments(files: readonly OrderFile[]) {
  return {
    tickets: files.find((file) => file.Key.endsWith('/tickets.pdf')) ?? null,
    invoice: files.find((file) => file.Key.includes('/facture')) ?? null,
  };
}
