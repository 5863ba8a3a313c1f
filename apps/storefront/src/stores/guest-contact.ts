import { proxy } from 'valtio';
import { local } from './session.js';

const EMAIL_KEY = 'guestEmail';
const PHONE_KEY = 'guestPhone';

/**
 * The contact details a guest last tracked orders with (spec §6: guest orders come from the query string or
 * the stored guest email/phone), kept in local storage so Track Orders and the guest dashboard reopen them.
 */
export const guestContact = proxy({
  email: local.getItem(EMAIL_KEY) ?? '',
  phone: local.getItem(PHONE_KEY) ?? '',
});

export function rememberGuestContact({ email = '', phone = '' }: { email?: string; phone?: string }): void {
  guestContact.email = email;
  guestContact.phone = phone;
  for (const [key, value] of [
    [EMAIL_KEY, email],
    [PHONE_KEY, phone],
  ] as const) {
    if (value) local.setItem(key, value);
    else local.removeItem(key);
  }
}

export function forgetGuestContact(): void {
  rememberGuestContact({});
}
