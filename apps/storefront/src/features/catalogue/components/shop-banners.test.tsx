import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderScreen, TEST_SELLER } from '../../../testing/render.js';
import { ShopBanners } from './shop-banners.js';

const api = vi.hoisted(() => ({ catalogue: { getBanners: vi.fn() } }));
vi.mock('../../../lib/api-client.js', () => ({ api }));

function renderBanners(props: { height: number; fixedHeight?: boolean }) {
  return renderScreen(
    <ShopBanners
      sellerId={TEST_SELLER.id}
      sellerName={TEST_SELLER.name}
      onProductBanner={vi.fn()}
      {...props}
    />,
  );
}

beforeEach(() => {
  api.catalogue.getBanners.mockResolvedValue({
    banner: [{ _id: 'b1', banner: '/banners/one.svg', productSlug: '', link: '' }],
  });
});

describe('ShopBanners (spec §2, §9 Carousel)', () => {
  it('keeps a fixed height at every width when asked (info and contact pages)', async () => {
    renderBanners({ height: 220, fixedHeight: true });
    const carousel = await screen.findByRole('region', { name: 'Featured banners' });
    expect(carousel).toHaveStyle({ height: '220px' });
    expect(carousel.className).not.toMatch(/aspect-/);
  });

  it('otherwise takes the artwork’s proportions up to the height', async () => {
    renderBanners({ height: 320 });
    const carousel = await screen.findByRole('region', { name: 'Featured banners' });
    expect(carousel.style.height).toBe('');
    expect(carousel.style.getPropertyValue('--banner-height')).toBe('320px');
    expect(carousel).toHaveClass('aspect-[16/5]', 'max-h-[var(--banner-height)]');
  });
});
