/** The storefront's service worker (Workbox's, built by `vite.config.ts`), controlling every page of the site. */
export const SERVICE_WORKER_URL = '/sw.js';

export interface ServiceWorkerUpdates {
  /**
   * A new version is installed and waiting while an older one controls the page: `activate` hands the page
   * to it and reloads once it has taken over.
   */
  onUpdateWaiting: (activate: () => void) => void;
  /** Reloads the page onto the new version (`location.reload`). */
  reload: () => void;
  /** The first worker has taken over this page, which it did not see load (its first install). */
  onFirstControl?: (worker: ServiceWorker) => void;
}

/**
 * Registers the service worker at scope `/` and offers each new version as it waits (prompt mode): the
 * worker never skips waiting by itself, so an open page keeps the code it started with until the shopper
 * asks. A version already waiting when the page loaded is offered too; the first install takes the page at
 * once (the worker claims its clients) and offers nothing.
 * @example await registerServiceWorker(navigator.serviceWorker, { onUpdateWaiting: showPrompt, reload: () => location.reload() });
 */
export async function registerServiceWorker(
  container: ServiceWorkerContainer,
  { onUpdateWaiting, reload, onFirstControl }: ServiceWorkerUpdates,
): Promise<ServiceWorkerRegistration> {
  if (!container.controller && onFirstControl) {
    // the first worker claims the open pages as it activates
    container.addEventListener(
      'controllerchange',
      () => {
        if (container.controller) onFirstControl(container.controller);
      },
      { once: true },
    );
  }
  const registration = await container.register(SERVICE_WORKER_URL, { scope: '/' });
  const offer = () => {
    const waiting = registration.waiting;
    if (!waiting || !container.controller) return;
    onUpdateWaiting(() => {
      container.addEventListener('controllerchange', () => reload(), { once: true });
      // Workbox's generated worker skips waiting on this message, and only on it. The worker waiting now:
      // a newer version may have replaced the one the prompt was shown for (it is then redundant)
      (registration.waiting ?? waiting).postMessage({ type: 'SKIP_WAITING' });
    });
  };
  offer();
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing;
    installing?.addEventListener('statechange', () => {
      if (installing.state === 'installed') offer();
    });
  });
  return registration;
}
