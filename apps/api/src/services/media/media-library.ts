import {
  MAX_UPLOAD_PIXELS,
  MEDIA_FALLBACK_EXTENSION,
  type MediaImage,
  mediaUrl,
  mediaVariantFile,
  mediaVariantWidths,
} from '@souk/core';
import { eq, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import type { Db } from '../../db/client.js';
import { mediaAssets, mediaUploads } from '../../db/schema.js';
import { type DomainError, invalid, tooLarge, unsupported } from '../../domain/errors.js';
import type { MediaStorage } from './media-storage.js';
import {
  DEFAULT_MEDIA_ENCODING,
  ImageRefusedError,
  type MediaEncoding,
  mediaIdOf,
  type ProcessedImage,
  processImage,
} from './process-image.js';

/** One file of an upload request. */
export interface UploadedFile {
  /** The name the browser sent (shown in messages only; never used for storage). */
  name: string;
  bytes: Buffer;
}

export interface StoredImage {
  url: string;
  width: number;
  height: number;
}

const MEGAPIXELS = MAX_UPLOAD_PIXELS / 1_000_000;

/** A file name fit for a message: printable, at most 120 characters. */
export function displayFileName(name: string): string {
  const printable = name.replace(/[\p{Cc}\p{Cf}]/gu, '').trim();
  const short = printable.length > 120 ? `${printable.slice(0, 117)}…` : printable;
  return short || 'file';
}

/** The domain error of a refused file, naming it. */
export function refusalError(fileName: string, error: ImageRefusedError): DomainError {
  const name = `"${displayFileName(fileName)}"`;
  const { refusal } = error;
  switch (refusal.kind) {
    case 'empty':
      return invalid(`${name} is empty`);
    case 'svg':
      return unsupported(`${name} is an SVG file: upload a JPEG, PNG, WebP, AVIF or GIF image`);
    case 'too-many-pixels':
      return tooLarge(
        `${name} is ${refusal.width} × ${refusal.height} pixels: images may have ${MEGAPIXELS} megapixels at most`,
      );
    case 'damaged':
      return invalid(`${name} is damaged or incomplete and cannot be read`);
    default:
      return unsupported(`${name} is not an image we can read: upload a JPEG, PNG, WebP, AVIF or GIF image`);
  }
}

/** Where a variant file of an image is stored. */
export const mediaKey = (id: string, file: string) => `${id}/${file}`;

/**
 * Stores a seller's upload, all or nothing: every file is decoded and its variants encoded first (one
 * refused file refuses the request, naming it); then the variants are stored and the rows written. Content
 * addressed: a file already stored (by anyone) is not processed or stored again, only recorded as the
 * seller's. Answers the images in the order sent.
 */
export async function storeUploadedImages(
  db: Db,
  storage: MediaStorage,
  sellerId: string,
  files: readonly UploadedFile[],
  encoding: MediaEncoding = DEFAULT_MEDIA_ENCODING,
): Promise<StoredImage[]> {
  const ids = files.map((file) => mediaIdOf(file.bytes));
  const known = new Map(
    (ids.length
      ? await db
          .select({ id: mediaAssets.id, width: mediaAssets.width, height: mediaAssets.height })
          .from(mediaAssets)
          .where(inArray(mediaAssets.id, ids))
      : []
    ).map((row) => [row.id, row]),
  );
  const processed = new Map<string, ProcessedImage>();
  // one at a time: each image already uses the encoder threads, and memory stays bounded
  for (const [index, file] of files.entries()) {
    const id = ids[index] as string;
    if (known.has(id) || processed.has(id)) continue;
    try {
      processed.set(id, await processImage(file.bytes, encoding));
    } catch (error) {
      if (error instanceof ImageRefusedError) throw refusalError(file.name, error);
      throw error;
    }
  }

  const written: string[] = [];
  try {
    for (const image of processed.values()) {
      for (const variant of image.variants) {
        const key = mediaKey(image.id, variant.file);
        await storage.put(key, variant.body, variant.contentType);
        written.push(key);
      }
    }
    await db.transaction(async (tx) => {
      const assets = [...processed.values()].map((image) => ({
        id: image.id,
        width: image.width,
        height: image.height,
        sourceFormat: image.sourceFormat,
        variants: image.variants.map((variant) => variant.file),
        bytes: image.variants.reduce((sum, variant) => sum + variant.body.length, 0),
      }));
      if (assets.length) await tx.insert(mediaAssets).values(assets).onConflictDoNothing();
      const uploads = new Map<string, { sellerId: string; mediaId: string; fileName: string }>();
      files.forEach((file, index) => {
        const id = ids[index] as string;
        if (!uploads.has(id))
          uploads.set(id, { sellerId, mediaId: id, fileName: displayFileName(file.name) });
      });
      if (uploads.size)
        await tx
          .insert(mediaUploads)
          .values([...uploads.values()])
          .onConflictDoNothing();
    });
  } catch (error) {
    // nothing half-stored: objects of this request go again (rows were rolled back)
    await Promise.allSettled(written.map((key) => storage.delete(key)));
    throw error;
  }

  return ids.map((id) => {
    const image = processed.get(id) ?? known.get(id);
    if (!image) throw new Error(`media ${id} neither stored nor processed`);
    return {
      url: mediaUrl({ id, width: image.width, height: image.height }),
      width: image.width,
      height: image.height,
    };
  });
}

/** The stored file a media address asks for: a variant file, or the original's address (its JPEG). */
export function requestedMediaFile(file: string): string | null {
  const original = /^([1-9]\d{0,4})x([1-9]\d{0,4})$/.exec(file);
  if (original) {
    const widths = mediaVariantWidths(Number(original[1]));
    return mediaVariantFile(widths[widths.length - 1] as number, MEDIA_FALLBACK_EXTENSION);
  }
  if (/^[1-9]\d{0,4}\.(?:avif|webp|jpg)$/.test(file)) return file;
  return null;
}

/** The source an image's variants can be made from when they are missing (rendered demo art), by id. */
export type MediaSourceLookup = (id: string) => Buffer | null;

const generating = new Map<string, Promise<void>>();

/**
 * A stored file of an image. When it is missing but the image's asset row lists it and `sourceOf` knows the
 * image (the demo catalogue's SVGs), every variant is made from that source first — once, also under
 * concurrent requests — and stored. `null` when the image or the file does not exist.
 */
export async function readMediaFile(
  db: Db,
  storage: MediaStorage,
  id: string,
  file: string,
  options: { encoding?: MediaEncoding; sourceOf?: MediaSourceLookup } = {},
): Promise<{ body: Buffer; contentType: string } | null> {
  const key = mediaKey(id, file);
  const stored = await storage.get(key);
  if (stored || !options.sourceOf) return stored;
  const source = options.sourceOf(id);
  if (!source) return null;
  const [asset] = await db
    .select({ variants: mediaAssets.variants, width: mediaAssets.width, height: mediaAssets.height })
    .from(mediaAssets)
    .where(eq(mediaAssets.id, id));
  if (!asset?.variants.includes(file)) return null;
  let pending = generating.get(id);
  if (!pending) {
    pending = generateFromSource(
      storage,
      { id, width: asset.width, height: asset.height },
      source,
      options.encoding ?? DEFAULT_MEDIA_ENCODING,
    ).finally(() => generating.delete(id));
    generating.set(id, pending);
  }
  await pending;
  return storage.get(key);
}

/** Rasterises a trusted SVG source at the image's size and stores the variants the upload pipeline makes. */
async function generateFromSource(
  storage: MediaStorage,
  image: MediaImage,
  svg: Buffer,
  encoding: MediaEncoding,
): Promise<void> {
  // the seller pipeline refuses SVG (script risk); this one is drawn by the server itself
  const raster = await sharp(svg, { limitInputPixels: MAX_UPLOAD_PIXELS })
    .resize({ width: image.width, height: image.height, fit: 'fill' })
    .png({ compressionLevel: 1 })
    .toBuffer();
  const processed = await processImage(raster, encoding);
  await Promise.all(
    processed.variants.map((variant) =>
      storage.put(mediaKey(image.id, variant.file), variant.body, variant.contentType),
    ),
  );
}
