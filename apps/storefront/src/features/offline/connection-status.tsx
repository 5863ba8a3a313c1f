import { useOnline } from '../../lib/use-online.js';
import { OfflineBanner } from './offline-banner.js';
import { UpdatePrompt } from './update-prompt.js';

export interface ConnectionStatusProps {
  /** Whether a new version of the service worker is installed and waiting for this page. */
  updateWaiting: boolean;
  /** Activates the waiting version and reloads the page onto it. */
  onReload: () => void;
}

/** The offline banner while the browser is offline, and the update prompt while a new version waits. */
export function ConnectionStatus({ updateWaiting, onReload }: ConnectionStatusProps) {
  const online = useOnline();
  return (
    <>
      {!online && <OfflineBanner />}
      {updateWaiting && <UpdatePrompt onReload={onReload} />}
    </>
  );
}
