import { PLACEHOLDER_IMAGE, responsiveImage } from '@souk/core';
import type * as React from 'react';
import { useState } from 'react';

export interface PictureProps
  extends Omit<React.ComponentProps<'img'>, 'src' | 'sizes' | 'width' | 'height'> {
  src: string;
  /** What the image shows; `''` for a decorative one. */
  alt: string;
  /** The displayed width at each layout, for the browser's choice among the variants (`<source sizes>`). */
  sizes: string;
  /** The box, px: for an address that is not an uploaded image (an uploaded one carries its own size). */
  width: number;
  height: number;
  /** The page's largest above-the-fold image: fetched first and at once; every other image waits (lazy). */
  priority?: boolean;
}

/**
 * An image at the right size for its place: an uploaded image (`/api/media/…`) as a `<picture>` with AVIF
 * and WebP `srcset`s over its variants and the JPEG fallback; any other address (a demo SVG, an external
 * URL) as a plain `<img>` in the given box. Both reserve their box (`width`/`height`, aspect ratio), so
 * nothing shifts while they load. A file that fails to load shows the placeholder (spec §8), once per
 * address; `data-fallback-src` lets the page's `IMAGE_FALLBACK_SCRIPT` do the same before the app runs.
 * `sizes` goes on the `<source>`s only: the `<img>` has no `srcset` (one JPEG), where `sizes` is invalid.
 */
export function Picture({
  src,
  alt,
  sizes,
  width,
  height,
  priority,
  onError,
  style,
  ...props
}: PictureProps) {
  const [failedSrc, setFailedSrc] = useState<string>();
  const failed = failedSrc === src;
  const media = failed ? null : responsiveImage(src);
  const img = (
    <img
      alt={alt}
      src={media ? media.src : failed ? PLACEHOLDER_IMAGE : src}
      data-fallback-src={PLACEHOLDER_IMAGE}
      width={media ? media.width : width}
      height={media ? media.height : height}
      style={media ? style : { aspectRatio: `${width}/${height}`, ...style }}
      loading={priority ? undefined : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      onError={(event) => {
        setFailedSrc(src);
        onError?.(event);
      }}
      {...props}
    />
  );
  if (!media) return img;
  return (
    <picture>
      {media.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={sizes} />
      ))}
      {img}
    </picture>
  );
}
