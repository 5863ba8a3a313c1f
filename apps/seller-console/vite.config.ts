import { webAppConfig } from '../../packages/web/src/vite/index.js';

// served by the API server under /seller: the build's files are referenced (and served) below that prefix,
// so they never shadow the storefront's or the portal's
export default webAppConfig({ port: 5175, base: '/seller/' });
