// `pnpm --filter @souk/api dev`: the server in development mode, which trusts the front ends' dev servers
// (Vite on 5173 and 5174, Storybook on 6006) with CORS. `pnpm start` runs src/server.ts in production mode.
process.env.NODE_ENV ??= 'development';
await import('./server.js');
