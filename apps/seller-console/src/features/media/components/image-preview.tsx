import { responsiveImage } from '@souk/core';

/**
 * A stored image at thumbnail size: for an upload, a `<picture>` whose `sizes` lets the browser fetch the
 * smallest variant (320 px), never the original; any other address as a plain image.
 */
export function ImagePreview({ src, alt, size = 112 }: { src: string; alt: string; size?: number }) {
  const image = responsiveImage(src);
  const className = 'size-full rounded-lg bg-gray-100 object-cover';
  if (!image) return <img src={src} alt={alt} width={size} height={size} className={className} />;
  const sizes = `${size}px`;
  return (
    <picture>
      {image.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={sizes} />
      ))}
      <img
        src={image.src}
        alt={alt}
        width={image.width}
        height={image.height}
        loading="lazy"
        decoding="async"
        className={className}
      />
    </picture>
  );
}
