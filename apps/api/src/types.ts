import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { Config } from './config.js';
import type { Database, Db } from './db/client.js';
import type { DatabaseOutage } from './lib/database-outage.js';
import type { LimitStore } from './lib/limits/limit-store.js';
import type { TokenService } from './lib/tokens.js';
import type { ZodTypeProvider } from './plugins/zod-provider.js';
import type { MediaStorage } from './services/media/media-storage.js';

/** The Fastify instance with the zod type provider: route schemas type the handlers. */
export type App = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/** What every router needs (a leaf module: routes import it, and it imports no route). */
export interface Deps {
  db: Db;
  database: Database;
  config: Config;
  tokens: TokenService;
  /** Where uploaded images are stored (disk or S3-compatible, by config). */
  media: MediaStorage;
  /** Where rate limits and sign-in throttles count, shared by every server (Redis, PostgreSQL or memory). */
  limits: LimitStore;
  /** The database outage being answered 503 (one log line per outage); absent in unit-built deps. */
  outage?: DatabaseOutage;
}
