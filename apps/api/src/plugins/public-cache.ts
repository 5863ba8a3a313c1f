import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { CatalogueVersion } from '../db/catalogue-version.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A public catalogue read: its answer depends only on the URL and the catalogue, never on the caller. */
    publicCache?: boolean;
  }
}

/** Stock and ratings change with every order and review: caches must ask again, a 304 keeps that cheap. */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=0, must-revalidate';
export const CACHE_STATUS_HEADER = 'x-cache';

export interface PublicCacheOptions {
  version: CatalogueVersion;
  /** Most answers kept (least recently used go first). */
  maxEntries?: number;
  /**
   * How long an answer may be reused without a write seen by this process. Unlimited on PGlite, which one
   * process owns; on PostgreSQL another process (a second server, a CLI) may write.
   */
  maxAgeMs?: number;
}

interface Entry {
  /** Encoded once: a hit writes the bytes as they are. */
  body: Buffer;
  etag: string;
  contentType: string;
  cacheControl: string;
  storedAt: number;
}

const MAX_BODY_CHARS = 1 << 20;
const missVersion = Symbol('publicCacheVersion');

type CachedRequest = FastifyRequest & { [missVersion]?: number };

function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const value = tag.trim();
    return value === '*' || value === etag || value === `W/${etag}`;
  });
}

function sendCached(request: FastifyRequest, reply: FastifyReply, entry: Entry): FastifyReply {
  reply
    .header('etag', entry.etag)
    .header('cache-control', entry.cacheControl)
    .header(CACHE_STATUS_HEADER, 'hit');
  if (matches(request.headers['if-none-match'], entry.etag)) return reply.code(304).send();
  return reply.header('content-type', entry.contentType).send(entry.body);
}

/**
 * Caches the serialized 200 answers of routes marked `config: { publicCache: true }` by URL, for the current
 * catalogue version (any committed catalogue write empties it), with a strong ETag and `If-None-Match` → 304.
 * A hit skips validation, the handler and the response serializer: it was the answer to this exact URL.
 */
export function registerPublicCache(
  app: FastifyInstance,
  { version, maxEntries = 1000, maxAgeMs = Number.POSITIVE_INFINITY }: PublicCacheOptions,
): void {
  const entries = new Map<string, Entry>();
  let entriesVersion = version.current;

  // hooks of this scope run after the identity hook, so a bad token still gets its 401
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' || !request.routeOptions.config.publicCache) return;
    const current = version.current;
    if (entriesVersion !== current) {
      entries.clear();
      entriesVersion = current;
    }
    const entry = entries.get(request.url);
    if (entry && Date.now() - entry.storedAt <= maxAgeMs) {
      entries.delete(request.url);
      entries.set(request.url, entry);
      return sendCached(request, reply, entry);
    }
    (request as CachedRequest)[missVersion] = current;
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const started = (request as CachedRequest)[missVersion];
    if (started === undefined || reply.statusCode !== 200 || typeof payload !== 'string') return payload;
    const etag = `"${createHash('sha1').update(payload).digest('base64url')}"`;
    const cacheControl = (reply.getHeader('cache-control') as string | undefined) ?? PUBLIC_CACHE_CONTROL;
    reply.header('etag', etag).header('cache-control', cacheControl).header(CACHE_STATUS_HEADER, 'miss');
    // an answer read before a write committed must not outlive that write
    if (started === version.current && entriesVersion === started && payload.length <= MAX_BODY_CHARS) {
      entries.set(request.url, {
        body: Buffer.from(payload),
        etag,
        contentType: String(reply.getHeader('content-type')),
        cacheControl,
        storedAt: Date.now(),
      });
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
    }
    if (matches(request.headers['if-none-match'], etag)) {
      reply.code(304);
      return '';
    }
    return payload;
  });
}
