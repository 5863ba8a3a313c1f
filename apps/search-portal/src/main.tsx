import { startLeanApp } from '@souk/web';
import { AppProvider } from './app/provider.js';
import { routes } from './app/routes.js';
import './styles.css';

// the data router's state machine does not fit the portal's size budget: the same routes on the lean engine
startLeanApp({ routes, Provider: AppProvider });
