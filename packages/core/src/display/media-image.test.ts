import { describe, expect, it } from 'vitest';
import {
  mediaUrl,
  mediaVariantFile,
  mediaVariantHeight,
  mediaVariantWidths,
  parseMediaUrl,
  responsiveImage,
} from './media-image.js';

const ID = '0123456789abcdef0123456789abcdef';

describe('media image addresses', () => {
  it('round-trips an uploaded image through its address', () => {
    const image = { id: ID, width: 1600, height: 1200 };
    expect(parseMediaUrl(mediaUrl(image))).toEqual(image);
    expect(parseMediaUrl(`https://shop.example${mediaUrl(image)}?v=1`)).toEqual(image);
  });

  it.each([
    'https://cdn.example/p.jpg',
    '/api/images/demo/logos/a.svg',
    `/api/media/${ID}/0x10`,
    `/api/media/${ID.toUpperCase()}/10x10`,
    `/api/media/${ID}/10x10/../x`,
    `/api/media/${ID.slice(1)}/10x10`,
    '',
  ])('reads %j as not an uploaded image', (address) => {
    expect(parseMediaUrl(address)).toBeNull();
  });

  it('never enlarges: variant widths stop at the original width', () => {
    expect(mediaVariantWidths(3000)).toEqual([80, 160, 320, 640, 960, 1280]);
    expect(mediaVariantWidths(1280)).toEqual([80, 160, 320, 640, 960, 1280]);
    expect(mediaVariantWidths(960)).toEqual([80, 160, 320, 640, 960]);
    expect(mediaVariantWidths(800)).toEqual([80, 160, 320, 640, 800]);
    expect(mediaVariantWidths(100)).toEqual([80, 100]);
    expect(mediaVariantWidths(60)).toEqual([60]);
  });

  it('names variant files by width and extension', () => {
    expect(mediaVariantFile(640, 'webp')).toBe('640.webp');
  });

  it('keeps the proportions in variant heights', () => {
    expect(mediaVariantHeight({ id: ID, width: 1600, height: 1200 }, 640)).toBe(480);
  });

  it('lists AVIF then WebP sources and a JPEG fallback at the largest width', () => {
    const picture = responsiveImage(`/api/media/${ID}/1600x900`);
    expect(picture).toEqual({
      id: ID,
      src: `/api/media/${ID}/1280.jpg`,
      sources: [
        {
          type: 'image/avif',
          srcSet: [80, 160, 320, 640, 960, 1280].map((w) => `/api/media/${ID}/${w}.avif ${w}w`).join(', '),
        },
        {
          type: 'image/webp',
          srcSet: [80, 160, 320, 640, 960, 1280].map((w) => `/api/media/${ID}/${w}.webp ${w}w`).join(', '),
        },
      ],
      width: 1600,
      height: 900,
    });
    expect(responsiveImage('https://cdn.example/p.jpg')).toBeNull();
  });
});
