import pg from 'pg';
import { defineConfig, type ViteUserConfig } from 'vitest/config';
import { adminUrl } from './test/postgres-url.js';

/** PostgreSQL is on every development and CI machine; a fresh laptop without it runs the PGlite project only. */
async function postgresReachable(): Promise<boolean> {
  const client = new pg.Client({ connectionString: adminUrl(), connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

export default defineConfig(async (): Promise<ViteUserConfig> => {
  const withPostgres = await postgresReachable();
  if (!withPostgres) {
    if (process.env.CI)
      throw new Error(`PostgreSQL is not reachable at ${adminUrl()}; CI runs every test on it.`);
    console.warn(`\n⚠ PostgreSQL not reachable at ${adminUrl()}: running the API tests on PGlite only.\n`);
  }
  const shared = {
    include: ['test/**/*.test.ts', 'src/**/*.test.ts', 'bench/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  };
  return {
    // tests use @souk/core's source (its `@souk/source` export condition), never a stale build
    resolve: { conditions: ['@souk/source'] },
    ssr: { resolve: { conditions: ['@souk/source'], externalConditions: ['@souk/source'] } },
    test: {
      projects: [
        {
          extends: true as const,
          test: {
            ...shared,
            name: 'pglite',
            env: { SOUK_TEST_DB: 'pglite' },
            globalSetup: ['test/pglite-setup.ts'],
          },
        },
        ...(withPostgres
          ? [
              {
                extends: true as const,
                test: {
                  ...shared,
                  name: 'postgres',
                  env: { SOUK_TEST_DB: 'postgres' },
                  globalSetup: ['test/postgres-setup.ts'],
                },
              },
            ]
          : []),
      ],
    },
  };
});
