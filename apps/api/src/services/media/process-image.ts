import { createHash } from 'node:crypto';
import {
  MAX_UPLOAD_PIXELS,
  MEDIA_FALLBACK_EXTENSION,
  mediaVariantFile,
  mediaVariantWidths,
} from '@souk/core';
import sharp from 'sharp';

/** How hard the encoders work: the upload's time on a small server against the files' size. */
export interface MediaEncoding {
  /** AVIF encoder effort 0 (fastest) – 9; 2 keeps 8 photos in a few seconds per core. */
  avifEffort: number;
  avifQuality: number;
  webpQuality: number;
  jpegQuality: number;
}

export const DEFAULT_MEDIA_ENCODING: MediaEncoding = {
  avifEffort: 2,
  avifQuality: 50,
  webpQuality: 75,
  jpegQuality: 80,
};

/** Formats sellers may upload, by sharp's decoded `format` (HEIF only with the AV1 codec, i.e. AVIF). */
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'tiff', 'heif']);

export interface ProcessedVariant {
  file: string;
  body: Buffer;
  contentType: string;
}

export interface ProcessedImage {
  /** First 32 hex of the sha256 of the uploaded bytes. */
  id: string;
  /** Decoded size with the EXIF orientation applied. */
  width: number;
  height: number;
  sourceFormat: string;
  variants: ProcessedVariant[];
}

/** Why a file was refused: the route names the file and answers the kind's status. */
export type ImageRefusal =
  | { kind: 'empty' }
  | { kind: 'not-an-image' }
  | { kind: 'svg' }
  | { kind: 'too-many-pixels'; width: number; height: number }
  | { kind: 'damaged' };

export class ImageRefusedError extends Error {
  override readonly name = 'ImageRefusedError';
  constructor(readonly refusal: ImageRefusal) {
    super(refusal.kind);
  }
}

/**
 * The media id of some bytes: the first 32 hex digits of their sha256 (content addressed).
 * @example mediaIdOf(Buffer.from('')) // 'e3b0c44298fc1c149afbf4c8996fb924'
 */
export function mediaIdOf(bytes: Buffer): string {
  return createHash('sha256').update(bytes).digest('hex').slice(0, 32);
}

/**
 * Reads what an upload really is from its header (sharp's metadata: no pixel is decoded), and refuses what
 * is not a raster image sellers may send, or is larger than MAX_UPLOAD_PIXELS — before any decoding, so a
 * small file that expands to gigabytes (a "zip bomb" PNG) costs nothing.
 */
export async function inspectImage(
  input: Buffer,
): Promise<{ format: string; width: number; height: number }> {
  if (input.length === 0) throw new ImageRefusedError({ kind: 'empty' });
  let metadata: sharp.Metadata;
  try {
    metadata = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    throw new ImageRefusedError({ kind: 'not-an-image' });
  }
  const format = metadata.format as string | undefined;
  // SVG can carry script and fetch other files: sellers upload raster images only
  if (format === 'svg') throw new ImageRefusedError({ kind: 'svg' });
  if (!format || !ACCEPTED_FORMATS.has(format)) throw new ImageRefusedError({ kind: 'not-an-image' });
  if (format === 'heif' && metadata.compression !== 'av1')
    throw new ImageRefusedError({ kind: 'not-an-image' });
  const width = metadata.width ?? 0;
  const height = metadata.height ?? 0;
  if (width < 1 || height < 1) throw new ImageRefusedError({ kind: 'not-an-image' });
  if (width * height > MAX_UPLOAD_PIXELS)
    throw new ImageRefusedError({ kind: 'too-many-pixels', width, height });
  return { format: format === 'heif' ? 'avif' : format, width, height };
}

/**
 * Decodes an upload once (first frame of an animation, EXIF orientation applied, converted to sRGB) and
 * encodes every variant of core `mediaVariantWidths`: AVIF and WebP at each width and one JPEG at the
 * largest. No metadata is written to any variant (sharp keeps none unless asked): EXIF, GPS, XMP and ICC
 * comments never leave the server. Throws `ImageRefusedError` for anything it will not store.
 */
export async function processImage(
  input: Buffer,
  encoding: MediaEncoding = DEFAULT_MEDIA_ENCODING,
): Promise<ProcessedImage> {
  const inspected = await inspectImage(input);
  let decoded: { data: Buffer; info: sharp.OutputInfo };
  try {
    decoded = await sharp(input, { limitInputPixels: MAX_UPLOAD_PIXELS, failOn: 'truncated', pages: 1 })
      .rotate()
      .toColourspace('srgb')
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch {
    throw new ImageRefusedError({ kind: 'damaged' });
  }
  const { width, height, channels } = decoded.info;
  const widths = mediaVariantWidths(width);
  const largest = widths[widths.length - 1] as number;
  // every variant is made from one copy at the largest variant width, not from the (up to 40 MP) original
  const base =
    width > largest
      ? await sharp(decoded.data, { raw: { width, height, channels: channels as 1 | 2 | 3 | 4 } })
          .resize({ width: largest, kernel: 'lanczos3' })
          .raw()
          .toBuffer({ resolveWithObject: true })
      : decoded;
  const pixels = () =>
    sharp(base.data, {
      raw: {
        width: base.info.width,
        height: base.info.height,
        channels: base.info.channels as 1 | 2 | 3 | 4,
      },
    });
  const jobs: Promise<ProcessedVariant>[] = [];
  for (const variantWidth of widths) {
    const resized = () => pixels().resize({ width: variantWidth, kernel: 'lanczos3' });
    jobs.push(
      resized()
        .avif({ quality: encoding.avifQuality, effort: encoding.avifEffort })
        .toBuffer()
        .then((body) => ({ file: mediaVariantFile(variantWidth, 'avif'), body, contentType: 'image/avif' })),
      resized()
        .webp({ quality: encoding.webpQuality })
        .toBuffer()
        .then((body) => ({ file: mediaVariantFile(variantWidth, 'webp'), body, contentType: 'image/webp' })),
    );
  }
  jobs.push(
    pixels()
      .resize({ width: largest })
      // JPEG has no transparency: transparent parts become white, as on the pages' background
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: encoding.jpegQuality, mozjpeg: true })
      .toBuffer()
      .then((body) => ({
        file: mediaVariantFile(largest, MEDIA_FALLBACK_EXTENSION),
        body,
        contentType: 'image/jpeg',
      })),
  );
  return {
    id: mediaIdOf(input),
    width,
    height,
    sourceFormat: inspected.format,
    variants: await Promise.all(jobs),
  };
}
