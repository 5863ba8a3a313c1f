import cookie from '@fastify/cookie';
import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import { GUEST_SESSION_HEADER } from '@souk/core';
import Fastify from 'fastify';
import type { Config } from './config.js';
import { FRESHNESS_MAX_AGE_MS, watchCatalogueChanges } from './db/catalogue-freshness.js';
import type { Database } from './db/client.js';
import { createLimitStore } from './db/create-limit-store.js';
import { createDatabaseOutage } from './lib/database-outage.js';
import { createTokenService } from './lib/tokens.js';
import { paymentPageSources } from './plugins/content-security-policy.js';
import { registerErrorHandling } from './plugins/error-handler.js';
import { type Frontend, registerFrontends } from './plugins/frontends.js';
import { collectOpenApi } from './plugins/openapi.js';
import { createPublicCache } from './plugins/public-cache.js';
import { rateLimitStore } from './plugins/rate-limit-store.js';
import { rejectNulBytes } from './plugins/reject-nul-bytes.js';
import { registerSecurityHeaders } from './plugins/security-headers.js';
import { registerZodProvider, type ZodTypeProvider } from './plugins/zod-provider.js';
import { healthRoutes } from './routes/health.js';
import { sellerArea } from './routes/seller/index.js';
import { storeArea } from './routes/store/index.js';
import { readiness } from './services/health.js';
import { createMediaStorage } from './services/media/create-media-storage.js';
import type { MediaStorage } from './services/media/media-storage.js';
import { productPageRedirect } from './services/product-redirects.js';
import { trustSoleWriter } from './services/search/sole-writer.js';
import { shopLanguageLookup, shopNameLookup } from './services/shop-names.js';
import type { App, Deps } from './types.js';

export interface BuildAppOptions {
  config: Config;
  database: Database;
  /** Built front ends to serve beside the API; omitted in API-only tests. */
  frontends?: readonly Frontend[];
  /** Where images are stored; default the config's (disk or S3). */
  mediaStorage?: MediaStorage;
  /** Pino logger options; `false` silences logs (tests). */
  logger?: boolean | Record<string, unknown>;
}

/** Builds the server: plugins, the one error mapping, and the store and seller areas under /api. */
export async function buildApp({
  config,
  database,
  logger,
  frontends,
  mediaStorage,
}: BuildAppOptions): Promise<App> {
  const app = Fastify({
    logger: logger ?? { level: config.logLevel },
    bodyLimit: 256 * 1024,
    trustProxy: config.trustProxy,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 300 },
  }).withTypeProvider<ZodTypeProvider>();

  registerZodProvider(app, { checkResponses: config.env !== 'production' });
  // while the database cannot be reached, requests are answered 503 and the outage is logged once
  const outage = createDatabaseOutage({ log: app.log, probe: () => readiness(database) });
  database.onUnreachable((error) => outage.failed(error));
  app.addHook('onClose', async () => outage.stop());
  registerErrorHandling(app, { outage });
  const openApi = collectOpenApi(app);

  // the embedded database has one writer, this process: searches read the change log only after a write
  if (database.driver === 'pglite') trustSoleWriter(database.db, database.catalogueVersion);
  // PGlite has one writer, this process; on PostgreSQL another server may write the catalogue: before an
  // answer from a cache, one indexed read of the change log says whether one did (db/catalogue-freshness.ts)
  const freshness =
    database.driver === 'postgres'
      ? watchCatalogueChanges(database.db, database.catalogueVersion)
      : undefined;
  const publicCache = createPublicCache({
    version: database.catalogueVersion,
    ...(freshness ? { maxAgeMs: FRESHNESS_MAX_AGE_MS } : {}),
  });
  if (freshness) {
    app.addHook('onRequest', async (request) => {
      if (request.method === 'GET' && request.routeOptions.config.publicCache) await freshness.refresh();
    });
  }
  // first of all hooks but the freshness check: a cached public catalogue read is answered before helmet,
  // cors, cookie and identity run (it replays the headers they set on an earlier answer of the route)
  app.addHook('onRequest', publicCache.answerEarly);
  await registerSecurityHeaders(app, config);
  await app.register(cors, {
    origin: (origin, callback) => callback(null, !origin || config.allowedOrigins.includes(origin)),
    credentials: true,
    allowedHeaders: ['Content-Type', 'Authorization', GUEST_SESSION_HEADER],
    methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
  });
  await app.register(cookie);
  // every limit counts where every server sees it (Redis, else PostgreSQL, else this process's memory)
  const limits = await createLimitStore(config, database, app.log);
  app.addHook('onClose', () => limits.close());
  await app.register(rateLimit, { global: false, store: rateLimitStore(limits) });
  app.decorate('authRateLimit', config.authRateLimit);

  const tokens = createTokenService(config.jwtSecret);
  const deps: Deps = {
    db: database.db,
    database,
    config,
    tokens,
    media: mediaStorage ?? createMediaStorage(config.media),
    limits,
    outage,
  };

  await app.register(
    async (api) => {
      const typed = api as unknown as App;
      // PostgreSQL text cannot hold NUL: refuse it for every call before it reaches a query
      typed.addHook('preValidation', rejectNulBytes);
      publicCache.register(typed);
      healthRoutes(typed, deps);
      // the two API areas, each with its own sign-in: shoppers (spec §7) and the seller console
      await typed.register(async (store) => storeArea(store as unknown as App, deps));
      await typed.register(async (seller) => sellerArea(seller as unknown as App, deps));
      openApi.route(typed);
    },
    { prefix: '/api' },
  );
  if (frontends) {
    await registerFrontends(app, frontends, {
      publicUrl: config.publicUrl,
      catalogueVersion: database.catalogueVersion,
      ...(freshness ? { maxAgeMs: FRESHNESS_MAX_AGE_MS, refresh: freshness.refresh } : {}),
      movedTo: (url) => productPageRedirect(database.db, url),
      paramExists: { sellerName: shopNameLookup(database.db, database.catalogueVersion) },
      shopLanguage: shopLanguageLookup(database.db, database.catalogueVersion),
      render: config.render,
      paymentPageSources: paymentPageSources(config.payments),
    });
  }

  return app;
}
