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
  weight: number;
}

export interface RenderedPageCacheOptions {
  /** Bytes the kept pages may take, HTML and compressed forms (default 64 MiB). */
  maxBytes?: number;
  /** Pages kept at most (default 5 000). */
  maxEntries?: number;
  /** Longest a page is kept (a backstop where another server may change the catalogue). */
  maxAgeMs?: number;
}

/**
 * Server-rendered pages by address, valid while the catalogue version they were rendered at holds (the
 * same signal as the public API cache: every page shows only publicly cached catalogue data). Bounded in
 * bytes and in pages: the least recently used go first.
 */
export class RenderedPageCache {
  readonly #entries = new Map<string, Entry>();
  #bytes = 0;
  #version: number | undefined;

  constructor(
    private readonly version: VersionSource,
    private readonly options: RenderedPageCacheOptions = {},
  ) {}

  /** Bytes the kept pages take (an estimate, see `bytesOf`). */
  get bytes(): number {
    return this.#bytes;
  }

  get size(): number {
    return this.#entries.size;
  }

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
    // a new version voids every page kept: free them at once rather than as they age out
    if (this.#version !== renderedAt) {
      this.#entries.clear();
      this.#bytes = 0;
      this.#version = renderedAt;
    }
    const previous = this.#entries.get(key);
    if (previous) this.#delete(key, previous);
    const weight = bytesOf(page);
    this.#entries.set(key, { page, version: renderedAt, storedAt: Date.now(), weight });
    this.#bytes += weight;
    const maxBytes = this.options.maxBytes ?? 64 * 1024 * 1024;
    const maxEntries = this.options.maxEntries ?? 5000;
    for (const [oldest, entry] of this.#entries) {
      if (this.#bytes <= maxBytes && this.#entries.size <= maxEntries) break;
      this.#delete(oldest, entry);
    }
  }

  #delete(key: string, entry: Entry): void {
    this.#entries.delete(key);
    this.#bytes -= entry.weight;
  }
}

function bytesOf(page: HtmlPage | PageRedirect): number {
  // UTF-16 text, two bytes a character, plus its compressed forms, made after the page is stored: counted
  // up front at their usual share
  return page instanceof HtmlPage ? page.html.length * 2.5 : page.location.length * 2;
}
