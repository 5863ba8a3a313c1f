/**
 * Opens a page outside the portal — a shop or a product in its shop — with a full page load: the shops
 * are another app. Kept in one place so tests can watch where the portal sends the shopper.
 */
export function leavePortal(path: string): void {
  window.location.assign(path);
}
