import { describe, expect, it } from 'vitest';
import { PLACEHOLDER_IMAGE, productImage } from './product-image.js';

describe('productImage (spec §2, §8)', () => {
  it('picks the image at the index, the first by default', () => {
    expect(productImage(['a.jpg', 'b.jpg'])).toBe('a.jpg');
    expect(productImage(['a.jpg', 'b.jpg'], 1)).toBe('b.jpg');
  });

  it('falls back to the placeholder', () => {
    expect(PLACEHOLDER_IMAGE).toBe('/images/no_image.jpg');
    expect(productImage([])).toBe(PLACEHOLDER_IMAGE);
    expect(productImage(['a.jpg'], 3)).toBe(PLACEHOLDER_IMAGE);
    expect(productImage([' '])).toBe(PLACEHOLDER_IMAGE);
    expect(productImage(null)).toBe(PLACEHOLDER_IMAGE);
    expect(productImage(undefined)).toBe(PLACEHOLDER_IMAGE);
  });
});
