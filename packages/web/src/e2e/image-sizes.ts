import type { Page } from '@playwright/test';
import { settleImages } from './settle-images.js';

/** One image of a page as the browser shows it. */
export interface ImageMeasure {
  /** The file the browser chose (`img.currentSrc`). */
  src: string;
  /** The image's displayed width, CSS px. */
  displayedWidth: number;
  /** The decoded width of the chosen file, px (not `naturalWidth`, which `srcset` scales by density). */
  fileWidth: number;
  /** The narrowest variant the image's `<picture>` offers, px; `null` for an image without one. */
  smallestWidth: number | null;
}

export type ImageVerdict = 'ok' | 'too large' | 'smallest variant' | 'reused' | 'not checked';

export interface JudgedImage extends ImageMeasure {
  /** The largest file width allowed: the displayed width × `factor`, px. */
  limit: number;
  verdict: ImageVerdict;
}

/**
 * Judges each image's file against its displayed size: too large when the file is wider than
 * `displayedWidth × factor` — unless it is the narrowest variant the image has (nothing smaller to choose).
 * A file the page downloaded for another, wider-shown image that it fits is `reused`: the browser may pick an
 * already-loaded candidate of a `srcset` (a gallery thumbnail of the main image), which transfers nothing more.
 * Images that are not uploaded ones (`isMedia` false: demo SVGs, external URLs) or not displayed are
 * listed as not checked.
 * @example judgeImageSizes([{ src: '/api/media/…/960.avif', displayedWidth: 358, fileWidth: 960, smallestWidth: 320 }], { factor: 2 })[0].verdict // "too large"
 */
export function judgeImageSizes(
  images: readonly ImageMeasure[],
  {
    factor,
    isMedia = (src) => /\/api\/media\//.test(src),
  }: { factor: number; isMedia?: (src: string) => boolean },
): JudgedImage[] {
  const limitOf = (image: ImageMeasure) => Math.ceil(image.displayedWidth * factor);
  const fitsElsewhere = (image: ImageMeasure) =>
    images.some((other) => other !== image && other.src === image.src && other.fileWidth <= limitOf(other));
  return images.map((image) => {
    const limit = limitOf(image);
    const verdict: ImageVerdict =
      !isMedia(image.src) || image.displayedWidth <= 0 || image.fileWidth <= 0
        ? 'not checked'
        : image.fileWidth <= limit
          ? 'ok'
          : image.smallestWidth !== null && image.fileWidth <= image.smallestWidth
            ? 'smallest variant'
            : fitsElsewhere(image)
              ? 'reused'
              : 'too large';
    return { ...image, limit, verdict };
  });
}

/** The judged images as a plain-text table, for a failure message. */
export function imageSizeTable(images: readonly JudgedImage[]): string {
  const head = ['image', 'displayed (CSS px)', 'file (px)', 'limit (px)', 'verdict'];
  const rows = images.map((image) => [
    image.src.replace(/^https?:\/\/[^/]+/, ''),
    String(Math.round(image.displayedWidth)),
    String(image.fileWidth),
    String(image.limit),
    image.verdict,
  ]);
  const widths = head.map((_, i) => Math.max(...[head, ...rows].map((row) => (row[i] ?? '').length)));
  return [head, ...rows]
    .map((row) =>
      row
        .map((cell, i) => cell.padEnd(widths[i] ?? 0))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}

/**
 * Loads every image of the page (lazy ones included), then measures each displayed one: the chosen file's
 * decoded width (the file is decoded again on its own, so `srcset` density cannot scale it), its displayed
 * width and the narrowest variant its `<picture>` offers.
 */
export async function measureImages(page: Page): Promise<ImageMeasure[]> {
  await settleImages(page);
  return page.evaluate(async () => {
    const decodedWidth = async (src: string) => {
      const probe = new Image();
      probe.src = src;
      try {
        await probe.decode();
        return probe.naturalWidth;
      } catch {
        return 0;
      }
    };
    const images = [...document.images].filter((img) => img.currentSrc && img.getClientRects().length > 0);
    return Promise.all(
      images.map(async (img) => {
        const picture = img.parentElement?.tagName === 'PICTURE' ? img.parentElement : null;
        const widths = [...(picture?.querySelectorAll('source[srcset]') ?? [])].flatMap((source) =>
          [...(source.getAttribute('srcset') ?? '').matchAll(/\s(\d+)w\b/g)].map((match) => Number(match[1])),
        );
        return {
          src: img.currentSrc,
          displayedWidth: img.getBoundingClientRect().width,
          fileWidth: await decodedWidth(img.currentSrc),
          smallestWidth: widths.length > 0 ? Math.min(...widths) : null,
        };
      }),
    );
  });
}
