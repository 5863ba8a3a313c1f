import { useSnapshot } from 'valtio';
import { guestContact } from '../../../stores/guest-contact.js';
import { useGuestOrders } from './get-guest-orders.js';

/** The orders and guest details of the contact the guest last tracked with (spec §6); idle without one. */
export function useGuestContactOrders(enabled = true) {
  const { email, phone } = useSnapshot(guestContact);
  const lookup = enabled ? { email: email || undefined, phone: phone || undefined } : {};
  return { query: useGuestOrders(lookup), hasContact: Boolean(email || phone) };
}
