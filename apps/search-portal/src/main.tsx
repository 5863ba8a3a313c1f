import { reportWebVitals } from '@souk/ui';
import { type DehydratedState, hydrate } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { AppProvider } from './app/provider.js';
import { AppRoutes } from './app/router.js';
import { EMBEDDED_STATE_ID } from './lib/embedded-state.js';
import { getQueryClient } from './lib/query-client.js';
import { portalRoute, vitalsEndpoint } from './lib/report-web-vitals.js';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('#root missing from index.html');

// a server-rendered page embeds the data it was rendered with: the query cache starts from it, as fresh as
// this response (the server drops a kept page on any catalogue change, so its data is current)
const embedded = document.getElementById(EMBEDDED_STATE_ID);
if (embedded?.textContent) {
  const state = JSON.parse(embedded.textContent) as DehydratedState;
  const now = Date.now();
  for (const query of state.queries) query.state.dataUpdatedAt = now;
  hydrate(getQueryClient(), state);
}

const app = (
  <StrictMode>
    <BrowserRouter>
      <AppProvider>
        <AppRoutes />
      </AppProvider>
    </BrowserRouter>
  </StrictMode>
);
// the landing and results pages arrive rendered by the server: React hydrates them (the lazy screen
// hydrates once its preloaded chunk has run); anything else renders in the browser
if (root.hasChildNodes()) hydrateRoot(root, app);
else createRoot(root).render(app);
// spec §7 Other: field data, loaded lazily once the page is interactive
reportWebVitals({
  route: () => portalRoute(window.location.pathname),
  enabled: import.meta.env.PROD || import.meta.env.VITE_WEB_VITALS === 'true',
  endpoint: vitalsEndpoint(),
});
