import { encodeComponent } from '../text/encode-component.js';
import { PLACEHOLDER_IMAGE } from './product-image.js';

/**
 * An image address safe to show on an https page (spec §7 "Product images that are not https are routed
 * through an image proxy service"). Plain `http://` images go through the proxy: `proxyBase` followed by the
 * encoded address (e.g. `https://images.example/?url=`). https, protocol-relative, relative and `data:`
 * addresses load without mixed content and are kept; a blank address gives the placeholder.
 * @example proxiedImageUrl('http://cdn.example/a.jpg', 'https://proxy.example/?url=') // "https://proxy.example/?url=http%3A%2F%2Fcdn.example%2Fa.jpg"
 * @example proxiedImageUrl('https://cdn.example/a.jpg', 'https://proxy.example/?url=') // "https://cdn.example/a.jpg"
 */
export function proxiedImageUrl(url: string | null | undefined, proxyBase: string): string {
  const address = url?.trim();
  if (!address) return PLACEHOLDER_IMAGE;
  return /^http:\/\//i.test(address) ? `${proxyBase}${encodeComponent(address)}` : address;
}
