import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { FALLBACK_SRC_ATTRIBUTE, IMAGE_FALLBACK_SCRIPT } from './image-fallback-script.js';

function image(src: string, fallback?: string): HTMLImageElement {
  const img = document.createElement('img');
  img.setAttribute('src', src);
  if (fallback) img.setAttribute(FALLBACK_SRC_ATTRIBUTE, fallback);
  document.body.append(img);
  return img;
}

/** What the browser does when an image cannot load: an `error` event that does not bubble. */
function fail(img: HTMLImageElement): void {
  img.dispatchEvent(new Event('error', { bubbles: false }));
}

beforeAll(() => {
  // as the page's <head> runs it
  new Function(IMAGE_FALLBACK_SCRIPT)();
});
afterEach(() => document.body.replaceChildren());

describe('IMAGE_FALLBACK_SCRIPT (spec §8, before the app runs)', () => {
  it('swaps a failed kit image for its fallback, once', () => {
    const img = image('/broken.jpg', '/images/no_image.jpg');
    fail(img);
    expect(img.getAttribute('src')).toBe('/images/no_image.jpg');
    // the placeholder failing too is left alone: no loop
    fail(img);
    expect(img.getAttribute('src')).toBe('/images/no_image.jpg');
  });

  it('inside a <picture>, drops the sources so the browser takes the fallback', () => {
    const picture = document.createElement('picture');
    const source = document.createElement('source');
    source.setAttribute('type', 'image/avif');
    source.setAttribute('srcset', '/api/media/x/320.avif 320w');
    picture.append(source);
    document.body.append(picture);
    const img = image('/api/media/x/320.jpg', '/images/no_image.jpg');
    picture.append(img);
    fail(img);
    expect(source.hasAttribute('srcset')).toBe(false);
    expect(img.getAttribute('src')).toBe('/images/no_image.jpg');
  });

  it('leaves images without the attribute, and other elements, as they are', () => {
    const plain = image('/broken.jpg');
    fail(plain);
    expect(plain.getAttribute('src')).toBe('/broken.jpg');
    const script = document.createElement('script');
    script.setAttribute(FALLBACK_SRC_ATTRIBUTE, '/images/no_image.jpg');
    document.body.append(script);
    script.dispatchEvent(new Event('error'));
    expect(script.hasAttribute('src')).toBe(false);
  });

  it('can sit in a <script> element as it is', () => {
    expect(IMAGE_FALLBACK_SCRIPT).not.toMatch(/<\/script/i);
  });
});
