import multipart from '@fastify/multipart';
import { MAX_PRODUCT_IMAGES, MAX_UPLOAD_BYTES, MediaUploadResponseSchema } from '@souk/core';
import type { FastifyRequest } from 'fastify';
import { invalid, tooLarge } from '../../domain/errors.js';
import { SECURITY } from '../../plugins/openapi.js';
import { sellerAccountOf } from '../../plugins/seller-auth.js';
import {
  displayFileName,
  storeUploadedImages,
  type UploadedFile,
} from '../../services/media/media-library.js';
import { DEFAULT_MEDIA_ENCODING } from '../../services/media/process-image.js';
import type { App, Deps } from '../../types.js';

export const NO_FILES = 'Choose at least one image to upload';
export const TOO_MANY_FILES = `Upload at most ${MAX_PRODUCT_IMAGES} images at once`;
export const FIELDS_REFUSED = 'Only image files can be sent to this address';
export const NOT_MULTIPART = 'Send the images as multipart/form-data';
const MEGABYTES = MAX_UPLOAD_BYTES / 1024 / 1024;

/** Reads every file part into memory (each at most MAX_UPLOAD_BYTES), turning the parser's limits into messages. */
async function readFiles(request: FastifyRequest): Promise<UploadedFile[]> {
  if (!request.isMultipart()) throw invalid(NOT_MULTIPART);
  const files: UploadedFile[] = [];
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') throw invalid(FIELDS_REFUSED);
      const name = part.filename || part.fieldname;
      const bytes = await part.toBuffer().catch((error: { code?: string }) => {
        if (error.code === 'FST_REQ_FILE_TOO_LARGE') {
          throw tooLarge(`"${displayFileName(name)}" is larger than ${MEGABYTES} MB`);
        }
        throw error;
      });
      files.push({ name, bytes });
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT') throw invalid(TOO_MANY_FILES);
    if (code === 'FST_FIELDS_LIMIT') throw invalid(FIELDS_REFUSED);
    if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE' || code === 'FST_NO_FORM_DATA')
      throw invalid(NOT_MULTIPART);
    // a malformed body (busboy): the client's fault, never a 5xx
    if (error instanceof Error && !(error as { kind?: string }).kind && !code) {
      throw invalid('The upload could not be read: send the images again');
    }
    throw error;
  }
  if (files.length === 0) throw invalid(NO_FILES);
  return files;
}

/** The seller's image uploads: the one way an image gets into the media storage. */
export function sellerMediaRoutes(app: App, { db, media, config }: Deps): void {
  // multipart only here: every other seller call stays JSON-only
  void app.register(async (scope) => {
    await scope.register(multipart, {
      limits: {
        fileSize: MAX_UPLOAD_BYTES,
        files: MAX_PRODUCT_IMAGES,
        // one more than the files: a ninth file is refused as a file, not as a part
        parts: MAX_PRODUCT_IMAGES + 1,
        fields: 0,
        fieldNameSize: 100,
        headerPairs: 100,
      },
    });
    const typed = scope as unknown as App;
    typed.post(
      '/seller/media',
      {
        schema: {
          operationId: 'uploadSellerMedia',
          summary:
            'Upload images (multipart, field `file`, at most 8): stored with their variants, all or nothing',
          description:
            'Each file must decode as JPEG, PNG, WebP, AVIF, GIF (first frame) or TIFF, at most 10 MB and 40 megapixels; SVG is refused. The type is read from the bytes, never the name. Metadata (EXIF, GPS) is removed and the orientation applied. One refused file refuses the request, naming the file, and nothing is stored.',
          tags: ['seller-console'],
          security: SECURITY.seller,
          response: { 201: MediaUploadResponseSchema },
          errors: [400, 401, 413, 415],
          openapi: {
            requestBody: {
              required: true,
              content: {
                'multipart/form-data': {
                  schema: {
                    type: 'object',
                    properties: { file: { type: 'array', items: { type: 'string', format: 'binary' } } },
                  },
                },
              },
            },
          },
        },
        config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
      },
      async (request, reply) => {
        const { sellerId } = sellerAccountOf(request);
        const files = await readFiles(request);
        const images = await storeUploadedImages(db, media, sellerId, files, {
          ...DEFAULT_MEDIA_ENCODING,
          avifEffort: config.media.avifEffort,
        });
        return reply.status(201).send({ images });
      },
    );
  });
}
