import { createHash } from 'node:crypto';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  HookHandlerDoneFunction,
  onRequestHookHandler,
  onSendHookHandler,
} from 'fastify';
import type { CatalogueVersion } from '../db/catalogue-version.js';
import { compressSync, type Encoding, pickEncoding } from '../lib/compression.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A public catalogue read: its answer depends only on the URL and the catalogue, never on the caller,
     * and its handler sets no headers of its own (the cache sets content-type, ETag and cache-control).
     */
    publicCache?: boolean | PublicCacheRule;
  }
}

/**
 * A public read cached unless its query has `unlessQuery` (non-empty): the in-shop search rides on the
 * listing's route, and a search reads the search index, which every server keeps current itself.
 */
export interface PublicCacheRule {
  unlessQuery: string;
}

/** Whether the route's answer to this request is cached. */
function isCached(request: FastifyRequest): boolean {
  if (request.method !== 'GET') return false;
  const rule = request.routeOptions.config.publicCache;
  if (rule === true) return true;
  if (!rule) return false;
  const value = (request.query as Record<string, unknown> | undefined)?.[rule.unlessQuery];
  return value === undefined || value === '';
}

/** Stock and ratings change with every order and review: caches must ask again, a 304 keeps that cheap. */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=0, must-revalidate';
export const CACHE_STATUS_HEADER = 'x-cache';

export interface PublicCacheOptions {
  version: CatalogueVersion;
  /** Most answers kept (least recently used go first). */
  maxEntries?: number;
  /**
   * How long an answer may be reused. Unlimited on PGlite, which one process owns; on PostgreSQL a backstop
   * only: another server's (or a CLI's) writes bump the version through `db/catalogue-freshness.ts`.
   */
  maxAgeMs?: number;
}

interface Entry {
  /** Encoded once: a hit writes the bytes as they are. */
  body: Buffer;
  /** The body compressed, made on the first request that takes each encoding. */
  encoded: Map<Encoding, Buffer>;
  etag: string;
  contentType: string;
  cacheControl: string;
  storedAt: number;
}

/**
 * The headers the hooks ahead of a route (helmet's security headers, the CORS headers for one Origin) put
 * on its answers, as they were on an answer that went through those hooks. `raw` were set on the Node
 * response (helmet), with their spelling; `reply` through Fastify's reply (cors).
 */
interface Envelope {
  raw: [string, string | number | readonly string[]][];
  reply: [string, string | number | readonly string[]][];
}

const MAX_BODY_CHARS = 1 << 20;
/** Origins whose envelope is remembered per route; answers to other origins take the whole hook chain. */
const MAX_ORIGINS_PER_ROUTE = 32;
/** Headers the cache itself writes on every answer, or Node writes: never part of an envelope. */
const OWN_HEADERS = new Set([
  'content-type',
  'content-length',
  'etag',
  'cache-control',
  CACHE_STATUS_HEADER,
  'date',
  'connection',
  'keep-alive',
  'transfer-encoding',
]);
const missVersion = Symbol('publicCacheVersion');

type CachedRequest = FastifyRequest & { [missVersion]?: number };
type RouteConfig = object;

/** Bodies this small are sent as they are: compression would not pay for its headers. */
const MIN_COMPRESSED_BYTES = 1024;

/** The representation of an entry a request gets: compressed when it takes an encoding and it pays. */
function representation(request: FastifyRequest, entry: Entry) {
  const encoding =
    entry.body.length >= MIN_COMPRESSED_BYTES ? pickEncoding(request.headers['accept-encoding']) : null;
  if (!encoding) return { encoding, body: entry.body, etag: entry.etag };
  let body = entry.encoded.get(encoding);
  if (!body) {
    body = compressSync(entry.body, encoding);
    entry.encoded.set(encoding, body);
  }
  // each representation has its own strong ETag
  return { encoding, body, etag: `${entry.etag.slice(0, -1)}-${encoding}"` };
}

/** Adds Accept-Encoding to the Vary the hooks set (cors varies on Origin). */
function varyOnEncoding(reply: FastifyReply): void {
  const vary = reply.getHeader('vary');
  const names =
    vary === undefined
      ? []
      : String(vary)
          .split(',')
          .map((name) => name.trim());
  if (!names.some((name) => name.toLowerCase() === 'accept-encoding')) {
    reply.header('vary', [...names.filter(Boolean), 'Accept-Encoding'].join(', '));
  }
}

function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const value = tag.trim();
    return value === '*' || value === etag || value === `W/${etag}`;
  });
}

/** A hit, its headers in the order of the answer that was stored; compressed for clients that take it. */
function sendCached(request: FastifyRequest, reply: FastifyReply, entry: Entry): FastifyReply {
  const { encoding, body, etag } = representation(request, entry);
  const notModified = matches(request.headers['if-none-match'], etag);
  if (!notModified) reply.header('content-type', entry.contentType);
  reply.header('etag', etag).header('cache-control', entry.cacheControl).header(CACHE_STATUS_HEADER, 'hit');
  if (entry.body.length >= MIN_COMPRESSED_BYTES) varyOnEncoding(reply);
  if (notModified) return reply.code(304).send();
  if (encoding) reply.header('content-encoding', encoding);
  return reply.send(body);
}

