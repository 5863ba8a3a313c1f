/**
 * The demo catalogue's images as uploaded images: each demo SVG (drawn by `images.ts`) stands for a photo a
 * seller would upload, and goes through the same pipeline (`services/media/process-image.ts`) — rasterised,
 * then AVIF/WebP/JPEG variants. Seeding stays a pure, fast set of rows: an image's address and asset row
 * follow from its SVG alone (`id` = hash of the SVG bytes, size from its root element), and the variants
 * are made on the first request of any of them (`readMediaFile` with `demoMediaSource`), stored, and then
 * served from storage like every upload — also after a restart, which reuses `{DATA_DIR}/media`.
 */
import {
  MEDIA_FALLBACK_EXTENSION,
  mediaUrl,
  mediaVariantFile,
  mediaVariantWidths,
  slugify,
} from '@souk/core';
import type { Db } from '../db/client.js';
import { mediaKey, readMediaFile } from '../services/media/media-library.js';
import type { MediaStorage } from '../services/media/media-storage.js';
import { type MediaEncoding, mediaIdOf } from '../services/media/process-image.js';
import { renderDemoImage } from './images.js';
import { DEMO_SHOPS } from './shops/index.js';

/** What the seed inserts for one demo image (a `media_assets` row whose variants are made on demand). */
export interface DemoMediaAsset {
  id: string;
  width: number;
  height: number;
  sourceFormat: 'svg';
  variants: string[];
  bytes: number;
}

const SVG_SIZE = /^<svg[^>]*\swidth="(\d+)"\s+height="(\d+)"/;

/** Demo image files (names of `renderDemoImage`) of each kind. */
export const demoFiles = {
  logo: (shop: string) => `logos/${shop}.svg`,
  category: (shop: string, category: string) => `categories/${shop}/${category}.svg`,
  product: (shop: string, slug: string, n: number) => `${shop}/${slug}-${n}.svg`,
  banner: (shop: string, position: number, headlineSlug: string) =>
    `banners/${shop}-${position}-${headlineSlug}.svg`,
};

const byFile = new Map<string, { asset: DemoMediaAsset; svg: Buffer }>();
const byId = new Map<string, string>();

function load(file: string): { asset: DemoMediaAsset; svg: Buffer } {
  const known = byFile.get(file);
  if (known) return known;
  const image = renderDemoImage(file);
  if (!image) throw new Error(`not a demo image: ${file}`);
  const svg = Buffer.from(image.body);
  const size = SVG_SIZE.exec(image.body);
  if (!size) throw new Error(`demo image without a size: ${file}`);
  const width = Number(size[1]);
  const widths = mediaVariantWidths(width);
  const largest = widths[widths.length - 1] as number;
  const asset: DemoMediaAsset = {
    id: mediaIdOf(svg),
    width,
    height: Number(size[2]),
    sourceFormat: 'svg',
    variants: [
      ...widths.flatMap((w) => [mediaVariantFile(w, 'avif'), mediaVariantFile(w, 'webp')]),
      mediaVariantFile(largest, MEDIA_FALLBACK_EXTENSION),
    ],
    bytes: 0,
  };
  const entry = { asset, svg };
  byFile.set(file, entry);
  byId.set(asset.id, file);
  return entry;
}

/** The asset row of a demo image file. */
export function demoMediaAsset(file: string): DemoMediaAsset {
  return load(file).asset;
}

/**
 * The address a demo image field stores: `/api/media/{id}/{W}x{H}`, as for an upload.
 * @example demoMediaUrl('logos/pixel-forge.svg') // '/api/media/…/256x256'
 */
export function demoMediaUrl(file: string): string {
  return mediaUrl(load(file).asset);
}

/** Every demo image file the demo shops use (logos, categories, products, banners). */
function everyDemoFile(): string[] {
  const files: string[] = [];
  for (const shop of DEMO_SHOPS) {
    files.push(demoFiles.logo(shop.name));
    for (const category of shop.categories) files.push(demoFiles.category(shop.name, category.slug));
    for (const product of shop.products) {
      for (let n = 1; n <= product.images; n++) files.push(demoFiles.product(shop.name, product.slug, n));
    }
    shop.banners.forEach((banner, index) => {
      files.push(demoFiles.banner(shop.name, index + 1, slugify(banner.headline)));
    });
  }
  return files;
}

/**
 * The SVG a demo image's variants are made from, by media id; `null` for any other id (uploads have no
 * stored source: their variants are made at upload).
 */
export function demoMediaSource(id: string): Buffer | null {
  if (!byId.has(id)) for (const file of everyDemoFile()) load(file);
  const file = byId.get(id);
  return file ? (byFile.get(file)?.svg ?? null) : null;
}

/**
 * Makes the variants of every demo image that has none yet, one image at a time, in the order a shopper
 * meets them (logos, banners, categories, then products): started once the server listens, so a first
 * visit finds its images ready instead of rasterising them on request. An image already stored (a restart
 * reuses `{DATA_DIR}/media`) costs one storage lookup; an image a request is making meanwhile is shared.
 */
export async function warmDemoMedia(
  db: Db,
  storage: MediaStorage,
  encoding: MediaEncoding,
): Promise<{ images: number; made: number; ms: number }> {
  const started = performance.now();
  const rank = (file: string) =>
    file.startsWith('logos/') ? 0 : file.startsWith('banners/') ? 1 : file.startsWith('categories/') ? 2 : 3;
  const files = everyDemoFile().sort((a, b) => rank(a) - rank(b));
  let made = 0;
  for (const file of files) {
    const { asset } = load(file);
    const fallback = asset.variants[asset.variants.length - 1] as string;
    if (await storage.exists(mediaKey(asset.id, fallback))) continue;
    await readMediaFile(db, storage, asset.id, fallback, { encoding, sourceOf: demoMediaSource });
    made++;
  }
  return { images: files.length, made, ms: Math.round(performance.now() - started) };
}
