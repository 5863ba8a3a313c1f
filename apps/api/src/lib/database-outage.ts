import type { Logger } from './logger.js';

/** What a shopper reads while the database cannot be reached (answered 503 with `Retry-After`). */
export const DATABASE_UNAVAILABLE = 'The shop is briefly unavailable. Please try again in a few seconds.';

/** Seconds a client is asked to wait before trying again during an outage. */
export const OUTAGE_RETRY_AFTER_SECONDS = 5;

/** Socket errors of a connection that cannot be made or was lost (node, pg). */
const CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * SQLSTATEs of a server going away or not taking connections: class 08 (connection exception), 57P01–57P03
 * (admin/crash shutdown, cannot connect now) and 53300 (too many connections).
 */
const CONNECTION_SQLSTATES = /^(08\w{3}|57P0[1-3]|53300)$/;

/** node-postgres reports a lost connection or a pool timeout by message only. */
const CONNECTION_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  // a connection not made within the client's connectionTimeoutMillis
  'timeout expired',
  'Client has encountered a connection error',
  'Client was closed and is not queryable',
];

/**
 * True when `error` (or what it wraps: Drizzle puts the driver's error in `cause`, an `AggregateError`
 * holds one per address) says the database could not be reached — not that a query was wrong.
 */
export function isDatabaseUnreachable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 4) return false;
  const { code, message, cause, errors } = error as {
    code?: unknown;
    message?: unknown;
    cause?: unknown;
    errors?: unknown;
  };
  if (typeof code === 'string' && (CONNECTION_CODES.has(code) || CONNECTION_SQLSTATES.test(code)))
    return true;
  if (typeof message === 'string' && CONNECTION_MESSAGES.some((known) => message.includes(known)))
    return true;
  if (Array.isArray(errors) && errors.some((inner) => isDatabaseUnreachable(inner, depth + 1))) return true;
  return isDatabaseUnreachable(cause, depth + 1);
}

/** The innermost message: the driver's reason, not Drizzle's "Failed query: <the whole statement>". */
function rootMessage(error: unknown): string {
  let message = String(error);
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    if (current instanceof Error) message = current.message;
    current = (current as { cause?: unknown }).cause;
  }
  return message;
}

export interface DatabaseOutage {
  /** Something could not reach the database: logs the outage's first failure and starts probing. */
  failed(error: unknown): void;
  /** The database answered: logs the end of an outage. */
  reachable(): void;
  /** True between the first failure and the database answering again. */
  readonly down: boolean;
  /** Stops probing (the server closes). */
  stop(): void;
}

export interface DatabaseOutageOptions {
  log: Pick<Logger, 'info' | 'error'>;
  /** One cheap query (`select 1`); resolves when the database answers. */
  probe: () => Promise<unknown>;
  probeEveryMs?: number;
  now?: () => number;
}

/**
 * One log line per outage, not one per request: the first failure logs "database unreachable", then a
 * probe every second notices the database answering again and logs how long it was away. Requests during
 * the outage only ask `down`; the pool reconnects by itself.
 */
export function createDatabaseOutage({
  log,
  probe,
  probeEveryMs = 1000,
  now = Date.now,
}: DatabaseOutageOptions): DatabaseOutage {
  let since: number | undefined;
  let timer: NodeJS.Timeout | undefined;
  let probing = false;

  const stopProbing = () => {
    if (timer) clearInterval(timer);
    timer = undefined;
  };
  const tryProbe = () => {
    if (probing) return;
    probing = true;
    probe()
      .then(
        () => outage.reachable(),
        () => {},
      )
      .finally(() => {
        probing = false;
      });
  };

  const outage: DatabaseOutage = {
    get down() {
      return since !== undefined;
    },
    failed(error) {
      if (since !== undefined) return;
      since = now();
      const reason = rootMessage(error);
      log.error({ reason }, `database unreachable (${reason}); answering 503 until it is back`);
      timer = setInterval(tryProbe, probeEveryMs);
      timer.unref();
    },
    reachable() {
      if (since === undefined) return;
      const seconds = ((now() - since) / 1000).toFixed(1);
      since = undefined;
      stopProbing();
      log.info({ seconds: Number(seconds) }, `database reachable again after ${seconds} s`);
    },
    stop: stopProbing,
  };
  return outage;
}
