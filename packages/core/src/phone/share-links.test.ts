import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { wellFormed } from '../text/encode-component.js';
import { SHARE_NETWORKS, shareLinks } from './share-links.js';

describe('shareLinks (spec §2, §7)', () => {
  const page = 'https://shop.example/tea/product/details/green-tea?ref=a&b=c';

  it('builds one link per network', () => {
    const links = shareLinks(page, 'Green Tea & Mint');
    expect(Object.keys(links)).toEqual([...SHARE_NETWORKS]);
    expect(links.facebook).toBe(`https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(page)}`);
    expect(links.twitter).toBe(
      `https://twitter.com/intent/tweet?url=${encodeURIComponent(page)}&text=Green%20Tea%20%26%20Mint`,
    );
    expect(links.linkedin).toBe(
      `https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(page)}`,
    );
    expect(links.whatsapp).toBe(`https://wa.me/?text=${encodeURIComponent(`Green Tea & Mint ${page}`)}`);
  });

  it('shares the bare address on the chat service without a title', () => {
    expect(shareLinks(page, '  ').whatsapp).toBe(`https://wa.me/?text=${encodeURIComponent(page)}`);
  });

  it('carries the page address intact in every link', () => {
    fc.assert(
      fc.property(
        fc.webUrl({ withQueryParameters: true, withFragments: true }),
        fc.string({ unit: 'binary' }),
        (url, title) => {
          const links = shareLinks(url, title);
          expect(new URL(links.facebook).searchParams.get('u')).toBe(url);
          expect(new URL(links.twitter).searchParams.get('url')).toBe(url);
          expect(new URL(links.twitter).searchParams.get('text')).toBe(wellFormed(title));
          expect(new URL(links.linkedin).searchParams.get('url')).toBe(url);
          expect(new URL(links.whatsapp).searchParams.get('text')?.endsWith(url)).toBe(true);
        },
      ),
      { numRuns: 50 },
    );
  });
});
