import { encodeComponent } from '../text/encode-component.js';
import { DEFAULT_COUNTRY_CODE, normalizePhone } from './normalize-phone.js';

/**
 * The chat service's click-to-chat base (spec §1, §7: a chat messaging service).
 * @example CHAT_LINK_BASE // "https://wa.me/"
 */
export const CHAT_LINK_BASE = 'https://wa.me/';

/**
 * A click-to-chat link to a phone number with a pre-filled text (spec §7). The number is normalised first
 * (spec §5), which leaves an already normalised number as it is. `null` when the number has no digits: a
 * link without a number would open the chat service's contact picker instead of the seller.
 * @example chatLink('082 123 4567', 'Hi there') // "https://wa.me/27821234567?text=Hi%20there"
 * @example chatLink('', 'Hi') // null
 */
export function chatLink(
  phone: string | null | undefined,
  text = '',
  countryCode: string | null = DEFAULT_COUNTRY_CODE,
): string | null {
  const digits = normalizePhone(phone, countryCode);
  if (digits === '') return null;
  return text === ''
    ? `${CHAT_LINK_BASE}${digits}`
    : `${CHAT_LINK_BASE}${digits}?text=${encodeComponent(text)}`;
}
