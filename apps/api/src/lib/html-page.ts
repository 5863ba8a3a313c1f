import { compress, type Encoding } from './compression.js';

/**
 * An HTML page and its compressed forms, each made once on first use: rendered pages run to hundreds of
 * KB of repetitive markup, a few KB on the wire.
 */
export class HtmlPage {
  readonly #encoded = new Map<Encoding, Promise<Buffer>>();

  constructor(
    readonly html: string,
    readonly status = 200,
  ) {}

  /** The page in `encoding` (memoized). */
  encoded(encoding: Encoding): Promise<Buffer> {
    let body = this.#encoded.get(encoding);
    if (!body) {
      body = compress(this.html, encoding);
      this.#encoded.set(encoding, body);
    }
    return body;
  }
}

/** A redirect a renderer asked for. */
export interface PageRedirect {
  status: number;
  location: string;
}

/** The catalogue's version: any committed write to what public pages show changes it. */
export interface VersionSource {
  readonly current: number;
}

interface Entry {
  page: HtmlPage | PageRedirect;
  version: number;
  storedAt: number;
}

/**
 * Server-rendered pages by address, valid while the catalogue version they were rendered at holds (the
 * same signal as the public API cache: every page shows only publicly cached catalogue data). Least
 * recently used pages go first once `maxWeight` is reached.
 */
export class RenderedPageCache {
  readonly #entries = new Map<string, Entry>();
  #weight = 0;

  constructor(
    private readonly version: VersionSource,
    private readonly options: { maxWeight?: number; maxAgeMs?: number } = {},
  ) {}

  get(key: string): HtmlPage | PageRedirect | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    const expired = Date.now() - entry.storedAt > (this.options.maxAgeMs ?? Number.POSITIVE_INFINITY);
    if (entry.version !== this.version.current || expired) {
      this.#delete(key, entry);
      return undefined;
    }
    // most recently used last
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    return entry.page;
  }

  /** Stores a page rendered while the version was `renderedAt`; a write during the render voids it. */
  set(key: string, page: HtmlPage | PageRedirect, renderedAt: number): void {
    if (renderedAt !== this.version.current) return;
    const previous = this.#entries.get(key);
    if (previous) this.#delete(key, previous);
    this.#entries.set(key, { page, version: renderedAt, storedAt: Date.now() });
    this.#weight += weightOf(page);
    const maxWeight = this.options.maxWeight ?? 64 * 1024 * 1024;
    for (const [oldest, entry] of this.#entries) {
      if (this.#weight <= maxWeight) break;
      this.#delete(oldest, entry);
    }
  }

  #delete(key: string, entry: Entry): void {
    this.#entries.delete(key);
    this.#weight -= weightOf(entry.page);
  }
}

function weightOf(page: HtmlPage | PageRedirect): number {
  // a page's compressed forms are made after it is stored: count them up front at their usual share
  return page instanceof HtmlPage ? page.html.length * 2.5 : page.location.length * 2;
}
