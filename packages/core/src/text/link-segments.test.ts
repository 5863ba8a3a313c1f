import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { linkSegments } from './link-segments.js';

describe('linkSegments (spec §2 description with clickable links)', () => {
  it('returns plain text as one segment, and nothing for empty text', () => {
    expect(linkSegments('Soft cotton tee')).toEqual([{ kind: 'text', text: 'Soft cotton tee' }]);
    expect(linkSegments('')).toEqual([]);
    expect(linkSegments(null)).toEqual([]);
  });

  it('turns http(s) addresses into links and leaves sentence punctuation outside', () => {
    expect(linkSegments('Guide: https://a.example/size?x=1. Enjoy')).toEqual([
      { kind: 'text', text: 'Guide: ' },
      { kind: 'link', text: 'https://a.example/size?x=1', href: 'https://a.example/size?x=1' },
      { kind: 'text', text: '. Enjoy' },
    ]);
  });

  it('gives www. addresses an https scheme', () => {
    expect(linkSegments('www.a.example')).toEqual([
      { kind: 'link', text: 'www.a.example', href: 'https://www.a.example' },
    ]);
  });

  it('keeps a balanced closing parenthesis', () => {
    const [link] = linkSegments('https://en.wikipedia.org/wiki/Tea_(drink)');
    expect(link).toEqual({
      kind: 'link',
      text: 'https://en.wikipedia.org/wiki/Tea_(drink)',
      href: 'https://en.wikipedia.org/wiki/Tea_(drink)',
    });
  });

  it('never links other schemes or markup', () => {
    expect(linkSegments('javascript:alert(1) <a href="x">y</a>')).toEqual([
      { kind: 'text', text: 'javascript:alert(1) <a href="x">y</a>' },
    ]);
  });

  it('loses no character: the segments join back to the text', () => {
    fc.assert(
      fc.property(fc.string(), fc.webUrl(), fc.string(), (before, url, after) => {
        const text = `${before} ${url} ${after}`;
        expect(
          linkSegments(text)
            .map((segment) => segment.text)
            .join(''),
        ).toBe(text);
      }),
    );
  });

  it('only ever links http(s) addresses', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        for (const segment of linkSegments(text)) {
          if (segment.kind === 'link') expect(segment.href).toMatch(/^https?:\/\//i);
        }
      }),
    );
  });
});
