import { webAppConfig } from '../../packages/web/src/vite/index.js';

export default webAppConfig({ port: 5173 });
