/** How many renders run at once and how many may wait for a turn (config `render`). */
export interface RenderLimits {
  concurrency: number;
  queue: number;
}

/**
 * Bounds the CPU server rendering can take: at most `concurrency` renders run at once and `queue` wait for
 * a turn; past both a render is refused (the server answers 503). Calls for the same key while one runs
 * share it (single-flight), taking no turn and no place in the queue.
 * @example const page = limiter.run(`${version} ${url}`, () => render(url)); if (!page) reply503();
 */
export class RenderLimiter {
  readonly #waiting: (() => void)[] = [];
  readonly #inFlight = new Map<string, Promise<unknown>>();
  #running = 0;
  #refused = 0;
  #reportedAt = Number.NEGATIVE_INFINITY;

  constructor(private readonly limits: RenderLimits) {}

  /** Runs `task` (or joins the run of the same key); null when every turn and queue place is taken. */
  run<T>(key: string, task: () => Promise<T>): Promise<T> | null {
    const joined = this.#inFlight.get(key) as Promise<T> | undefined;
    if (joined) return joined;
    if (this.#running >= this.limits.concurrency && this.#waiting.length >= this.limits.queue) {
      this.#refused += 1;
      return null;
    }
    const result = this.#inTurn(task).finally(() => {
      if (this.#inFlight.get(key) === result) this.#inFlight.delete(key);
    });
    this.#inFlight.set(key, result);
    return result;
  }

  /**
   * How many renders were refused since the last report, at most once per `intervalMs` (null in between
   * or when none was): an overload is logged as one line a second, not one per request.
   */
  refusedReport(now = Date.now(), intervalMs = 1000): number | null {
    if (this.#refused === 0 || now - this.#reportedAt < intervalMs) return null;
    const refused = this.#refused;
    this.#refused = 0;
    this.#reportedAt = now;
    return refused;
  }

  async #inTurn<T>(task: () => Promise<T>): Promise<T> {
    if (this.#running < this.limits.concurrency) this.#running += 1;
    // a finishing render hands its turn over, so the count of running renders stays as it is
    else await new Promise<void>((resolve) => this.#waiting.push(resolve));
    try {
      return await task();
    } finally {
      const next = this.#waiting.shift();
      if (next) next();
      else this.#running -= 1;
    }
  }
}
