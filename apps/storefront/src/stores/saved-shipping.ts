import { parseSavedShippingInfo, type ShippingInfo, serializeShippingInfo } from '@souk/core';
import { proxy } from 'valtio';
import { local } from './session.js';

/** Local-storage keys of the saved address and order notes (spec §3, §9). Core has no constant for them. */
export const SHIPPING_INFO_KEY = 'shippingInfo';
export const ORDER_NOTES_KEY = 'orderNotes';

/** Client state of the shipping page (spec §4 Shipping form): the saved address, if any, and the notes. */
export const savedShipping = proxy({
  info: null as ShippingInfo | null,
  notes: '',
});

/**
 * Reads the saved address and notes from local storage. Corrupt or no-longer-valid saved info is removed
 * (spec §5), so it is not read again. Returns whether an address was loaded.
 */
export function loadSavedShipping(): boolean {
  const raw = local.getItem(SHIPPING_INFO_KEY);
  const info = parseSavedShippingInfo(raw);
  if (raw && !info) local.removeItem(SHIPPING_INFO_KEY);
  savedShipping.info = info;
  savedShipping.notes = local.getItem(ORDER_NOTES_KEY) ?? '';
  return info !== null;
}

/**
 * The saved address as a plain object. The store holds a valtio proxy, which `history.state` cannot
 * structured-clone (a DataCloneError that silently stops a navigation), so anything leaving the store —
 * navigation state, request bodies — takes this copy.
 */
export function savedShippingInfo(): ShippingInfo | null {
  return savedShipping.info ? { ...savedShipping.info } : null;
}

export function saveShipping(info: ShippingInfo, notes: string): void {
  local.setItem(SHIPPING_INFO_KEY, serializeShippingInfo(info));
  if (notes.trim()) local.setItem(ORDER_NOTES_KEY, notes);
  else local.removeItem(ORDER_NOTES_KEY);
  savedShipping.info = info;
  savedShipping.notes = notes;
}

export function clearSavedShipping(): void {
  local.removeItem(SHIPPING_INFO_KEY);
  local.removeItem(ORDER_NOTES_KEY);
  savedShipping.info = null;
  savedShipping.notes = '';
}
