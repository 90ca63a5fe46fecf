import { cleanup, screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { renderAt } from '../../testing/render-app.tsx';
import { OrderDownloads } from './order-downloads.tsx';

const ORDER_ID = '6f1c1f0e-8d1e-4a57-9b1e-0d6f3f0a2c11';
const SECRET = 'k'.repeat(43);
const file = (key: string, url: string) => ({
  Key: `order/${ORDER_ID}/${key}`,
  Url: `/api/documents/${SECRET}/${url}`,
  ETag: '"e"',
  LastModified: '2027-05-02T10:15:00.000Z',
});
const FILES = [
  file('tickets.pdf', 'tickets.pdf'),
  file('ticket-1.pdf', 'tickets/1.pdf'),
  file('facture-FR-2027-000042.pdf', 'invoice.pdf'),
];

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function stubFiles(answer: () => Response) {
  const urls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      urls.push(url);
      return answer();
    }),
  );
  return urls;
}

it('offers the PDF tickets and the invoice of the order at once', async () => {
  const urls = stubFiles(() => Response.json(FILES));
  renderAt('/fr/confirmation', <OrderDownloads orderId={ORDER_ID} byPost={false} />);

  const tickets = await screen.findByRole('link', { name: 'Télécharger mes billets (PDF)' });
  expect(tickets.getAttribute('href')).toBe(`/api/documents/${SECRET}/tickets.pdf`);
  expect(tickets.hasAttribute('download')).toBe(true);
  const invoice = screen.getByRole('link', { name: 'Télécharger ma facture (PDF)' });
  expect(invoice.getAttribute('href')).toBe(`/api/documents/${SECRET}/invoice.pdf`);
  expect(urls).toEqual([`/api/files?orderId=${ORDER_ID}`]);
  expect(screen.getByRole('heading', { name: 'Vos documents' })).toBeTruthy();
});

it('offers only the invoice when the tickets go by post (readings.md 16)', async () => {
  stubFiles(() => Response.json(FILES));
  renderAt('/fr/confirmation', <OrderDownloads orderId={ORDER_ID} byPost />);

  await screen.findByRole('link', { name: 'Télécharger ma facture (PDF)' });
  expect(screen.queryByRole('link', { name: 'Télécharger mes billets (PDF)' })).toBeNull();
});

it('says where the documents are when the list cannot be read', async () => {
  stubFiles(() => new Response('{}', { status: 503 }));
  renderAt('/fr/confirmation', <OrderDownloads orderId={ORDER_ID} byPost={false} />);

  const alert = await screen.findByRole('alert');
  expect(alert.textContent).toContain('e-mail de confirmation');
  expect(screen.queryByRole('link')).toBeNull();
});
