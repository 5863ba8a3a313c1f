import { startLeanApp } from '@souk/web';
import { AppProvider } from './app/provider.js';
import { routes } from './app/routes.js';
import './styles.css';

// the same routes on the lean engine: the data router's state machine is about 16 KB of gzip a shopper's
// first load has no room for (issue 21)
startLeanApp({ routes, Provider: AppProvider });
// issue 22: the service worker, the offline banner and the update prompt come after the app, in a chunk of
// their own that starts as it is imported
import('./features/offline/pwa.js');
