import { encodeComponent } from '../text/encode-component.js';

/**
 * A shop as an installed web app (issue 22): each shop has its own web app manifest, so installing one
 * shop opens that shop. Standalone functions, not members of `paths`: the browser's bundles never call
 * them (the server renders the manifest link), so they leave nothing there.
 */

/**
 * Where an installed shop starts and what it covers: the shop's own folder, `/{sellerName}/`.
 * @example shopAppScope('tea house') // "/tea%20house/"
 */
export function shopAppScope(sellerName: string): string {
  return `/${encodeComponent(sellerName)}/`;
}

/**
 * The shop's web app manifest, served by the API.
 * @example shopManifestPath('tea-house') // "/api/shops/tea-house/manifest.webmanifest"
 */
export function shopManifestPath(sellerName: string): string {
  return `/api/shops/${encodeComponent(sellerName)}/manifest.webmanifest`;
}

/**
 * The icons a shop's manifest lists: square PNGs made from the shop's logo, `maskable` with the logo inside
 * the safe zone on the theme colour.
 * @example SHOP_ICONS.map((icon) => icon.file) // ["192.png", "512.png", "maskable-512.png"]
 */
export const SHOP_ICONS = [
  { file: '192.png', size: 192, purpose: 'any' },
  { file: '512.png', size: 512, purpose: 'any' },
  { file: 'maskable-512.png', size: 512, purpose: 'maskable' },
] as const;

/**
 * One of a shop's icons; `version` names the logo it was made from, so a new logo is a new address.
 * @example shopIconPath('tea-house', '192.png', 'k3J') // "/api/shops/tea-house/icons/192.png?v=k3J"
 */
export function shopIconPath(sellerName: string, file: string, version: string): string {
  return `/api/shops/${encodeComponent(sellerName)}/icons/${encodeComponent(file)}?v=${encodeComponent(version)}`;
}

/**
 * The shop's browser and title-bar colour: the ink of its header's top strip (`--color-ink`).
 * @example SHOP_THEME_COLOR // "#1c222b"
 */
export const SHOP_THEME_COLOR = '#1c222b';
