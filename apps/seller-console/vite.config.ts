import { webAppConfig } from '../../packages/web/src/vite/index.js';
import { earlyStart } from './vite-early-start.js';

// served by the API server under /seller: the build's files are referenced (and served) below that prefix,
// so they never shadow the storefront's or the portal's. The built page starts the dashboard's code and
// data itself (vite-early-start.ts).
export default webAppConfig({ port: 5175, base: '/seller/', plugins: [earlyStart()] });
