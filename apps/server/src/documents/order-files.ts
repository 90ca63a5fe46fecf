import { createHash } from 'node:crypto';
import { documentPaths } from './document-paths.ts';
import type { OrderDocuments } from './documents-repo.ts';

/** An entry of the files list (checkout-and-account.md §7, files and calendar). */
export interface OrderFile {
  Key: string;
  Url: string;
  ETag: string;
  LastModified: string;
}

/**
 * The files of a paid order: all its tickets in one PDF, each ticket alone, and the invoice. Keys
 * hold the order id, and the invoice's also `facture`, as the account pages find them (§4).
 */
export function orderFiles(documents: OrderDocuments, ticketCount: number): OrderFile[] {
  const paths = documentPaths(documents.accessToken);
  const prefix = `order/${documents.orderId}`;
  const files: Array<[string, string]> = [];
  if (ticketCount > 0) files.push([`${prefix}/tickets.pdf`, paths.tickets]);
  for (let number = 1; number <= ticketCount; number += 1) {
    files.push([`${prefix}/ticket-${number}.pdf`, paths.ticket(number)]);
  }
  files.push([`${prefix}/facture-${documents.invoiceNumber}.pdf`, paths.invoice]);
  return files.map(([Key, Url]) => ({
    Key,
    Url,
    // The PDFs are drawn from rows written once, when the order was paid: they never change.
    ETag: `"${createHash('sha256').update(`${Key}@${documents.issuedAt}`).digest('base64url').slice(0, 22)}"`,
    LastModified: documents.issuedAt,
  }));
}
