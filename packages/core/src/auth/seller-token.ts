/**
 * Local-storage key of the seller's token, written by the seller console (`/seller`). The storefront reads
 * it on the same origin to offer the shop's own seller admin mode (issue 18); it never writes it.
 * @example SELLER_CONSOLE_TOKEN_KEY // "souk.sellerConsoleToken"
 */
export const SELLER_CONSOLE_TOKEN_KEY = 'souk.sellerConsoleToken';
