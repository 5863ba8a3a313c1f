import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { unavailable } from '../domain/errors.js';
import { DATABASE_UNAVAILABLE, type DatabaseOutage } from '../lib/database-outage.js';

export interface HealthAnswer {
  status: 'ok';
  database: Database['driver'];
}

/** How long readiness waits for `select 1`: a balancer's health check must get its answer well within its own timeout. */
export const READINESS_TIMEOUT_MS = 2000;

/**
 * GET /api/health (liveness): the process is up and answering. It does not touch the database — an
 * orchestrator restarting every instance because PostgreSQL is away would only make the outage longer.
 */
export function health(database: Database): HealthAnswer {
  return { status: 'ok', database: database.driver };
}

/**
 * GET /api/health/ready (readiness): the database answers `select 1` within `READINESS_TIMEOUT_MS`, else
 * `unavailable` (503) — the load balancer routes around this instance until it answers again.
 */
export async function readiness(
  database: Database,
  outage?: DatabaseOutage,
  timeoutMs = READINESS_TIMEOUT_MS,
): Promise<HealthAnswer> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('database is not answering: timeout exceeded')), timeoutMs);
  });
  try {
    await Promise.race([database.db.execute(sql`select 1`), timeout]);
  } catch (error) {
    outage?.failed(error);
    throw unavailable(DATABASE_UNAVAILABLE);
  } finally {
    clearTimeout(timer);
  }
  outage?.reachable();
  return health(database);
}
