import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';

export interface FrontendDirs {
  /** Built storefront (`apps/storefront/dist`): every non-/api path, SPA fallback. */
  storefront: string;
  /** Built search portal (`apps/search-portal/dist`): `/` and `/search-products/*`. */
  portal: string;
}

const HASHED_ASSET = /[.-][A-Za-z0-9_-]{8,}\.(js|css|woff2?|svg|png|jpe?g|webp|avif)$/;

function indexHtml(dir: string): string | null {
  const file = join(dir, 'index.html');
  return existsSync(file) ? readFileSync(file, 'utf8') : null;
}

function notBuilt(reply: FastifyReply, name: string) {
  return reply
    .status(503)
    .type('text/html; charset=utf-8')
    .send(
      `<!doctype html><meta charset="utf-8"><title>Souk</title><p>The ${name} is not built yet. Run <code>pnpm start</code> from the repository root, which builds it first.</p>`,
    );
}

/**
 * Serves the built front ends beside the API: hashed assets with long-lived caching, `/` and
 * `/search-products/*` to the search portal, every other non-/api path to the storefront (SPA fallback).
 */
export async function registerFrontends(app: FastifyInstance, dirs: FrontendDirs): Promise<void> {
  const roots = [dirs.storefront, dirs.portal].filter((dir) => existsSync(dir));
  if (roots.length > 0) {
    await app.register(fastifyStatic, {
      root: roots,
      wildcard: false,
      index: false,
      setHeaders(res, path) {
        res.header(
          'Cache-Control',
          HASHED_ASSET.test(path) ? 'public, max-age=31536000, immutable' : 'public, max-age=300',
        );
      },
    });
  }

  // index.html is read per request only when it changed on disk is not worth it: builds restart the server.
  const storefrontHtml = indexHtml(dirs.storefront);
  const portalHtml = indexHtml(dirs.portal);

  const sendPage = (reply: FastifyReply, html: string | null, name: string) => {
    if (!html) return notBuilt(reply, name);
    return reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(html);
  };

  app.get('/', (_request, reply) => sendPage(reply, portalHtml, 'search portal'));
  app.get('/search-products/*', (_request, reply) => sendPage(reply, portalHtml, 'search portal'));
  app.get('/*', (request, reply) => {
    if (request.url.startsWith('/api/') || request.url === '/api') {
      return reply
        .status(404)
        .send({ error: `Route ${request.method} ${request.url.split('?')[0]} not found` });
    }
    return sendPage(reply, storefrontHtml, 'storefront');
  });
}
