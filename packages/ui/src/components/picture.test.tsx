import { PLACEHOLDER_IMAGE } from '@souk/core';
import { fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { FALLBACK_SRC_ATTRIBUTE } from '../lib/image-fallback-script.js';
import { Picture } from './picture.js';

const ID = '0123456789abcdef0123456789abcdef';
const MEDIA = `/api/media/${ID}/1600x1200`;
const SIZES = '(min-width: 1280px) 296px, calc(100vw - 32px)';

function sources(container: HTMLElement) {
  return [...container.querySelectorAll('picture > source')].map((source) => ({
    type: source.getAttribute('type'),
    srcset: source.getAttribute('srcset'),
    sizes: source.getAttribute('sizes'),
  }));
}

describe('Picture', () => {
  it('renders an uploaded image as AVIF and WebP sources over its variants with the JPEG fallback', () => {
    const { container } = render(
      <Picture src={MEDIA} alt="Mint tea" sizes={SIZES} width={400} height={400} />,
    );
    const variants = (extension: string) =>
      [80, 160, 320, 640, 960, 1280]
        .map((width) => `/api/media/${ID}/${width}.${extension} ${width}w`)
        .join(', ');
    expect(sources(container)).toEqual([
      { type: 'image/avif', srcset: variants('avif'), sizes: SIZES },
      { type: 'image/webp', srcset: variants('webp'), sizes: SIZES },
    ]);
    const img = screen.getByRole('img', { name: 'Mint tea' });
    expect(img.parentElement?.tagName).toBe('PICTURE');
    expect(img).toHaveAttribute('src', `/api/media/${ID}/1280.jpg`);
    // the box is the image's own size, from its address (no layout shift whatever the caller guessed)
    expect(img).toHaveAttribute('width', '1600');
    expect(img).toHaveAttribute('height', '1200');
    expect(img).not.toHaveAttribute('sizes');
  });

  it('renders any other address as a plain image in the given box', () => {
    const { container } = render(
      <Picture src="/api/images/demo/tea.svg" alt="Mint tea" sizes="40px" width={40} height={40} />,
    );
    expect(container.querySelector('picture')).toBeNull();
    const img = screen.getByRole('img', { name: 'Mint tea' });
    expect(img).toHaveAttribute('src', '/api/images/demo/tea.svg');
    expect(img).toHaveAttribute('width', '40');
    expect(img).toHaveAttribute('height', '40');
    expect(img.style.aspectRatio).toMatch(/^40 ?\/ ?40$/);
  });

  it('is lazy by default, and eager with high priority when it is the page’s largest image', () => {
    const { rerender } = render(<Picture src={MEDIA} alt="Mint tea" sizes={SIZES} width={1} height={1} />);
    const img = screen.getByRole('img', { name: 'Mint tea' });
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).not.toHaveAttribute('fetchpriority');
    expect(img).toHaveAttribute('decoding', 'async');
    rerender(<Picture src={MEDIA} alt="Mint tea" sizes={SIZES} width={1} height={1} priority />);
    const priority = screen.getByRole('img', { name: 'Mint tea' });
    // eager is the browser's default: no attribute
    expect(priority).not.toHaveAttribute('loading');
    expect(priority).toHaveAttribute('fetchpriority', 'high');
  });

  it('server-renders the same markup', () => {
    const html = renderToString(
      <Picture src={MEDIA} alt="Mint tea" sizes={SIZES} width={1} height={1} priority />,
    );
    expect(html).toMatch(
      /^<picture><source type="image\/avif" srcSet="[^"]+" sizes="[^"]+"\/><source type="image\/webp"/,
    );
    expect(html).toContain('fetchPriority="high"');
    expect(html).not.toContain('loading=');
  });

  it('shows the placeholder, without the sources, when its file fails; a new address gets its own attempt', () => {
    const { container, rerender } = render(
      <Picture src={MEDIA} alt="Mint tea" sizes={SIZES} width={1} height={1} />,
    );
    const img = screen.getByRole('img', { name: 'Mint tea' });
    expect(img).toHaveAttribute(FALLBACK_SRC_ATTRIBUTE, PLACEHOLDER_IMAGE);
    fireEvent.error(img);
    expect(container.querySelector('picture')).toBeNull();
    expect(screen.getByRole('img', { name: 'Mint tea' })).toHaveAttribute('src', PLACEHOLDER_IMAGE);
    rerender(<Picture src="/tea.jpg" alt="Mint tea" sizes={SIZES} width={1} height={1} />);
    const next = screen.getByRole('img', { name: 'Mint tea' });
    expect(next).toHaveAttribute('src', '/tea.jpg');
    fireEvent.error(next);
    expect(next).toHaveAttribute('src', PLACEHOLDER_IMAGE);
  });

  it('passes its other props to the image', () => {
    render(
      <Picture src={MEDIA} alt="" sizes={SIZES} width={1} height={1} className="size-full" loading="eager" />,
    );
    const img = screen.getByRole('presentation');
    expect(img).toHaveClass('size-full');
    expect(img).toHaveAttribute('loading', 'eager');
  });
});