/** The headers on an answer that went through every hook, less those the cache and Node write. */
function envelopeOf(reply: FastifyReply): Envelope {
  const raw: Envelope['raw'] = [];
  const onRaw = new Set<string>();
  for (const name of reply.raw.getHeaderNames()) onRaw.add(name);
  // Node has it on every outgoing message; its types only declare it on the client request
  const rawNames = (reply.raw as unknown as { getRawHeaderNames(): string[] }).getRawHeaderNames();
  for (const name of rawNames) {
    const lower = name.toLowerCase();
    const value = reply.raw.getHeader(lower);
    if (!OWN_HEADERS.has(lower) && value !== undefined) raw.push([name, value]);
  }
  const all = reply.getHeaders();
  const fromReply: Envelope['reply'] = [];
  for (const name of Object.keys(all)) {
    const value = all[name];
    if (onRaw.has(name) || OWN_HEADERS.has(name) || value === undefined) continue;
    fromReply.push([name, value]);
  }
  return { raw, reply: fromReply };
}

export interface PublicCache {
  /**
   * Root `onRequest` hook, added ahead of every other hook (helmet, cors, cookie, identity): answers a
   * cached URL at once, with the security and CORS headers those hooks put on an earlier answer of the same
   * route for the same Origin. Without such an answer yet, the request goes on through the hooks and the
   * cache answers it in the route's scope (see `register`).
   */
  answerEarly: onRequestHookHandler;
  /** Adds the cache to the scope of the cached routes (the /api prefix). */
  register(scope: FastifyInstance): void;
}

/**
 * Caches the serialized 200 answers of routes marked `config: { publicCache: true }` by URL, for the current
 * catalogue version (any committed catalogue write empties it), with a strong ETag and `If-None-Match` → 304.
 * A hit skips validation, the handler and the response serializer: it was the answer to this exact URL.
 * Who calls never changes a cached answer (`publicCache` routes read no identity), so a hit also skips the
 * cookie and identity hooks; the headers of helmet and cors are replayed as they were set for that route
 * and Origin.
 */
export function createPublicCache({
  version,
  maxEntries = 1000,
  maxAgeMs = Number.POSITIVE_INFINITY,
}: PublicCacheOptions): PublicCache {
  const entries = new Map<string, Entry>();
  let entriesVersion = version.current;
  const envelopes = new WeakMap<RouteConfig, Map<string, Envelope>>();

  /** The fresh entry for this URL (marked most recently used), or `undefined`. */
  function lookup(url: string): Entry | undefined {
    const current = version.current;
    if (entriesVersion !== current) {
      entries.clear();
      entriesVersion = current;
    }
    const entry = entries.get(url);
    if (entry === undefined) return undefined;
    if (Date.now() - entry.storedAt > maxAgeMs) {
      entries.delete(url);
      return undefined;
    }
    entries.delete(url);
    entries.set(url, entry);
    return entry;
  }

  function learn(request: FastifyRequest, reply: FastifyReply): void {
    const config = request.routeOptions.config as RouteConfig;
    let byOrigin = envelopes.get(config);
    if (byOrigin === undefined) {
      byOrigin = new Map();
      envelopes.set(config, byOrigin);
    }
    const origin = request.headers.origin ?? '';
    if (byOrigin.has(origin)) return;
    // an Origin cors turned away is not remembered: any text can come in that header
    if (origin !== '' && reply.getHeader('access-control-allow-origin') !== origin) return;
    if (byOrigin.size >= MAX_ORIGINS_PER_ROUTE) return;
    byOrigin.set(origin, envelopeOf(reply));
  }

  function answerEarly(request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction): void {
    const config = isCached(request) ? request.routeOptions.config : undefined;
    const envelope = config ? envelopes.get(config)?.get(request.headers.origin ?? '') : undefined;
    const entry = envelope && lookup(request.url);
    if (!envelope || !entry) {
      done();
      return;
    }
    for (const [name, value] of envelope.raw) reply.raw.setHeader(name, value);
    for (const [name, value] of envelope.reply) reply.header(name, value);
    // answered: the hooks after this one, the handler and its validation do not run
    sendCached(request, reply, entry);
  }

  function register(scope: FastifyInstance): void {
    // the answers to Origins without a remembered envelope: after every hook, still from the cache
    scope.addHook('onRequest', (request, reply, done) => {
      if (!isCached(request)) return done();
      const entry = lookup(request.url);
      if (entry === undefined) {
        (request as CachedRequest)[missVersion] = entriesVersion;
        return done();
      }
      learn(request, reply);
      sendCached(request, reply, entry);
    });

    const onSend: onSendHookHandler<unknown> = (request, reply, payload, done) => {
      const started = (request as CachedRequest)[missVersion];
      if (started === undefined || reply.statusCode !== 200 || typeof payload !== 'string') {
        return done(null, payload);
      }
      const contentType = String(reply.getHeader('content-type'));
      const entry: Entry = {
        body: Buffer.from(payload),
        encoded: new Map(),
        etag: `"${createHash('sha1').update(payload).digest('base64url')}"`,
        contentType,
        cacheControl: (reply.getHeader('cache-control') as string | undefined) ?? PUBLIC_CACHE_CONTROL,
        storedAt: Date.now(),
      };
      const answer = representation(request, entry);
      reply
        .header('etag', answer.etag)
        .header('cache-control', entry.cacheControl)
        .header(CACHE_STATUS_HEADER, 'miss');
      if (entry.body.length >= MIN_COMPRESSED_BYTES) varyOnEncoding(reply);
      // an answer read before a write committed must not outlive that write
      if (started === version.current && entriesVersion === started && payload.length <= MAX_BODY_CHARS) {
        learn(request, reply);
        entries.set(request.url, entry);
        if (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
      }
      if (matches(request.headers['if-none-match'], answer.etag)) {
        reply.code(304);
        return done(null, '');
      }
      if (answer.encoding) reply.header('content-encoding', answer.encoding);
      done(null, answer.body);
    };
    scope.addHook('onSend', onSend);
  }

  return { answerEarly, register };
}
