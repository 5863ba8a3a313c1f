import { AppShell, getQueryClient, hydrateEmbeddedState, startWebVitals } from '@souk/web';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { AppProvider } from './app/provider.js';
import { AppRoutes } from './app/router.js';
import { portalRoute } from './lib/report-web-vitals.js';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('#root missing from index.html');

hydrateEmbeddedState(getQueryClient());

const app = (
  <AppShell queryClient={getQueryClient()} Provider={AppProvider}>
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  </AppShell>
);
// the landing and results pages arrive rendered by the server: React hydrates them (the lazy screen
// hydrates once its preloaded chunk has run); anything else renders in the browser
if (root.hasChildNodes()) hydrateRoot(root, app);
else createRoot(root).render(app);
startWebVitals(() => portalRoute(window.location.pathname));
