import { PLACEHOLDER_IMAGE } from '@souk/core';
import type * as React from 'react';
import { useState } from 'react';

export interface FallbackImageProps extends Omit<React.ComponentProps<'img'>, 'src'> {
  src: string;
}

/**
 * An image that shows the placeholder when its own file fails to load (spec §8). The failure is remembered
 * per address, so a new `src` gets its own attempt and a broken placeholder cannot loop. It names its
 * placeholder in `data-fallback-src` (`FALLBACK_SRC_ATTRIBUTE`), so a server-rendered page's
 * `IMAGE_FALLBACK_SCRIPT` swaps it before the app runs (React never sees a load error that happened before
 * hydration).
 */
export function FallbackImage({ src, alt, onError, ...props }: FallbackImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  return (
    <img
      src={failedSrc === src ? PLACEHOLDER_IMAGE : src}
      data-fallback-src={PLACEHOLDER_IMAGE}
      alt={alt}
      onError={(event) => {
        setFailedSrc(src);
        onError?.(event);
      }}
      {...props}
    />
  );
}
