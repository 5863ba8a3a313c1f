import { describe, expect, it, vi } from 'vitest';
import {
  afterRequestsSettle,
  QUIET_BEFORE_TAKE_OVER_MS,
  registerServiceWorker,
  SERVICE_WORKER_URL,
} from './register-service-worker.js';

/** A worker as the page sees it: its state, its messages. */
class FakeWorker extends EventTarget {
  state: ServiceWorkerState = 'installing';
  readonly messages: unknown[] = [];
  postMessage(message: unknown) {
    this.messages.push(message);
  }
  become(state: ServiceWorkerState) {
    this.state = state;
    this.dispatchEvent(new Event('statechange'));
  }
}

class FakeRegistration extends EventTarget {
  installing: FakeWorker | null = null;
  waiting: FakeWorker | null = null;
  /** The browser found a new version of the script: it installs, then waits. */
  findUpdate(): FakeWorker {
    const worker = new FakeWorker();
    this.installing = worker;
    this.dispatchEvent(new Event('updatefound'));
    return worker;
  }
  finishInstall(worker: FakeWorker) {
    this.installing = null;
    this.waiting = worker;
    worker.become('installed');
  }
}

function fakeContainer(registration: FakeRegistration, controller: FakeWorker | null) {
  const container = Object.assign(new EventTarget(), {
    controller,
    register: vi.fn(async () => registration),
  });
  return container as unknown as ServiceWorkerContainer & { register: typeof container.register };
}

describe('registerServiceWorker (issue 22)', () => {
  it('registers /sw.js at scope / and offers nothing on the first install', async () => {
    const registration = new FakeRegistration();
    const container = fakeContainer(registration, null);
    const onUpdateWaiting = vi.fn();
    await registerServiceWorker(container, { onUpdateWaiting, reload: vi.fn() });
    expect(container.register).toHaveBeenCalledWith(SERVICE_WORKER_URL, { scope: '/' });
    expect(SERVICE_WORKER_URL).toBe('/sw.js');
    registration.finishInstall(registration.findUpdate());
    expect(onUpdateWaiting).not.toHaveBeenCalled();
  });

  it('offers a new version once it waits, and activates it only when asked, reloading once it controls', async () => {
    const registration = new FakeRegistration();
    const container = fakeContainer(registration, new FakeWorker());
    const onUpdateWaiting = vi.fn();
    const reload = vi.fn();
    const settled: (() => void)[] = [];
    await registerServiceWorker(container, { onUpdateWaiting, reload, settle: (then) => settled.push(then) });
    const next = registration.findUpdate();
    expect(onUpdateWaiting).not.toHaveBeenCalled();
    registration.finishInstall(next);
    expect(onUpdateWaiting).toHaveBeenCalledTimes(1);
    // never skips waiting by itself
    expect(next.messages).toEqual([]);
    const [activate] = onUpdateWaiting.mock.calls[0] as [() => void];
    activate();
    // not while the page's requests (the tap's own) are in flight
    expect(next.messages).toEqual([]);
    expect(settled).toHaveLength(1);
    settled[0]?.();
    expect(next.messages).toEqual([{ type: 'SKIP_WAITING' }]);
    expect(reload).not.toHaveBeenCalled();
    container.dispatchEvent(new Event('controllerchange'));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('offers a version that was already waiting when the page loaded', async () => {
    const registration = new FakeRegistration();
    registration.waiting = new FakeWorker();
    registration.waiting.state = 'installed';
    const onUpdateWaiting = vi.fn();
    await registerServiceWorker(fakeContainer(registration, new FakeWorker()), {
      onUpdateWaiting,
      reload: vi.fn(),
    });
    expect(onUpdateWaiting).toHaveBeenCalledTimes(1);
  });

  it('hands the first worker that takes the page over to onFirstControl, and no later one', async () => {
    const registration = new FakeRegistration();
    const container = fakeContainer(registration, null);
    const onFirstControl = vi.fn();
    await registerServiceWorker(container, { onUpdateWaiting: vi.fn(), reload: vi.fn(), onFirstControl });
    const first = new FakeWorker();
    Object.assign(container, { controller: first });
    container.dispatchEvent(new Event('controllerchange'));
    container.dispatchEvent(new Event('controllerchange'));
    expect(onFirstControl).toHaveBeenCalledTimes(1);
    expect(onFirstControl).toHaveBeenCalledWith(first);
  });

  it('does not call onFirstControl on a page a worker already controls', async () => {
    const container = fakeContainer(new FakeRegistration(), new FakeWorker());
    const onFirstControl = vi.fn();
    await registerServiceWorker(container, { onUpdateWaiting: vi.fn(), reload: vi.fn(), onFirstControl });
    container.dispatchEvent(new Event('controllerchange'));
    expect(onFirstControl).not.toHaveBeenCalled();
  });
});

describe('afterRequestsSettle', () => {
  /** The page's resource timeline: `finish` reports a request that ended now. */
  function fakeResourceTimeline() {
    const observers: ((list: { getEntries: () => { responseEnd: number }[] }) => void)[] = [];
    vi.stubGlobal(
      'PerformanceObserver',
      class {
        constructor(callback: (typeof observers)[number]) {
          observers.push(callback);
        }
        observe() {}
        disconnect() {
          observers.length = 0;
        }
      },
    );
    return {
      finish: () => {
        for (const notify of observers) notify({ getEntries: () => [{ responseEnd: performance.now() }] });
      },
      observing: () => observers.length,
    };
  }

  it('waits until no request has finished for the quiet spell, counting from the call', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'performance'] });
    const timeline = fakeResourceTimeline();
    const then = vi.fn();
    afterRequestsSettle(then);
    vi.advanceTimersByTime(100);
    // the tap's chunk arrives: the spell starts again
    timeline.finish();
    vi.advanceTimersByTime(QUIET_BEFORE_TAKE_OVER_MS - 1);
    expect(then).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(then).toHaveBeenCalledTimes(1);
    expect(timeline.observing()).toBe(0);
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });
});
