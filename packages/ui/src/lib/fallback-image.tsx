import { PLACEHOLDER_IMAGE } from '@souk/core';
import type * as React from 'react';
import { useState } from 'react';

export interface FallbackImageProps extends Omit<React.ComponentProps<'img'>, 'src'> {
  src: string;
}

/**
 * An image that shows the placeholder when its own file fails to load (spec §8). The failure is remembered
 * per address, so a new `src` gets its own attempt and a broken placeholder cannot loop.
 */
export function FallbackImage({ src, alt, onError, ...props }: FallbackImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  return (
    <img
      src={failedSrc === src ? PLACEHOLDER_IMAGE : src}
      alt={alt}
      onError={(event) => {
        setFailedSrc(src);
        onError?.(event);
      }}
      {...props}
    />
  );
}
