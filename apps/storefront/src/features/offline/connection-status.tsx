import { useEffect, useState } from 'react';
import { useOnline } from '../../lib/use-online.js';
import { OfflineBanner } from './offline-banner.js';
import { UpdatePrompt } from './update-prompt.js';

export interface ConnectionStatusProps {
  /**
   * Whether the worker sent this page from its cache (it wrote the banner in): the page is a kept copy even
   * when the browser believes it is online (a connection that answers nothing), until it comes back online.
   */
  servedOffline?: boolean;
  /** Whether a new version of the service worker is installed and waiting for this page. */
  updateWaiting: boolean;
  /** Activates the waiting version and reloads the page onto it. */
  onReload: () => void;
}

/**
 * The offline banner while the browser is offline or the page is a kept copy, and the update prompt while a
 * new version waits.
 */
export function ConnectionStatus({ servedOffline = false, updateWaiting, onReload }: ConnectionStatusProps) {
  const online = useOnline();
  const [keptCopy, setKeptCopy] = useState(servedOffline);
  useEffect(() => {
    if (!keptCopy) return;
    const back = () => setKeptCopy(false);
    window.addEventListener('online', back);
    return () => window.removeEventListener('online', back);
  }, [keptCopy]);
  return (
    <>
      {(!online || keptCopy) && <OfflineBanner />}
      {updateWaiting && <UpdatePrompt onReload={onReload} />}
    </>
  );
}
