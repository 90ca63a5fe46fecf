import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { renderAt } from '../../testing/render-app.tsx';
import { InfoTip } from './info-tip.tsx';

const FLEXIBLE_RATE = {
  code: 'FLEXIBLE_RATE',
  title: 'Tarif flexible',
  text: 'Changez la date de vos billets jusqu’à 72 heures avant la visite.',
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function stubContent(answer: () => Response) {
  const calls: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit) => {
      calls.push(JSON.parse(String(init.body)));
      return answer();
    }),
  );
  return calls;
}

it('opens the tooltip of its code from a button, in the page language', async () => {
  const calls = stubContent(() => Response.json({ nodes: [FLEXIBLE_RATE] }));
  renderAt('/fr/summary', <InfoTip code="FLEXIBLE_RATE" />);

  const button = await screen.findByRole('button', {
    name: 'Plus d’informations\u00a0: Tarif flexible',
  });
  expect(calls).toEqual([{ query: 'tooltip', variables: { language: 'fr' } }]);
  fireEvent.click(button);
  const dialog = await screen.findByRole('dialog', { name: 'Tarif flexible' });
  expect(dialog.textContent).toContain('72 heures');
});

it('shows nothing for a code the service does not know, or when the service fails', async () => {
  stubContent(() => Response.json({ nodes: [FLEXIBLE_RATE] }));
  const { unmount } = renderAt('/fr/summary', <InfoTip code="INSURANCE" />);
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(screen.queryByRole('button')).toBeNull();
  unmount();

  stubContent(() => new Response('', { status: 503 }));
  renderAt('/fr/summary', <InfoTip code="FLEXIBLE_RATE" />);
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(screen.queryByRole('button')).toBeNull();
});
