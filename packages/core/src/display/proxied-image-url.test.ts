import { describe, expect, it } from 'vitest';
import { proxiedImageUrl } from './proxied-image-url.js';

const PROXY = 'https://proxy.example/?url=';

describe('proxiedImageUrl (spec §7)', () => {
  it('routes plain http images through the proxy', () => {
    expect(proxiedImageUrl('http://cdn.example/a b.jpg?x=1', PROXY)).toBe(
      `${PROXY}${encodeURIComponent('http://cdn.example/a b.jpg?x=1')}`,
    );
    expect(proxiedImageUrl('HTTP://cdn.example/a.jpg', PROXY)).toBe(
      `${PROXY}HTTP%3A%2F%2Fcdn.example%2Fa.jpg`,
    );
  });

  it('keeps addresses that load without mixed content', () => {
    for (const url of [
      'https://cdn.example/a.jpg',
      '//cdn.example/a.jpg',
      '/images/a.jpg',
      'data:image/png;base64,AA',
    ]) {
      expect(proxiedImageUrl(url, PROXY)).toBe(url);
    }
  });

  it('gives the placeholder for a blank address', () => {
    expect(proxiedImageUrl('', PROXY)).toBe('/images/no_image.jpg');
    expect(proxiedImageUrl(undefined, PROXY)).toBe('/images/no_image.jpg');
  });
});
