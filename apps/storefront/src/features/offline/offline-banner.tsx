import { t } from '@souk/ui';

/** The banner's words (issue 22): the page shown is one kept on this device, not the shop as it is now. */
export const OFFLINE_BANNER_MESSAGE = /*i18n*/ 'You’re offline. Showing pages you’ve visited.';

/**
 * The strip at the top of a shop page while the browser is offline. The service worker puts the same
 * markup into a kept page it sends offline (`markServedOffline`), before any script runs; this one follows
 * the connection once the app has started.
 */
export function OfflineBanner() {
  return (
    <p
      role="status"
      className="border-b border-amber-200 bg-amber-100 px-4 py-2 text-center text-sm font-medium text-amber-950"
    >
      {t(OFFLINE_BANNER_MESSAGE)}
    </p>
  );
}
