import { createHash } from 'node:crypto';
import { parseMediaUrl, SHOP_ICONS, SHOP_THEME_COLOR, shopAppScope, shopIconPath } from '@souk/core';
import sharp from 'sharp';
import type { Db } from '../db/client.js';
import { fetchProxiedImage } from './image-proxy.js';
import { type MediaSourceLookup, readMediaFile, requestedMediaFile } from './media/media-library.js';
import type { MediaStorage } from './media/media-storage.js';
import type { ShopRow } from './shops.js';

/**
 * A shop as an installed web app (issue 22): its own web app manifest — the shop's name, icons made from
 * its logo, the theme colour, and `start_url` and `scope` at `/{sellerName}/`, so installing one shop opens
 * that shop — and those icons.
 */

/** The `icons` file names a shop answers (`SHOP_ICONS`). */
export type ShopIconFile = (typeof SHOP_ICONS)[number]['file'];

/** What the manifest and icons are made of: the shop's path name, its name and its logo. */
export type ShopAppSource = Pick<ShopRow, 'name' | 'shopName' | 'image'>;

/** The green of Souk's bag, behind it when it stands in for a logo. */
const BAG_GREEN = '#0f9d7a';

/** The icon art when a shop has no logo, or its logo cannot be read: Souk's bag (the front ends' favicon). */
const DEFAULT_ICON_SVG = Buffer.from(
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="${BAG_GREEN}"/>` +
    '<path d="M18 24h28l-3 24H21z" fill="#fff"/><path d="M25 24a7 7 0 0 1 14 0" stroke="#fff" stroke-width="4" fill="none"/></svg>',
);

/** The largest logo an icon is made from, in pixels (a seller's upload is at most this already). */
const MAX_LOGO_PIXELS = 40_000_000;
/** A maskable icon keeps its art inside the safe zone, the inner 80 % circle: a square of 56 % fits in it. */
const MASKABLE_ART = 0.56;
/** A short name launchers show under the icon: the shop's name, cut at a word within this many characters. */
const SHORT_NAME_MAX = 12;

/**
 * Names the logo an icon is made from, for the icon's address: a new logo is a new address, so an icon's
 * answer can be kept for good.
 * @example logoVersion('/api/media/0123…/256x256') // 'Hk3…' (10 characters)
 */
export function logoVersion(image: string): string {
  return createHash('sha256').update(image).digest('base64url').slice(0, 10);
}

/**
 * The name a launcher shows under the icon: the shop's name when it fits in 12 characters, else its words
 * up to 12 characters, else its first 12 characters.
 * @example shortName('Urban Threads Co') // 'Urban'
 * @example shortName('Tea') // 'Tea'
 */
export function shortName(shopName: string): string {
  const name = shopName.trim();
  if (name.length <= SHORT_NAME_MAX) return name;
  let short = '';
  for (const word of name.split(/\s+/)) {
    const next = short ? `${short} ${word}` : word;
    if (next.length > SHORT_NAME_MAX) break;
    short = next;
  }
  return short || [...name].slice(0, SHORT_NAME_MAX).join('');
}

/**
 * The shop's web app manifest (W3C Web Application Manifest): opens at the shop's home inside its own
 * folder, standalone, in the shop's colours, with its icons.
 */
export function shopManifest(shop: ShopAppSource) {
  const scope = shopAppScope(shop.name);
  const version = logoVersion(shop.image);
  return {
    id: scope,
    name: shop.shopName,
    short_name: shortName(shop.shopName),
    description: `Shop ${shop.shopName} on Souk.`,
    start_url: scope,
    scope,
    display: 'standalone',
    orientation: 'any',
    theme_color: SHOP_THEME_COLOR,
    background_color: '#ffffff',
    lang: 'en',
    dir: 'ltr',
    icons: SHOP_ICONS.map((icon) => ({
      src: shopIconPath(shop.name, icon.file, version),
      sizes: `${icon.size}x${icon.size}`,
      type: 'image/png',
      purpose: icon.purpose,
    })),
  };
}

/** Where a logo's bytes are read from. */
export interface LogoSources {
  db: Db;
  media: MediaStorage;
  /** An upload's source when its files are missing (the demo catalogue's art, made on first request). */
  sourceOf?: MediaSourceLookup;
  /** A logo drawn by the server itself (the generated catalogues' demo SVG addresses), or null. */
  drawnImage?: (image: string) => Buffer | null;
}

/**
 * The bytes of a shop's logo: an upload's original (its JPEG), an image the server draws, or an image on
 * another site; null when there is none or it cannot be read (the icon then shows Souk's bag).
 */
export async function readLogo(image: string, sources: LogoSources): Promise<Buffer | null> {
  try {
    const upload = parseMediaUrl(image);
    if (upload) {
      const file = requestedMediaFile(`${upload.width}x${upload.height}`);
      if (!file) return null;
      const stored = await readMediaFile(
        sources.db,
        sources.media,
        upload.id,
        file,
        sources.sourceOf ? { sourceOf: sources.sourceOf } : {},
      );
      return stored?.body ?? null;
    }
    const drawn = sources.drawnImage?.(image);
    if (drawn) return drawn;
    // another site's logo, fetched by the image proxy's rules: public addresses only, size and time limits
    if (/^https?:\/\//i.test(image)) return (await fetchProxiedImage(image)).body;
  } catch {
    // an unreadable logo (gone, refused, not an image) is no reason to fail the icon
  }
  return null;
}

/**
 * A square PNG icon of the logo: `any` is the whole logo, its transparency kept; `maskable` the logo inside
 * the safe zone on white (the manifest's background colour), so a launcher's mask never cuts into it. Souk's
 * bag, on its green, when there is no logo or sharp cannot read it.
 */
export async function shopIconPng(
  logo: Buffer | null,
  size: number,
  purpose: 'any' | 'maskable',
): Promise<Buffer> {
  const art = purpose === 'maskable' ? Math.round(size * MASKABLE_ART) : size;
  const draw = async (input: Buffer) => {
    // an SVG is drawn at the density that gives the icon's size, sharp and never larger than needed
    const { format, width = art, height = art } = await sharp(input, { limitInputPixels: false }).metadata();
    const density =
      format === 'svg'
        ? Math.min(2400, Math.max(72, Math.ceil((72 * art) / Math.max(width, height, 1))))
        : 72;
    return sharp(input, { limitInputPixels: MAX_LOGO_PIXELS, failOn: 'truncated', pages: 1, density })
      .resize(art, art, { fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 } })
      .png()
      .toBuffer();
  };
  let drawn: Buffer;
  let background = '#ffffff';
  try {
    drawn = await draw(logo ?? DEFAULT_ICON_SVG);
    if (!logo) background = BAG_GREEN;
  } catch {
    drawn = await draw(DEFAULT_ICON_SVG);
    background = BAG_GREEN;
  }
  if (art === size) return drawn;
  return sharp({ create: { width: size, height: size, channels: 4, background } })
    .composite([{ input: drawn, gravity: 'centre' }])
    .png()
    .toBuffer();
}

/** Icons made, by shop, logo and file: a logo is read and drawn once per instance (the most recent kept). */
const ICONS_KEPT = 300;
const made = new Map<string, Promise<Buffer>>();

/**
 * The shop's icon `file` (one of `SHOP_ICONS`), made from its current logo and kept: the same logo gives the
 * same bytes.
 */
export function shopIcon(shop: ShopAppSource, file: ShopIconFile, sources: LogoSources): Promise<Buffer> {
  const icon = SHOP_ICONS.find((candidate) => candidate.file === file);
  if (!icon) throw new Error(`not a shop icon: ${file}`);
  const key = `${shop.name.toLowerCase()} ${logoVersion(shop.image)} ${file}`;
  const kept = made.get(key);
  if (kept) {
    // most recently used last: the first one is the one to drop
    made.delete(key);
    made.set(key, kept);
    return kept;
  }
  const making = readLogo(shop.image, sources).then((logo) => shopIconPng(logo, icon.size, icon.purpose));
  made.set(key, making);
  // a failure is not kept: the next request tries again
  making.catch(() => made.delete(key));
  if (made.size > ICONS_KEPT) made.delete(made.keys().next().value as string);
  return making;
}
