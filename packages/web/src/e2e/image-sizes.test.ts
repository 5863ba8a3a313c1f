import { describe, expect, it } from 'vitest';
import { type ImageMeasure, imageSizeTable, judgeImageSizes } from './image-sizes.js';

const media = (width: number, format = 'avif') =>
  `http://127.0.0.1:8320/api/media/${'a'.repeat(32)}/${width}.${format}`;
const image = (overrides: Partial<ImageMeasure>): ImageMeasure => ({
  src: media(640),
  displayedWidth: 358,
  fileWidth: 640,
  smallestWidth: 320,
  ...overrides,
});

describe('judgeImageSizes', () => {
  it('passes a file up to the displayed width × the factor, and fails one beyond it', () => {
    const [fits, atLimit, tooLarge] = judgeImageSizes(
      [
        image({}),
        image({ displayedWidth: 320, fileWidth: 640 }),
        image({ src: media(960), displayedWidth: 358, fileWidth: 960 }),
      ],
      { factor: 2 },
    );
    expect(fits).toMatchObject({ limit: 716, verdict: 'ok' });
    expect(atLimit).toMatchObject({ limit: 640, verdict: 'ok' });
    expect(tooLarge).toMatchObject({ limit: 716, verdict: 'too large' });
  });

  it('passes a file the page loaded for a wider-shown image it fits (reused, not transferred again)', () => {
    const [main, thumbnail, alone] = judgeImageSizes(
      [
        image({ displayedWidth: 356, fileWidth: 640 }),
        image({ displayedWidth: 80, fileWidth: 640 }),
        image({ src: media(960), displayedWidth: 80, fileWidth: 960 }),
      ],
      { factor: 2 },
    );
    expect(main).toMatchObject({ verdict: 'ok' });
    expect(thumbnail).toMatchObject({ verdict: 'reused' });
    expect(alone).toMatchObject({ verdict: 'too large' });
  });

  it('rounds the limit up: a fractional layout width does not fail a file that fits it', () => {
    const [judged] = judgeImageSizes([image({ displayedWidth: 319.5, fileWidth: 639 })], { factor: 2 });
    expect(judged).toMatchObject({ limit: 639, verdict: 'ok' });
  });

  it('lets the narrowest variant through: there is nothing smaller to choose', () => {
    const [thumbnail, wrongVariant] = judgeImageSizes(
      [
        image({ src: media(320), displayedWidth: 84, fileWidth: 320 }),
        image({ src: media(640), displayedWidth: 84, fileWidth: 640 }),
      ],
      { factor: 2 },
    );
    expect(thumbnail?.verdict).toBe('smallest variant');
    // a thumbnail given the 640 px variant is still too large
    expect(wrongVariant?.verdict).toBe('too large');
  });

  it('checks only uploaded images that are displayed and decoded', () => {
    const judged = judgeImageSizes(
      [
        image({ src: 'http://127.0.0.1:8320/api/images/demo/shop/tea.svg', fileWidth: 2000 }),
        image({ src: 'https://cdn.example/p.jpg', fileWidth: 4000, smallestWidth: null }),
        image({ displayedWidth: 0 }),
        image({ fileWidth: 0 }),
      ],
      { factor: 2 },
    );
    expect(judged.map((row) => row.verdict)).toEqual([
      'not checked',
      'not checked',
      'not checked',
      'not checked',
    ]);
  });

  it('applies the factor it is given (the device pixel ratio)', () => {
    const [judged] = judgeImageSizes([image({ src: media(960), fileWidth: 960 })], { factor: 3 });
    expect(judged).toMatchObject({ limit: 1074, verdict: 'ok' });
  });
});

describe('imageSizeTable', () => {
  it('prints one aligned row per image, addresses without their origin', () => {
    const table = imageSizeTable(
      judgeImageSizes([image({ src: media(960), fileWidth: 960 })], { factor: 2 }),
    );
    const [head, row] = table.split('\n');
    expect(head).toMatch(/^image\s+displayed \(CSS px\)\s+file \(px\)\s+limit \(px\)\s+verdict$/);
    expect(row).toMatch(/^\/api\/media\/a{32}\/960\.avif\s+358\s+960\s+716\s+too large$/);
  });
});
