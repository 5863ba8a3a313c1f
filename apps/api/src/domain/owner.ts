import { GUEST_SESSION_HEADER, GUEST_SESSION_ID_RULE, isGuestSessionId } from '@souk/core';
import { invalid } from './errors.js';

/** Who owns what a call touches: the signed-in customer, else the guest session (both null: nobody). */
export interface Owner {
  customerId: string | null;
  sessionId: string | null;
}

/** A guest session id in a path or body that cannot be one (`isSessionId`): the field and why. */
export const INVALID_GUEST_SESSION = `sessionId: ${GUEST_SESSION_ID_RULE}`;
/** The same refusal for the guest session header. */
export const INVALID_GUEST_SESSION_HEADER = `${GUEST_SESSION_HEADER}: ${GUEST_SESSION_ID_RULE}`;

/** A guest session id must be an unguessable UUID (`isGuestSessionId`): it is the guest's only credential. */
export const isSessionId = isGuestSessionId;

/** True when a row with these owner columns belongs to the owner (a guest never owns a customer's row). */
export function owns(owner: Owner, row: { customerId: string | null; sessionId: string | null }): boolean {
  if (row.customerId) return owner.customerId === row.customerId;
  return row.sessionId !== null && owner.sessionId === row.sessionId;
}

/** The owner of rows created for a signed-in customer. */
export function customerOwner(customerId: string): Owner {
  return { customerId, sessionId: null };
}

/** The owner of rows created for a guest session. */
export function guestOwner(sessionId: string): Owner {
  return { customerId: null, sessionId };
}

/** A guest owner from a path or body session id — the id is the guest's credential. @throws invalid when malformed */
export function guestOwnerOf(sessionId: unknown): Owner {
  if (!isSessionId(sessionId)) throw invalid(INVALID_GUEST_SESSION);
  return guestOwner(sessionId);
}
