import './styles/global.css';
import { routeOfPath } from '@sesame/domain/funnel/routes';
import { DEFAULT_LANGUAGE } from '@sesame/domain/i18n/language';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { setLanguage } from './lib/i18n.ts';
import { platformQuery } from './lib/platform-query.ts';
import { createQueryClient } from './lib/query-client.ts';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

const queryClient = createQueryClient();
// The platform configuration and the catalogue load side by side before the first render.
void queryClient.prefetchQuery(platformQuery());
const language = routeOfPath(window.location.pathname)?.language ?? DEFAULT_LANGUAGE;

void setLanguage(language).then(() => {
  createRoot(root).render(
    <StrictMode>
      <App queryClient={queryClient} />
    </StrictMode>,
  );
});
