import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { AppProvider } from './app/provider.js';
import { AppRoutes } from './app/router.js';
import { portalRoute } from './lib/report-web-vitals.js';
import './styles.css';
import { getQueryClient, hydrateEmbeddedState, reportWebVitals, vitalsEndpoint } from '@souk/web';

const root = document.getElementById('root');
if (!root) throw new Error('#root missing from index.html');

hydrateEmbeddedState(getQueryClient());

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
