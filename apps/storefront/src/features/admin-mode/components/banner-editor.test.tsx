import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AdminSlotsContext } from '../../../lib/admin-slots.js';
import { renderScreen, TEST_SELLER } from '../../../testing/render.js';
import { ShopBanners } from '../../catalogue/components/shop-banners.js';
import { ADMIN_SLOTS } from './admin-mode.js';

const api = vi.hoisted(() => ({ catalogue: { getBanners: vi.fn(), queryProducts: vi.fn() } }));
vi.mock('../../../lib/api-client.js', () => ({ api }));

// the seller API (GET /seller/banners, PUT /seller/banners/{id}, POST /seller/media): fakes until merged
const adminApi = vi.hoisted(() => ({ banners: vi.fn(), saveBanner: vi.fn() }));
const uploadImage = vi.hoisted(() => vi.fn());
vi.mock('../api/admin-api.js', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  adminApi,
  uploadImage,
}));

const UPLOADED = '/api/media/0123456789abcdef0123456789abcdef/1600x500';

beforeEach(() => {
  vi.clearAllMocks();
  api.catalogue.getBanners.mockResolvedValue({
    banner: [{ _id: 'b1', banner: '/banners/one.svg', link: '/x' }],
  });
  api.catalogue.queryProducts.mockResolvedValue({
    products: [{ _id: 'p1', name: 'Linen Shirt', slug: 'linen-shirt', price: 50 }],
    totalProduct: 1,
    parPage: 12,
  });
  adminApi.banners.mockResolvedValue({
    banners: [{ _id: 'b1', image: '/banners/one.svg', productId: null, link: '/x', position: 0 }],
  });
});

async function openBanner() {
  renderScreen(
    <AdminSlotsContext.Provider value={ADMIN_SLOTS}>
      <ShopBanners
        sellerId={TEST_SELLER.id}
        sellerName={TEST_SELLER.name}
        height={320}
        onProductBanner={vi.fn()}
      />
    </AdminSlotsContext.Provider>,
  );
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Edit banners' }));
  const dialog = await screen.findByRole('dialog', { name: 'Edit banners' });
  return { user, form: await within(dialog).findByRole('form', { name: 'Banner 1' }) };
}

describe('Admin mode: the home banners edited in place (issue 18)', () => {
  it('uploads a new image, chooses a product and saves the banner with PUT', async () => {
    const { user, form } = await openBanner();
    uploadImage.mockResolvedValue(UPLOADED);
    const file = new File(['jpeg'], 'summer.jpg', { type: 'image/jpeg' });
    await user.upload(within(form).getByLabelText('Change image'), file);
    expect(uploadImage).toHaveBeenCalledWith(file, expect.anything());
    await waitFor(() =>
      expect(within(form).getByRole('img', { name: 'Banner 1' })).toHaveAttribute(
        'src',
        '/api/media/0123456789abcdef0123456789abcdef/1280.jpg',
      ),
    );
    await user.selectOptions(
      within(form).getByLabelText('Product it opens'),
      await within(form).findByRole('option', { name: 'Linen Shirt' }),
    );
    adminApi.saveBanner.mockResolvedValue({ banner: {} });
    await user.click(within(form).getByRole('button', { name: 'Save banner 1' }));
    expect(adminApi.saveBanner).toHaveBeenCalledWith('b1', { image: UPLOADED, productId: 'p1', link: '/x' });
    expect(await screen.findByText('Banner saved')).toBeInTheDocument();
    await waitFor(() => expect(api.catalogue.getBanners).toHaveBeenCalledTimes(2));
  });

  it("shows the core schema's message at the link and the upload's refusal", async () => {
    const { user, form } = await openBanner();
    const link = within(form).getByLabelText('Link');
    await user.clear(link);
    await user.type(link, 'javascript:alert(1)');
    await user.click(within(form).getByRole('button', { name: 'Save banner 1' }));
    expect(link).toHaveAccessibleDescription(
      'A path on this site or an http(s) address; used when no product is chosen. Link must be a path on this site or an http(s) address',
    );
    expect(adminApi.saveBanner).not.toHaveBeenCalled();

    uploadImage.mockRejectedValue(new Error('The file is not an image'));
    await user.upload(
      within(form).getByLabelText('Change image'),
      new File(['x'], 'notes.jpg', { type: 'image/jpeg' }),
    );
    expect(await within(form).findByRole('alert')).toHaveTextContent('The file is not an image');
  });
});
