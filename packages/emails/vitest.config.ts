import { defineConfig } from 'vitest/config';

export default defineConfig({
  // the mails render on the server: Node, and @souk/core's source rather than a stale build
  resolve: { conditions: ['@souk/source'] },
  ssr: { resolve: { conditions: ['@souk/source'], externalConditions: ['@souk/source'] } },
  test: { environment: 'node', include: ['src/**/*.test.{ts,tsx}'], testTimeout: 30_000 },
});
