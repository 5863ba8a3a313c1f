import { responsiveImage } from '@souk/core';
import { ImageOff } from 'lucide-react';

/**
 * A product's first image, small: an uploaded image from its smallest stored variant (the list never
 * downloads a full-size photo), any other address as it is.
 */
export function ProductThumbnail({ image }: { image: string | undefined }) {
  const box = 'size-12 shrink-0 rounded-lg bg-gray-100 object-cover';
  if (!image) {
    return (
      <span className={`${box} grid place-items-center text-muted`}>
        <ImageOff aria-hidden="true" className="size-5" />
      </span>
    );
  }
  const responsive = responsiveImage(image);
  if (!responsive) {
    return <img src={image} alt="" width={48} height={48} loading="lazy" className={box} />;
  }
  return (
    <picture>
      {responsive.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes="48px" />
      ))}
      <img src={responsive.src} alt="" width={48} height={48} loading="lazy" className={box} />
    </picture>
  );
}
