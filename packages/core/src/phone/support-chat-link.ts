import { encodeComponent } from '../text/encode-component.js';
import { CHAT_LINK_BASE } from './chat-link.js';

/**
 * The fixed support number of the floating chat button (spec §1: "a fixed support number (a constant)").
 * The spec does not give the number: this is a placeholder in South African form (country code 27, spec §9)
 * from the 021 1xx range, not a real line — replace it with the operator's support number before release.
 * @example SUPPORT_CHAT_NUMBER // "27211000000"
 */
export const SUPPORT_CHAT_NUMBER = '27211000000';

/**
 * The floating chat button's link (spec §1): a chat with the support number, pre-filled with the current
 * page address. The spec gives no wording, so the pre-filled text is the address alone.
 * @example supportChatLink('https://shop.example/tea') // "https://wa.me/27211000000?text=https%3A%2F%2Fshop.example%2Ftea"
 */
export function supportChatLink(pageUrl: string): string {
  const base = `${CHAT_LINK_BASE}${SUPPORT_CHAT_NUMBER}`;
  return pageUrl === '' ? base : `${base}?text=${encodeComponent(pageUrl)}`;
}
