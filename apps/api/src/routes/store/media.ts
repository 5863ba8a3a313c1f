import type { FastifySchema } from 'fastify';
import * as z from 'zod/mini';
import { demoMediaSource } from '../../demo/media.js';
import { notFound } from '../../domain/errors.js';
import { SECURITY } from '../../plugins/openapi.js';
import { readMediaFile, requestedMediaFile } from '../../services/media/media-library.js';
import { DEFAULT_MEDIA_ENCODING } from '../../services/media/process-image.js';
import type { App, Deps } from '../../types.js';
import { IMAGE_CSP, IMAGE_NOT_FOUND, matchesEtag } from './images.js';

const MEDIA_ID = /^[0-9a-f]{32}$/;

const MediaParams = z.object({
  id: z.string().check(z.maxLength(64)),
  file: z.string().check(z.maxLength(20)),
});

const MEDIA_ROUTE_SCHEMA = {
  operationId: 'getMedia',
  summary: 'An uploaded image: a variant file, or the stored address itself (its JPEG fallback)',
  description:
    '`file` is a variant (`{width}.avif`, `{width}.webp`, `{width}.jpg`, widths of core `mediaVariantWidths`) or the original size `{W}x{H}` the image field stores, which answers the JPEG fallback. Cached for good (immutable, ETag).',
  tags: ['images'],
  security: SECURITY.public,
  params: MediaParams,
  errors: [404],
  openapi: {
    responses: {
      200: {
        description: 'The image',
        content: { 'image/avif': {}, 'image/webp': {}, 'image/jpeg': {} },
      },
      304: { description: 'Not modified: the `If-None-Match` ETag is still current.' },
    },
  },
} satisfies FastifySchema;

/** Uploaded images (content addressed, so every answer is cacheable for good). */
export function mediaRoutes(app: App, { db, media, config }: Deps): void {
  app.get('/media/:id/:file', { schema: MEDIA_ROUTE_SCHEMA }, async (request, reply) => {
    const { id } = request.params;
    const file = requestedMediaFile(request.params.file);
    // anything but a lower-case content id and a variant name is no image (and never reaches the storage)
    if (!MEDIA_ID.test(id) || !file) throw notFound(IMAGE_NOT_FOUND);
    const stored = await readMediaFile(db, media, id, file, {
      encoding: { ...DEFAULT_MEDIA_ENCODING, avifEffort: config.media.avifEffort },
      // the demo catalogue's images are made on their first request (demo/media.ts)
      sourceOf: demoMediaSource,
    });
    if (!stored) throw notFound(IMAGE_NOT_FOUND);
    // the id is the content's hash and a variant is made once: its bytes never change
    const etag = `"${id}-${file}"`;
    reply
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('etag', etag)
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', IMAGE_CSP);
    if (matchesEtag(request.headers['if-none-match'], etag)) return reply.status(304).send();
    return reply.type(stored.contentType).send(stored.body);
  });
}
