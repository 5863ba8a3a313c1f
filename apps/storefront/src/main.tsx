import {
  getQueryClient,
  hydrateEmbeddedState,
  reportWebVitals,
  routePattern,
  vitalsEndpoint,
} from '@souk/web';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { AppProvider } from './app/provider.js';
import { routes } from './app/routes.js';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('#root missing from index.html');

hydrateEmbeddedState(getQueryClient());

const router = createBrowserRouter(routes);

const app = (
  <StrictMode>
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>
  </StrictMode>
);

// Public catalogue screens arrive rendered by the server: React hydrates that markup once the route's
// modules and (embedded) data are ready, so the first render is the server's page, not a blank or loading one.
if (root.hasChildNodes()) {
  const hydratePage = () => hydrateRoot(root, app);
  if (router.state.initialized) hydratePage();
  else {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      hydratePage();
    });
  }
} else {
  createRoot(root).render(app);
}
// spec §7 Other: field data, loaded lazily once the page is interactive
reportWebVitals({
  route: () => routePattern(router.state.matches),
  enabled: import.meta.env.PROD || import.meta.env.VITE_WEB_VITALS === 'true',
  endpoint: vitalsEndpoint(),
});
