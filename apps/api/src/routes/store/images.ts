import { createHash } from 'node:crypto';
import type { FastifySchema } from 'fastify';
import * as z from 'zod/mini';
import { renderDemoImage } from '../../demo/images.js';
import { notFound } from '../../domain/errors.js';
import { SECURITY } from '../../plugins/openapi.js';
import { fetchProxiedImage, IMAGE_URL_REASON, type ImageProxyOptions } from '../../services/image-proxy.js';
import type { App, Deps } from '../../types.js';

export const IMAGE_NOT_FOUND = 'Image not found';

/** Images are never documents: no script runs even when one is opened on its own (SVG can carry script). */
export const IMAGE_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

const DemoParams = z.object({ '*': z.string().check(z.maxLength(300)) });
const ProxyQuery = z.object({
  url: z
    .string({ error: IMAGE_URL_REASON })
    .check(
      z.trim(),
      z.minLength(1, { error: IMAGE_URL_REASON }),
      z.maxLength(2048, { error: IMAGE_URL_REASON }),
    ),
});

/** True when an `If-None-Match` header names the ETag (lists, weak validators and `*` included). */
export function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => {
    const value = tag.trim();
    return value === '*' || value.replace(/^W\//, '') === etag;
  });
}

export interface ImageRouteOptions {
  /** Image proxy settings; tests use them to reach a local image server. */
  proxy?: ImageProxyOptions;
}

const DEMO_IMAGE_ROUTE_SCHEMA = {
  operationId: 'getDemoImage',
  summary: 'A demo shop image, drawn by the server from its name',
  description:
    '`path` is the rest of the address, slashes included: `logos/{name}.svg`, `banners/{name}.svg`, `categories/{shop}/{name}.svg` or `{shop}/{name}.svg`. Cached for good (immutable, ETag).',
  tags: ['images'],
  security: SECURITY.public,
  params: DemoParams,
  errors: [404],
  openapi: {
    responses: {
      200: {
        description: 'The image',
        content: { 'image/svg+xml': { schema: { type: 'string' } } },
      },
      304: { description: 'Not modified: the `If-None-Match` ETag is still current.' },
    },
  },
} satisfies FastifySchema;

/** Demo images (made locally, cached for good) and the image proxy of spec §7 "Other". */
export function imageRoutes(app: App, _deps: Deps, options: ImageRouteOptions = {}): void {
  app.get('/images/demo/*', { schema: DEMO_IMAGE_ROUTE_SCHEMA }, async (request, reply) => {
    const image = renderDemoImage(request.params['*']);
    if (!image) throw notFound(IMAGE_NOT_FOUND);
    // the bytes follow from the name alone, so the name's image never changes
    const etag = `"${createHash('sha1').update(image.body).digest('base64url')}"`;
    reply
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('etag', etag)
      .header('content-security-policy', IMAGE_CSP);
    if (matchesEtag(request.headers['if-none-match'], etag)) return reply.status(304).send();
    return reply.type(image.contentType).send(image.body);
  });

  app.get(
    '/image-proxy',
    {
      schema: {
        operationId: 'proxyImage',
        summary: 'An http(s) image fetched by the server, for pages that must not load it directly',
        description:
          'Refuses private and local addresses (400), answers that are not images (415) and images over the size limit (413). Limited per address.',
        tags: ['images'],
        security: SECURITY.public,
        querystring: ProxyQuery,
        errors: [413, 415],
        openapi: {
          responses: {
            200: {
              description: "The image, with the origin's image content type",
              content: { 'image/*': {} },
            },
          },
        },
      },
      config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const image = await fetchProxiedImage(request.query.url, options.proxy);
      return reply
        .type(image.contentType)
        .header('cache-control', 'public, max-age=86400')
        .header('content-security-policy', IMAGE_CSP)
        .send(image.body);
    },
  );
}
