import { t } from '@souk/ui';
import { WifiOff } from 'lucide-react';
import { useOnline } from '../lib/use-online.js';

/** What the cart and checkout say while the browser is offline (issue 22). */
export const CONNECTION_REQUIRED_MESSAGE =
  /*i18n*/ 'You’re offline — the cart and checkout need a connection.';

/**
 * The cart's and checkout's notice while the browser is offline: their figures and the order are the
 * server's (prices are read again at every step, never from a kept page), so nothing can be done there
 * without a connection. Renders nothing online.
 */
export function ConnectionRequiredNotice() {
  if (useOnline()) return null;
  return (
    <p
      role="status"
      className="flex items-center gap-2 rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-sm font-medium text-amber-900"
    >
      <WifiOff aria-hidden="true" className="size-4 shrink-0" />
      {t(CONNECTION_REQUIRED_MESSAGE)}
    </p>
  );
}
