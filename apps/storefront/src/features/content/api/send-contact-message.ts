import type { ContactMessage } from '@souk/core';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.js';

/** Sends the contact form to the seller (spec §7 POST /save-contact); the server answers with its message. */
export function useSendContactMessage() {
  return useMutation({ mutationFn: (message: ContactMessage) => api.seller.saveContact(message) });
}
