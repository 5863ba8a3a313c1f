import { promisify } from 'node:util';
import { constants, crc32, deflateRaw } from 'node:zlib';
import { compress, type Encoding, pickEncoding } from './compression.js';

/** Stands for the response's CSP nonce in a kept page; never sent. */
export const NONCE_PLACEHOLDER = '__SOUK_CSP_NONCE__';

const NONCE_ATTRIBUTE = ` nonce="${NONCE_PLACEHOLDER}"`;
/** Elements a nonce policy checks: scripts (inline, JSON, module), `<style>`, module preloads. */
const NEEDS_NONCE =
  /<(script|style)\b(?![^>]*\snonce=)|<link\b(?=[^>]*\brel="modulepreload")(?![^>]*\snonce=)/gi;
/** The start of `<head>`, with its charset declaration when there is one (it must stay first). */
const HEAD_START = /<head>(\s*<meta charset="[^"]*"\s*\/?>)?/i;
const CSP_NONCE_META = '<meta property="csp-nonce"';

/**
 * `html` with a nonce placeholder on every element the policy checks, and the `csp-nonce` meta element
 * Vite's preload helper reads the nonce from (the `<link rel="modulepreload">` it adds for lazy routes).
 * Server-rendered markup holds no raw `<script`: React escapes text and the embedded state escapes `<`.
 */
export function withNoncePlaceholders(html: string): string {
  const marked = html.replace(NEEDS_NONCE, (tag) => `${tag}${NONCE_ATTRIBUTE}`);
  if (!marked.includes(NONCE_PLACEHOLDER) || marked.includes(CSP_NONCE_META)) return marked;
  return marked.replace(HEAD_START, (start) => `${start}${CSP_NONCE_META}${NONCE_ATTRIBUTE}>`);
}

const deflateRawAsync = promisify(deflateRaw);
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 3]);
/** A last, empty deflate block (fixed Huffman codes, end of block). */
const FINAL_BLOCK = Buffer.from([3, 0]);

/** A deflate block holding `bytes` as they are (at most 65 535), starting on a byte boundary. */
function storedBlock(bytes: Buffer): Buffer {
  const header = Buffer.alloc(5);
  header.writeUInt16LE(bytes.length, 1);
  header.writeUInt16LE(~bytes.length & 0xffff, 3);
  return Buffer.concat([header, bytes]);
}

export interface PageBody {
  body: string | Buffer;
  encoding: Encoding | null;
}

/**
 * An HTML page and its compressed forms, each made once on first use: rendered pages run to hundreds of
 * KB of repetitive markup, a few KB on the wire. Every response carries its own CSP nonce, so a page with
 * scripts is kept cut at its nonce placeholders: each part is deflated once (ending byte-aligned, with no
 * reference across parts), and a response's gzip body is those parts with the nonce between them as
 * stored blocks — the cost per response is one CRC over the page, no compression.
 */
export class HtmlPage {
  readonly #encoded = new Map<Encoding, Promise<Buffer>>();
  /** The page cut at its nonce placeholders (one part: a page without scripts). */
  readonly #parts: Buffer[];
  #deflatedParts: Promise<Buffer[]> | undefined;
  /** The page as kept, with nonce placeholders. */
  readonly html: string;

  /** A page rendered for one guest (their cart): sent so that no cache keeps it. */
  readonly personal: boolean;

  constructor(
    html: string,
    readonly status = 200,
    { personal = false }: { personal?: boolean } = {},
  ) {
    this.html = withNoncePlaceholders(html);
    this.#parts = this.html.split(NONCE_PLACEHOLDER).map((part) => Buffer.from(part));
    this.personal = personal;
  }

  /**
   * The page with `markup` first in its head (after the charset declaration), where an import map must be:
   * before every module script and module preload.
   */
  withHeadStart(markup: string): HtmlPage {
    const html = HEAD_START.test(this.html)
      ? this.html.replace(HEAD_START, (start) => `${start}${markup}`)
      : `${markup}${this.html}`;
    return new HtmlPage(html, this.status, { personal: this.personal });
  }

  /**
   * The page in a language (issue 22): `lang` and `dir` on its `<html>`, so the browser, the screen reader
   * and the stylesheet's logical properties read it in that language and direction.
   */
  withLanguage(language: string, direction: 'ltr' | 'rtl'): HtmlPage {
    const html = this.html.replace(
      /<html\b[^>]*>/i,
      () => `<html lang="${language}"${direction === 'rtl' ? ' dir="rtl"' : ''}>`,
    );
    return new HtmlPage(html, this.status, { personal: this.personal });
  }

  /** Whether the page holds anything a nonce must be put on. */
  get needsNonce(): boolean {
    return this.#parts.length > 1;
  }

  /** The page for one response: its nonce in place, in the best encoding the client takes. */
  async body(nonce: string, acceptEncoding: string | string[] | undefined): Promise<PageBody> {
    const encoding = pickEncoding(acceptEncoding);
    if (!encoding) return { body: this.html.replaceAll(NONCE_PLACEHOLDER, nonce), encoding: null };
    if (!this.needsNonce) return { body: await this.encoded(encoding), encoding };
    // gzip can be put together from parts compressed once; brotli cannot: gzip for every browser that
    // takes it (all do), brotli made per response only for a client that takes nothing else
    if (/\bgzip\b/.test(String(acceptEncoding)))
      return { body: await this.#gzipWith(nonce), encoding: 'gzip' };
    return { body: await compress(this.html.replaceAll(NONCE_PLACEHOLDER, nonce), encoding), encoding };
  }

  /** The page in `encoding` (memoized); only for a page without nonces. */
  encoded(encoding: Encoding): Promise<Buffer> {
    let body = this.#encoded.get(encoding);
    if (!body) {
      body = compress(this.html, encoding);
      this.#encoded.set(encoding, body);
    }
    return body;
  }

  async #gzipWith(nonce: string): Promise<Buffer> {
    this.#deflatedParts ??= Promise.all(
      this.#parts.map((part) => deflateRawAsync(part, { level: 9, finishFlush: constants.Z_SYNC_FLUSH })),
    );
    const deflated = await this.#deflatedParts;
    const nonceBytes = Buffer.from(nonce);
    const nonceBlock = storedBlock(nonceBytes);
    const chunks: Buffer[] = [GZIP_HEADER];
    let crc = 0;
    let size = 0;
    deflated.forEach((part, index) => {
      if (index > 0) {
        chunks.push(nonceBlock);
        crc = crc32(nonceBytes, crc);
        size += nonceBytes.length;
      }
      chunks.push(part);
      const plain = this.#parts[index] as Buffer;
      crc = crc32(plain, crc);
      size += plain.length;
    });
    const trailer = Buffer.alloc(8);
    trailer.writeUInt32LE(crc >>> 0, 0);
    trailer.writeUInt32LE(size >>> 0, 4);
    chunks.push(FINAL_BLOCK, trailer);
    return Buffer.concat(chunks);
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
