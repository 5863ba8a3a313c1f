import { createHash } from 'node:crypto';
import { SHOP_ICONS } from '@souk/core';
import type { FastifySchema } from 'fastify';
import * as z from 'zod/mini';
import { DEMO_IMAGE_PREFIX, renderDemoImage } from '../../demo/images.js';
import { demoMediaSource } from '../../demo/media.js';
import { notFound } from '../../domain/errors.js';
import { SECURITY } from '../../plugins/openapi.js';
import { logoVersion, type ShopIconFile, shopIcon, shopManifest } from '../../services/shop-app.js';
import { findShopByName, SELLER_NOT_FOUND } from '../../services/shops.js';
import type { App, Deps } from '../../types.js';
import { IMAGE_CSP, matchesEtag } from './images.js';

const ShopParams = z.object({ sellerName: z.string().check(z.minLength(1), z.maxLength(128)) });
const IconParams = z.extend(ShopParams, {
  file: z.enum(SHOP_ICONS.map((icon) => icon.file) as [ShopIconFile, ...ShopIconFile[]], {
    error: `file: must be one of ${SHOP_ICONS.map((icon) => icon.file).join(', ')}`,
  }),
});
const IconQuery = z.object({ v: z.optional(z.string().check(z.maxLength(64))) });

const MANIFEST_SCHEMA = {
  operationId: 'getShopManifest',
  summary: "A shop's web app manifest: installing the shop opens that shop",
  description:
    "The shop's name, icons made from its logo, the theme colour, and `start_url` and `scope` at `/{sellerName}/`. 404 for an unknown shop.",
  tags: ['sellers'],
  security: SECURITY.public,
  params: ShopParams,
  errors: [404],
  openapi: {
    responses: {
      200: { description: 'The manifest', content: { 'application/manifest+json': {} } },
      304: { description: 'Not modified: the `If-None-Match` ETag is still current.' },
    },
  },
} satisfies FastifySchema;

const ICON_SCHEMA = {
  operationId: 'getShopIcon',
  summary: "One of a shop's app icons: a square PNG made from its logo",
  description:
    "`192.png` and `512.png` show the whole logo, `maskable-512.png` the logo inside the safe zone on white; Souk's bag on its green when the shop has no logo or it cannot be read. `v` names the logo (the manifest's addresses carry it): the current one is kept for good. 404 for an unknown shop.",
  tags: ['images'],
  security: SECURITY.public,
  params: IconParams,
  querystring: IconQuery,
  errors: [404],
  openapi: {
    responses: {
      200: { description: 'The icon', content: { 'image/png': {} } },
      304: { description: 'Not modified: the `If-None-Match` ETag is still current.' },
    },
  },
} satisfies FastifySchema;

/** A shop as an installed web app (issue 22): its manifest and icons, public like the shop. */
export function shopAppRoutes(app: App, { db, media }: Deps): void {
  const sources = {
    db,
    media,
    // the demo catalogue's uploads are made from their art on first request (demo/media.ts), and the
    // generated catalogues' logos are the server's own drawings
    sourceOf: demoMediaSource,
    drawnImage: (image: string) => {
      if (!image.startsWith(DEMO_IMAGE_PREFIX)) return null;
      const drawn = renderDemoImage(image.slice(DEMO_IMAGE_PREFIX.length));
      return drawn ? Buffer.from(drawn.body) : null;
    },
  };

  app.get('/shops/:sellerName/manifest.webmanifest', { schema: MANIFEST_SCHEMA }, async (request, reply) => {
    const shop = await findShopByName(db, request.params.sellerName);
    if (!shop) throw notFound(SELLER_NOT_FOUND);
    const body = JSON.stringify(shopManifest(shop));
    const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
    // asked again on every visit: a new name or logo shows at once
    reply.header('cache-control', 'no-cache').header('etag', etag);
    if (matchesEtag(request.headers['if-none-match'], etag)) return reply.status(304).send();
    return reply.type('application/manifest+json; charset=utf-8').send(body);
  });

  app.get('/shops/:sellerName/icons/:file', { schema: ICON_SCHEMA }, async (request, reply) => {
    const shop = await findShopByName(db, request.params.sellerName);
    if (!shop) throw notFound(SELLER_NOT_FOUND);
    const version = logoVersion(shop.image);
    const etag = `"${version}-${request.params.file}"`;
    reply
      // the manifest's address names the current logo: that answer never changes; any other is asked again
      .header(
        'cache-control',
        request.query.v === version ? 'public, max-age=31536000, immutable' : 'no-cache',
      )
      .header('etag', etag)
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', IMAGE_CSP);
    // a browser that holds this logo's icon is answered before any icon is read or drawn
    if (matchesEtag(request.headers['if-none-match'], etag)) return reply.status(304).send();
    return reply.type('image/png').send(await shopIcon(shop, request.params.file, sources));
  });
}
