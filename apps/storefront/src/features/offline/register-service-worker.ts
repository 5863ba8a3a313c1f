/** The storefront's service worker (Workbox's, built by `vite.config.ts`), controlling every page of the site. */
export const SERVICE_WORKER_URL = '/sw.js';

/**
 * How long no request of the page may have finished before the new version is told to take over. Chromium
 * stops the old worker as the new one activates; a request reaching the old worker in that moment (the
 * web-vitals chunk the shopper's first tap loads, say — the tap on Reload itself) restarts it mid-stop, and
 * the activation then stalls for minutes (e2e/offline.spec.ts caught it every time on a 2-core machine).
 */
export const QUIET_BEFORE_TAKE_OVER_MS = 300;

/**
 * Calls `then` once no resource of the page has finished loading for {@link QUIET_BEFORE_TAKE_OVER_MS},
 * counting from now (a request just started, as a tap starts one, has not finished yet: it is waited for).
 */
export function afterRequestsSettle(then: () => void): void {
  let last = performance.now();
  // an observer, not the resource timeline: that buffer stops at 250 entries, a long visit fills it
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      last = Math.max(last, (entry as PerformanceResourceTiming).responseEnd);
  });
  observer.observe({ type: 'resource' });
  const check = () => {
    const quiet = performance.now() - last;
    if (quiet < QUIET_BEFORE_TAKE_OVER_MS) {
      setTimeout(check, QUIET_BEFORE_TAKE_OVER_MS - quiet);
      return;
    }
    observer.disconnect();
    then();
  };
  setTimeout(check, QUIET_BEFORE_TAKE_OVER_MS);
}

export interface ServiceWorkerUpdates {
  /**
   * A new version is installed and waiting while an older one controls the page: `activate` hands the page
   * to it and reloads once it has taken over.
   */
  onUpdateWaiting: (activate: () => void) => void;
  /** Reloads the page onto the new version (`location.reload`). */
  reload: () => void;
  /** Calls `then` once the page's requests have settled (by default: none finished for 300 ms). */
  settle?: (then: () => void) => void;
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
  { onUpdateWaiting, reload, onFirstControl, settle = afterRequestsSettle }: ServiceWorkerUpdates,
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
      // Workbox's generated worker skips waiting on this message, and only on it; sent once the page's
      // requests have settled (QUIET_BEFORE_TAKE_OVER_MS). The worker waiting then: a newer version may have
      // replaced the one the prompt was shown for (it is then redundant)
      settle(() => (registration.waiting ?? waiting).postMessage({ type: 'SKIP_WAITING' }));
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
