import { productImage } from '@souk/core';
import type * as React from 'react';
import { useState } from 'react';
import { t } from '../i18n/i18n.js';
import { cn } from '../lib/cn.js';
import { Picture } from './picture.js';

export interface ImageGalleryProps extends React.ComponentProps<'div'> {
  images: string[];
  /** Alt text of the main image (usually the product name). */
  alt: string;
  /** Thumbnails per row (spec §2: 4). */
  thumbnailsPerRow?: number;
  /**
   * The main image's displayed width at each layout (`sizes`), and the thumbnails'. The defaults are the
   * product page's: full width up to 1024 px, then half of a `max-w-7xl` page; a thumbnail's is its button
   * less the 2 px border on each side.
   */
  sizes?: string;
  thumbnailSizes?: string;
  /** The main image is the page's largest above-the-fold one (the product page, not the quick view). */
  priority?: boolean;
}

/**
 * A product's main image in a square box that never shifts the layout, with thumbnail buttons below to
 * switch it; broken or missing images show the placeholder (spec §8).
 */
export function ImageGallery({
  images,
  alt,
  thumbnailsPerRow = 4,
  sizes = '(min-width:1280px) 592px,(min-width:1024px) calc(50vw - 48px),(min-width:640px) calc(100vw - 48px),calc(100vw - 32px)',
  thumbnailSizes = '(min-width:1280px) 138px,(min-width:1024px) calc(12.5vw - 22px),(min-width:640px) calc(25vw - 22px),calc(25vw - 18px)',
  priority,
  className,
  ...props
}: ImageGalleryProps) {
  const [selected, setSelected] = useState(0);
  // a new product starts again from its first image
  const imagesKey = images.join('\n');
  const [shownKey, setShownKey] = useState(imagesKey);
  if (imagesKey !== shownKey) {
    setShownKey(imagesKey);
    setSelected(0);
  }
  const index = selected < images.length ? selected : 0;

  return (
    <div data-slot="image-gallery" className={cn('flex flex-col gap-3', className)} {...props}>
      <div className="aspect-square overflow-hidden rounded-lg border border-gray-200 bg-gray-50">
        <Picture
          src={productImage(images, index)}
          alt={alt}
          width={800}
          height={800}
          sizes={sizes}
          priority={priority}
          className="size-full object-contain"
        />
      </div>
      {images.length > 1 && (
        <ul
          aria-label={t('Product images')}
          className="grid gap-2"
          style={{ gridTemplateColumns: `repeat(${Math.max(1, thumbnailsPerRow)}, minmax(0, 1fr))` }}
        >
          {images.map((_image, position) => {
            const current = position === index;
            return (
              // the same address may appear twice in a gallery
              // biome-ignore lint/suspicious/noArrayIndexKey: positions are the identity here
              <li key={position}>
                <button
                  type="button"
                  aria-label={t('Show image {position}', { position: position + 1 })}
                  aria-pressed={current}
                  onClick={() => setSelected(position)}
                  className={cn(
                    'block aspect-square w-full cursor-pointer overflow-hidden rounded-md border-2 bg-gray-50 transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
                    current ? 'border-brand-600' : 'border-transparent hover:border-gray-300',
                  )}
                >
                  <Picture
                    src={productImage(images, position)}
                    alt=""
                    width={160}
                    height={160}
                    sizes={thumbnailSizes}
                    className="size-full object-cover"
                  />
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
