import { encodeComponent } from '../text/encode-component.js';
import { CHAT_LINK_BASE } from './chat-link.js';

/**
 * Networks of the product page's share buttons (spec §2 "share buttons (social networks, chat service…)").
 * @example SHARE_NETWORKS // ['facebook', 'twitter', 'linkedin', 'whatsapp']
 */
export const SHARE_NETWORKS = ['facebook', 'twitter', 'linkedin', 'whatsapp'] as const;
/**
 * A network of the product page's share buttons, one of {@link SHARE_NETWORKS}.
 * @example
 * ```ts
 * const network: ShareNetwork = 'linkedin';
 * shareLinks('https://shop.example/p', 'Green Tea')[network] // "https://www.linkedin.com/sharing/share-offsite/?url=https%3A%2F%2Fshop.example%2Fp"
 * ```
 */
export type ShareNetwork = (typeof SHARE_NETWORKS)[number];

/**
 * Share links for a page (spec §2, §7: "share to social networks and chat service with the page address").
 * Each network's public share endpoint; `twitter` is the network now called X, whose intent endpoint still
 * answers on twitter.com. The chat-service link has no number: the shopper picks who to send it to.
 * @example shareLinks('https://shop.example/p', 'Green Tea').facebook // "https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fshop.example%2Fp"
 */
export function shareLinks(pageUrl: string, title: string): Record<ShareNetwork, string> {
  const url = encodeComponent(pageUrl);
  const text = encodeComponent(title);
  const message = encodeComponent(title.trim() === '' ? pageUrl : `${title.trim()} ${pageUrl}`);
  return {
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${url}`,
    twitter: `https://twitter.com/intent/tweet?url=${url}&text=${text}`,
    linkedin: `https://www.linkedin.com/sharing/share-offsite/?url=${url}`,
    whatsapp: `${CHAT_LINK_BASE}?text=${message}`,
  };
}
