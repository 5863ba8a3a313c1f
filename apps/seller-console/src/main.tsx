import { startApp } from '@souk/web';
import { AppProvider } from './app/provider.js';
import { routes } from './app/routes.js';
import './styles.css';

startApp({ routes, Provider: AppProvider });
