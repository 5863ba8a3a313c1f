/**
 * Uploaded images (the API's media pipeline). An image field stores the address of its original,
 * `/api/media/{id}/{width}x{height}`: `id` is the content hash (32 lower-case hex), and the decoded size
 * travels in the address so every front end can reserve the box (no layout shift) and list the variants
 * without asking the server. The server stores, per image, AVIF and WebP at each of `mediaVariantWidths`
 * and one JPEG fallback at the largest of them; the original's address itself answers with that JPEG.
 */

/**
 * Where media is served.
 * @example MEDIA_PREFIX // "/api/media/"
 */
export const MEDIA_PREFIX = '/api/media/';
/**
 * The standard variant widths, px (the largest, 1280, caps every variant): 80 and 160 serve logos, thumbnails
 * and tiles (40–112 px shown) without sending more than twice their displayed width.
 * @example MEDIA_WIDTHS // [80, 160, 320, 640, 960, 1280]
 */
export const MEDIA_WIDTHS = [80, 160, 320, 640, 960, 1280] as const;
/**
 * Variant formats, best first: the file extension, whose MIME type is `image/{extension}`.
 * @example MEDIA_FORMATS // ['avif', 'webp']
 */
export const MEDIA_FORMATS = ['avif', 'webp'] as const;
/**
 * The extension of the one JPEG fallback, stored at the largest variant width; the original's address
 * answers with it too.
 * @example MEDIA_FALLBACK_EXTENSION // "jpg"
 */
export const MEDIA_FALLBACK_EXTENSION = 'jpg';

/** An upload's address, on this site or absolute (read by its path), with an optional query or fragment. */
const MEDIA_ADDRESS =
  /^(?:https?:\/\/[^/?#]+)?\/api\/media\/([0-9a-f]{32})\/([1-9]\d{0,4})x([1-9]\d{0,4})(?:[?#]|$)/;

/**
 * An uploaded image as its address names it: the content hash and the original's size in px.
 * @example const image: MediaImage = { id: '0123456789abcdef0123456789abcdef', width: 1600, height: 1200 };
 */
export interface MediaImage {
  id: string;
  width: number;
  height: number;
}

/**
 * The address an image field stores for an uploaded image.
 * @example mediaUrl({ id: '0123456789abcdef0123456789abcdef', width: 1600, height: 1200 }) // "/api/media/0123456789abcdef0123456789abcdef/1600x1200"
 */
export function mediaUrl(image: MediaImage): string {
  return `${MEDIA_PREFIX}${image.id}/${image.width}x${image.height}`;
}

/**
 * The uploaded image an address names, or `null` for any other address (an external URL, a demo SVG).
 * Absolute addresses on any host are read by their path, so `https://shop.example/api/media/…` counts.
 * @example parseMediaUrl('/api/media/0123456789abcdef0123456789abcdef/800x600')?.width // 800
 * @example parseMediaUrl('https://cdn.example/p.jpg') // null
 */
export function parseMediaUrl(address: string | null | undefined): MediaImage | null {
  const match = address ? MEDIA_ADDRESS.exec(address.trim()) : null;
  return match
    ? { id: match[1] as string, width: +(match[2] as string), height: +(match[3] as string) }
    : null;
}

/**
 * The variant widths stored for an image `width` px wide: the standard widths below it, plus its own width
 * when it is narrower than the largest standard width (images are never enlarged).
 * @example mediaVariantWidths(800) // [80, 160, 320, 640, 800]
 * @example mediaVariantWidths(3000) // [80, 160, 320, 640, 960, 1280]
 * @example mediaVariantWidths(60) // [60]
 */
export function mediaVariantWidths(width: number): number[] {
  const widest = Math.min(width, 1280);
  return [...MEDIA_WIDTHS.filter((standard) => standard < widest), widest];
}

/**
 * A variant's file name inside the image's folder.
 * @example mediaVariantFile(640, 'webp') // "640.webp"
 */
export function mediaVariantFile(width: number, extension: string): string {
  return `${width}.${extension}`;
}

/**
 * The height of a variant `variantWidth` px wide, in the original's proportions.
 * @example mediaVariantHeight({ id: '0123456789abcdef0123456789abcdef', width: 1600, height: 1200 }, 640) // 480
 */
export function mediaVariantHeight(image: MediaImage, variantWidth: number): number {
  return Math.max(1, Math.round((image.height * variantWidth) / image.width));
}

/**
 * One `<source>` of a `<picture>`: the MIME type and its `srcset`.
 * @example
 * ```ts
 * const source: ResponsiveSource = {
 *   type: 'image/webp', srcSet: '/api/media/0123456789abcdef0123456789abcdef/80.webp 80w',
 * };
 * ```
 */
export interface ResponsiveSource {
  type: string;
  srcSet: string;
}

/**
 * What {@link responsiveImage} gives for an uploaded image: the image, its JPEG fallback and one source per
 * modern format.
 * @example
 * ```ts
 * const picture: ResponsiveImage | null = responsiveImage('/api/media/0123456789abcdef0123456789abcdef/800x600');
 * picture?.src // "/api/media/0123456789abcdef0123456789abcdef/800.jpg"
 * ```
 */
export interface ResponsiveImage extends MediaImage {
  /** The JPEG fallback (`<img src>`). */
  src: string;
  /** One `<source>` per modern format, best first. */
  sources: ResponsiveSource[];
}

/**
 * What a `<picture>` needs for an uploaded image: AVIF and WebP `srcset`s over the stored widths and the
 * JPEG fallback; `null` for an address that is not an uploaded image (render a plain `<img>` then).
 * @example responsiveImage('/api/media/0123456789abcdef0123456789abcdef/800x600')?.sources[0]?.srcSet // "/api/media/0123…/80.avif 80w, /api/media/0123…/160.avif 160w, …, /api/media/0123…/800.avif 800w"
 */
export function responsiveImage(address: string | null | undefined): ResponsiveImage | null {
  const image = parseMediaUrl(address);
  if (!image) return null;
  const folder = `${MEDIA_PREFIX}${image.id}/`;
  const widths = mediaVariantWidths(image.width);
  return {
    src: `${folder}${widths[widths.length - 1]}.${MEDIA_FALLBACK_EXTENSION}`,
    sources: MEDIA_FORMATS.map((extension) => ({
      type: `image/${extension}`,
      srcSet: widths.map((width) => `${folder}${width}.${extension} ${width}w`).join(', '),
    })),
    ...image,
  };
}
