/** Where the files of the order that `accessToken` opens are downloaded (files-routes.ts). */
export function documentPaths(accessToken: string) {
  const base = `/api/documents/${accessToken}`;
  return {
    tickets: `${base}/tickets.pdf`,
    ticket: (number: number) => `${base}/tickets/${number}.pdf`,
    invoice: `${base}/invoice.pdf`,
  };
}
