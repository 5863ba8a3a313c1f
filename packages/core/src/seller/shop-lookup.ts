import { paths } from '../paths/paths.js';

/**
 * The not-found page's message when no shop has the name (spec §8).
 * @example shopNotFoundMessage('tea-house') // 'Shop "tea-house" not found. Please check the shop name and try again.'
 */
export function shopNotFoundMessage(name: string): string {
  return `Shop "${name}" not found. Please check the shop name and try again.`;
}

/**
 * Where the shop lookup goes after a found shop or a network failure (spec §4, §7, §8): `/{name lowercased}`,
 * using the name the visitor typed (after `prepareShopLookup`), since a failed call names no seller.
 * @example shopLookupPath('Tea-House') // "/tea-house"
 */
export function shopLookupPath(name: string): string {
  return paths.shop(name.toLowerCase());
}
