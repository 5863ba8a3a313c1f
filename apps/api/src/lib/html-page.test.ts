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

  it('lets the least recently used pages go past the weight limit', () => {
    const cache = new RenderedPageCache({ current: 1 }, { maxWeight: 2.5 * 100 * 2 });
    const page = (text: string) => new HtmlPage(text.padEnd(100, '.'));
    cache.set('/a', page('a'), 1);
    cache.set('/b', page('b'), 1);
    expect(cache.get('/a')).toBeDefined(); // /a is now the most recent
    cache.set('/c', page('c'), 1);
    expect(cache.get('/b')).toBeUndefined();
    expect(cache.get('/a')).toBeDefined();
    expect(cache.get('/c')).toBeDefined();
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
