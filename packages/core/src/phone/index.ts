export { CHAT_LINK_BASE, chatLink } from './chat-link.js';
export { DEFAULT_COUNTRY_CODE, normalizePhone } from './normalize-phone.js';
export { productChatMessage } from './product-chat-message.js';
export type { ShareNetwork } from './share-links.js';
export { SHARE_NETWORKS, shareLinks } from './share-links.js';
export { SUPPORT_CHAT_NUMBER, supportChatLink } from './support-chat-link.js';
