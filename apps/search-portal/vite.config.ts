import { webAppConfig } from '../../packages/web/src/vite/index.js';

// the API server serves both front ends' dist folders at the root: the portal's files get their own folder
// so they never shadow the storefront's /assets
export default webAppConfig({ port: 5174, assetsDir: 'portal-assets' });
