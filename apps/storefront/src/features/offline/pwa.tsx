import { createRoot } from 'react-dom/client';
import { keepShownPage } from './cache-rules.js';
import { ConnectionStatus } from './connection-status.js';
import { registerServiceWorker } from './register-service-worker.js';

/**
 * Registers the storefront's service worker and shows the offline banner and the update prompt in a root of
 * their own at the top of the body, outside the app's. A page the worker sent offline already holds the
 * banner in that place (`markServedOffline`); this root takes it over.
 */
function startConnectionStatus(): void {
  let container = document.getElementById('connection-status');
  if (!container) {
    container = document.createElement('div');
    container.id = 'connection-status';
    document.body.prepend(container);
  }
  // the worker's banner in a page it sent from its cache (`markServedOffline`)
  const servedOffline = container.hasChildNodes();
  const root = createRoot(container);
  let activateUpdate: (() => void) | null = null;
  const render = () =>
    root.render(
      <ConnectionStatus
        servedOffline={servedOffline}
        updateWaiting={activateUpdate !== null}
        onReload={() => activateUpdate?.()}
      />,
    );
  render();
  if (!('serviceWorker' in navigator)) return;
  void registerServiceWorker(navigator.serviceWorker, {
    onUpdateWaiting: (activate) => {
      activateUpdate = activate;
      render();
    },
    reload: () => window.location.reload(),
    onFirstControl: (worker) => {
      const images = [...document.images].map((image) => image.currentSrc).filter((url) => url !== '');
      worker.postMessage(keepShownPage(window.location.href, images));
    },
  }).catch(() => {
    // no worker (private mode, a policy): the shop works as before, only not offline
  });
}

// imported by main.tsx once the app has started, and started by that import: no line of this is in a page's
// first load, and the entry holds nothing but the import (the shop page's chunk graph is at its ratchet)
startConnectionStatus();
