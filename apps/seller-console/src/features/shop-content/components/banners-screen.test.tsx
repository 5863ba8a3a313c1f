import { IMAGE_ADDRESS_INVALID, type SellerBanner, SellerBannerSchema } from '@souk/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../../testing/render.js';
import { BANNER_IMAGE_REQUIRED } from './banner-form.js';
import { BannersScreen } from './banners-screen.js';

const api = vi.hoisted(() => ({
  listBanners: vi.fn(),
  createBanner: vi.fn(),
  updateBanner: vi.fn(),
  deleteBanner: vi.fn(),
  reorderBanners: vi.fn(),
  searchProducts: vi.fn(),
}));
vi.mock('../api/shop-content-api.js', () => ({ shopContentApi: api }));

function banner(overrides: Partial<SellerBanner>): SellerBanner {
  return SellerBannerSchema.parse({
    _id: 'b1',
    image: '/images/b1.jpg',
    productId: null,
    link: null,
    position: 0,
    ...overrides,
  });
}
const sale = banner({ _id: 'b1', productId: 'p1' });
const news = banner({ _id: 'b2', image: '/images/b2.jpg', link: '/urban-threads/page/blogs', position: 1 });

function productList(products: { _id: string; name: string }[]) {
  return { products, total: products.length, page: 1, perPage: 20 };
}

beforeEach(() => {
  vi.clearAllMocks();
  api.listBanners.mockResolvedValue({ banners: [sale, news] });
  api.searchProducts.mockImplementation(async (search: string) =>
    productList(
      [
        { _id: 'p1', name: 'Linen Shirt' },
        { _id: 'p2', name: 'Wool Scarf' },
      ].filter((product) => product.name.toLowerCase().includes(search.toLowerCase())),
    ),
  );
});

function renderBanners() {
  renderScreen(<BannersScreen />, { path: '/seller/shop/banners', pattern: '/seller/shop/banners' });
  return userEvent.setup();
}

describe('BannersScreen', () => {
  it('lists banners in order with a preview and what each opens', async () => {
    renderBanners();
    const list = await screen.findByRole('list', { name: 'Banners' });
    const items = within(list).getAllByRole('listitem');
    expect(within(items[0] as HTMLElement).getByRole('img', { name: 'Banner 1' })).toHaveAttribute(
      'src',
      '/images/b1.jpg',
    );
    expect(await within(items[0] as HTMLElement).findByText('Opens Linen Shirt')).toBeInTheDocument();
    expect(within(items[1] as HTMLElement).getByText('Opens /urban-threads/page/blogs')).toBeInTheDocument();
  });

  it('adds a banner that opens a product found by search', async () => {
    api.createBanner.mockResolvedValue({ banner: banner({ _id: 'b3', productId: 'p2', position: 2 }) });
    const user = renderBanners();
    await screen.findByRole('list', { name: 'Banners' });
    const form = screen.getByRole('region', { name: 'Add a banner' });
    await user.click(within(form).getByRole('button', { name: 'Add banner' }));
    expect(within(form).getByLabelText('Banner image')).toHaveAccessibleDescription(
      expect.stringContaining(BANNER_IMAGE_REQUIRED),
    );
    await user.type(within(form).getByLabelText('Banner image'), '/images/scarf-banner.jpg');
    await user.click(within(form).getByRole('radio', { name: 'A product' }));
    await user.click(within(form).getByRole('button', { name: 'Add banner' }));
    expect(within(form).getByLabelText('Product')).toHaveAccessibleDescription('Choose a product');
    await user.type(within(form).getByLabelText('Search your products'), 'wool');
    await waitFor(() => expect(api.searchProducts).toHaveBeenCalledWith('wool'));
    await waitFor(() =>
      expect(
        within(form)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['Choose a product', 'Wool Scarf']),
    );
    await user.selectOptions(within(form).getByLabelText('Product'), 'p2');
    await user.click(within(form).getByRole('button', { name: 'Add banner' }));
    expect(api.createBanner).toHaveBeenCalledWith({
      image: '/images/scarf-banner.jpg',
      productId: 'p2',
      link: null,
    });
    expect(await screen.findByText('Banner added')).toBeInTheDocument();
  });

  it('refuses an image address the core schema refuses', async () => {
    const user = renderBanners();
    await screen.findByRole('list', { name: 'Banners' });
    const form = screen.getByRole('region', { name: 'Add a banner' });
    await user.type(within(form).getByLabelText('Banner image'), 'javascript:alert(1)');
    await user.click(within(form).getByRole('button', { name: 'Add banner' }));
    expect(within(form).getByLabelText('Banner image')).toHaveAccessibleDescription(
      expect.stringContaining(IMAGE_ADDRESS_INVALID),
    );
    expect(api.createBanner).not.toHaveBeenCalled();
  });

  it('edits a banner to open a link instead', async () => {
    api.updateBanner.mockResolvedValue({ banner: { ...sale, productId: null, link: '/sale' } });
    const user = renderBanners();
    await user.click(await screen.findByRole('button', { name: 'Edit banner 1' }));
    const item = within(screen.getByRole('list', { name: 'Banners' })).getAllByRole(
      'listitem',
    )[0] as HTMLElement;
    await user.click(within(item).getByRole('radio', { name: 'A link' }));
    await user.type(within(item).getByLabelText('Link'), '/sale');
    await user.click(within(item).getByRole('button', { name: 'Save banner' }));
    expect(api.updateBanner).toHaveBeenCalledWith('b1', {
      image: '/images/b1.jpg',
      productId: null,
      link: '/sale',
    });
    expect(await screen.findByText('Banner saved')).toBeInTheDocument();
  });

  it('moves a banner up and deletes one after confirming', async () => {
    api.reorderBanners.mockResolvedValue({ banners: [news, sale] });
    api.deleteBanner.mockResolvedValue({ success: true, message: 'Banner deleted' });
    const user = renderBanners();
    await user.click(await screen.findByRole('button', { name: 'Move banner 2 up' }));
    expect(api.reorderBanners).toHaveBeenCalledWith(['b2', 'b1']);
    await user.click(screen.getByRole('button', { name: 'Delete banner 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this banner?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete banner' }));
    expect(api.deleteBanner).toHaveBeenCalledWith('b1');
    expect(await screen.findByText('Banner deleted')).toBeInTheDocument();
  });
});
