import { mergeConfig } from 'vite';
import { webAppConfig } from '../../packages/web/src/vite/index.js';

const base = webAppConfig({ port: 5173 });

/**
 * The libraries every screen runs on (React, the query cache, zod, ky, valtio, the class helpers) in one
 * chunk: the shop page then downloads them as one gzip stream instead of the handful of shared chunks the
 * automatic splitting cut them into — and a new lazy chunk (admin mode's) cannot re-cut the first load.
 * Measured (pnpm size): shop page 155.4 → 153.4 KB gzip with admin mode in; every route unchanged.
 */
const RUNTIME =
  /node_modules[\\/](?:\.pnpm[\\/][^\\/]+[\\/]node_modules[\\/])?(?:react|react-dom|scheduler|zod|ky|valtio|proxy-compare|@tanstack[\\/](?:query-core|react-query)|class-variance-authority|clsx|tailwind-merge)[\\/]/;

export default ((env) =>
  mergeConfig(base(env), {
    build: {
      rolldownOptions: { output: { codeSplitting: { groups: [{ name: 'runtime', test: RUNTIME }] } } },
    },
  })) satisfies typeof base;
