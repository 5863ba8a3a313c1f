import { describe, expect, it } from 'vitest';
import { BANNER_HEIGHTS } from './banner-heights.js';

describe('BANNER_HEIGHTS (spec §9 Carousel)', () => {
  it('is 220 px on info pages and 200 px on the contact page', () => {
    expect(BANNER_HEIGHTS).toEqual({ infoPage: 220, contact: 200 });
  });
});
