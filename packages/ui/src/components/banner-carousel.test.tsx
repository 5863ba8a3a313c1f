import type { Banner } from '@souk/core';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { BannerCarousel } from './banner-carousel.js';

const product = { _id: 'p1', name: 'Linen Shirt', slug: 'linen-shirt', price: 59 } as Banner['product'];
const banners: Banner[] = [
  { _id: 'b1', banner: '/one.jpg', product },
  { _id: 'b2', banner: '/two.jpg', product: null, link: '/tea/products' },
];

describe('BannerCarousel', () => {
  it('is a labelled carousel of labelled slides at the given height', () => {
    render(<BannerCarousel banners={banners} height={200} label="Promotions" />);
    const carousel = screen.getByRole('region', { name: 'Promotions' });
    expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
    expect(carousel).toHaveStyle({ height: '200px' });
    expect(screen.getByRole('group', { name: 'Linen Shirt (slide 1 of 2)' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Slide 2 of 2' })).toBeInTheDocument();
  });

  it('fetches the first slide first and at once, the others lazily, each sized for the carousel', () => {
    const { container } = render(
      <BannerCarousel
        banners={[{ _id: 'b0', banner: `/api/media/${'0'.repeat(32)}/1600x500`, product }, ...banners]}
        sizes="100vw"
      />,
    );
    const [first, ...others] = [...container.querySelectorAll('img')];
    expect(first).toHaveAttribute('fetchpriority', 'high');
    expect(first).not.toHaveAttribute('loading');
    expect(container.querySelector('picture source')).toHaveAttribute('sizes', '100vw');
    for (const image of others) {
      expect(image).toHaveAttribute('loading', 'lazy');
      expect(image).not.toHaveAttribute('fetchpriority');
    }
  });

  it('hands the clicked banner to onBannerClick', async () => {
    const onBannerClick = vi.fn();
    render(<BannerCarousel banners={banners} onBannerClick={onBannerClick} />);
    await userEvent.click(screen.getByRole('button', { name: 'View Linen Shirt' }));
    expect(onBannerClick).toHaveBeenCalledWith(banners[0]);
    await userEvent.click(screen.getByRole('button', { name: 'Open banner 2' }));
    expect(onBannerClick).toHaveBeenCalledWith(banners[1]);
  });

  it('shows no arrows or dots unless asked', () => {
    const { rerender } = render(<BannerCarousel banners={banners} />);
    expect(screen.queryByRole('button', { name: 'Next slide' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Go to slide 1' })).not.toBeInTheDocument();
    rerender(<BannerCarousel banners={banners} arrows dots />);
    expect(screen.getByRole('button', { name: 'Previous slide' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next slide' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go to slide 1' })).toHaveAttribute('aria-current', 'true');
  });

  it('paints the first slide without the slide engine, which attaches when the shopper reaches for it', async () => {
    render(<BannerCarousel banners={banners} autoplayDelay={60_000} />);
    const carousel = screen.getByRole('region', { name: 'Featured banners' });
    const track = screen.getByRole('group', { name: 'Linen Shirt (slide 1 of 2)' }).parentElement;
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(track?.style.transform).toBe('');
    fireEvent.pointerEnter(carousel);
    await waitFor(() => expect(track?.style.transform).toMatch(/^translate3d\(/));
  });

  it('attaches the slide engine once the first slide has shown its time', async () => {
    render(<BannerCarousel banners={banners} autoplayDelay={100} />);
    const track = screen.getByRole('group', { name: 'Linen Shirt (slide 1 of 2)' }).parentElement;
    expect(track?.style.transform).toBe('');
    await waitFor(() => expect(track?.style.transform).toMatch(/^translate3d\(/));
  });

  it('an arrow pressed before the engine is there still moves the carousel', async () => {
    render(<BannerCarousel banners={banners} arrows dots autoplayDelay={60_000} />);
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Go to slide 2' })).toHaveAttribute('aria-current', 'true'),
    );
  });

  it('keeps its height while loading and renders nothing without banners', () => {
    const { rerender, container } = render(<BannerCarousel banners={[]} loading height={220} />);
    expect(screen.getByRole('status')).toHaveStyle({ height: '220px' });
    rerender(<BannerCarousel banners={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});
