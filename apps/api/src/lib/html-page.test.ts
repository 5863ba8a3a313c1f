import { brotliDecompressSync } from 'node:zlib';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HtmlPage, RenderedPageCache } from './html-page.js';

afterEach(() => {
  vi.useRealTimers();
});

describe('HtmlPage', () => {
  it('compresses once per encoding', async () => {
    const page = new HtmlPage('<p>hello</p>'.repeat(100), 201);
    const first = page.encoded('br');
    expect(page.encoded('br')).toBe(first);
    expect(brotliDecompressSync(await first).toString()).toBe(page.html);
    expect(page.status).toBe(201);
  });
});

describe('RenderedPageCache', () => {
  it('keeps pages while the version holds', () => {
    const version = { current: 1 };
    const cache = new RenderedPageCache(version);
    const page = new HtmlPage('<p>a</p>');
    cache.set('/a', page, 1);
    expect(cache.get('/a')).toBe(page);
    version.current = 2;
    expect(cache.get('/a')).toBeUndefined();
  });

  it('drops a page whose render saw a catalogue write', () => {
    const version = { current: 3 };
    const cache = new RenderedPageCache(version);
    cache.set('/a', new HtmlPage('<p>a</p>'), 2);
    expect(cache.get('/a')).toBeUndefined();
  });

  it('keeps redirects too', () => {
    const cache = new RenderedPageCache({ current: 1 });
    cache.set('/gone', { status: 302, location: '/not-found' }, 1);
    expect(cache.get('/gone')).toEqual({ status: 302, location: '/not-found' });
  });

  it('lets the least recently used pages go past the byte limit', () => {
    const cache = new RenderedPageCache({ current: 1 }, { maxBytes: 2.5 * 100 * 2 });
    const page = (text: string) => new HtmlPage(text.padEnd(100, '.'));
    cache.set('/a', page('a'), 1);
    cache.set('/b', page('b'), 1);
    expect(cache.get('/a')).toBeDefined(); // /a is now the most recent
    cache.set('/c', page('c'), 1);
    expect(cache.get('/b')).toBeUndefined();
    expect(cache.get('/a')).toBeDefined();
    expect(cache.get('/c')).toBeDefined();
  });

  it('keeps its byte count within the limit whatever is stored', () => {
    const cache = new RenderedPageCache({ current: 1 }, { maxBytes: 10_000 });
    for (let index = 0; index < 200; index += 1) {
      cache.set(`/page-${index}`, new HtmlPage('x'.repeat(100 + index * 7)), 1);
      expect(cache.bytes).toBeLessThanOrEqual(10_000);
    }
    expect(cache.get('/page-199')).toBeDefined();
    expect(cache.get('/page-0')).toBeUndefined();
    // a page larger than the whole bound is not kept
    cache.set('/huge', new HtmlPage('x'.repeat(10_000)), 1);
    expect(cache.get('/huge')).toBeUndefined();
    expect(cache.bytes).toBeLessThanOrEqual(10_000);
  });

  it('keeps at most maxEntries pages, the least recently used going first', () => {
    const cache = new RenderedPageCache({ current: 1 }, { maxEntries: 3 });
    for (const key of ['/a', '/b', '/c']) cache.set(key, new HtmlPage(key), 1);
    cache.get('/a');
    cache.set('/d', new HtmlPage('/d'), 1);
    expect(cache.size).toBe(3);
    expect(cache.get('/b')).toBeUndefined();
    expect(cache.get('/a')).toBeDefined();
  });

  it('frees the pages of an older version as soon as one of the new version is stored', () => {
    const version = { current: 1 };
    const cache = new RenderedPageCache(version);
    cache.set('/a', new HtmlPage('<p>a</p>'), 1);
    cache.set('/b', new HtmlPage('<p>b</p>'), 1);
    version.current = 2;
    cache.set('/c', new HtmlPage('<p>c</p>'), 2);
    expect(cache.size).toBe(1);
    expect(cache.bytes).toBe('<p>c</p>'.length * 2.5);
  });

  it('lets pages expire after maxAgeMs', () => {
    vi.useFakeTimers();
    const cache = new RenderedPageCache({ current: 1 }, { maxAgeMs: 1000 });
    cache.set('/a', new HtmlPage('<p>a</p>'), 1);
    vi.advanceTimersByTime(999);
    expect(cache.get('/a')).toBeDefined();
    vi.advanceTimersByTime(2);
    expect(cache.get('/a')).toBeUndefined();
  });
});
