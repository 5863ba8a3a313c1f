import { defineConfig } from 'vitest/config';

export default defineConfig({
  // @souk/core's source (its `@souk/source` export condition), so the workspace test needs no build of core
  resolve: { conditions: ['@souk/source'] },
  ssr: { resolve: { conditions: ['@souk/source'] } },
  test: {
    environment: 'node',
    include: ['*.test.mjs'],
    // Vitest leaves .mjs files to Node by default, which knows no `@souk/source`: run the CLI through Vite
    server: { deps: { inline: [/price-cart\.mjs$/] } },
  },
});
