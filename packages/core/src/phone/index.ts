/**
 * Phone numbers and the outbound links built from them (spec §2, §7): a number normalized to international
 * digits ({@link normalizePhone}, with a default country code), chat links to a seller's support number with
 * a prefilled message, and the product page's share links. No runtime dependencies beyond
 * `@souk/core/text`.
 *
 * @example
 * ```ts
 * import { chatLink, normalizePhone } from '@souk/core/phone';
 * normalizePhone('082 123 4567'); // "27821234567"
 * chatLink('082 123 4567', 'Hi there'); // "https://wa.me/27821234567?text=Hi%20there"
 * ```
 *
 * @module @souk/core/phone
 */
export { CHAT_LINK_BASE, chatLink } from './chat-link.js';
export { DEFAULT_COUNTRY_CODE, normalizePhone } from './normalize-phone.js';
export { productChatMessage } from './product-chat-message.js';
export type { ShareNetwork } from './share-links.js';
export { SHARE_NETWORKS, shareLinks } from './share-links.js';
export { SUPPORT_CHAT_NUMBER, supportChatLink } from './support-chat-link.js';
