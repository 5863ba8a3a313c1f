import { ApiError } from '@souk/core';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { pending } from '../../../testing/fixtures.js';
import { renderScreen } from '../../../testing/render.js';
import { ShopDirectory } from './shop-directory.js';

const api = vi.hoisted(() => ({ catalogue: { listShops: vi.fn() } }));
vi.mock('../../../lib/api-client.js', () => ({ api }));

const shops = [
  {
    _id: 's1',
    name: 'green-pantry',
    shopName: 'Green Pantry',
    logo: '/api/images/green-pantry.png',
    productCount: 30,
  },
  { _id: 's2', name: 'solo', shopName: 'Solo Store', logo: null, productCount: 1 },
];

beforeEach(() => {
  vi.clearAllMocks();
});

describe('ShopDirectory', () => {
  it('shows a spinner while the shops load', () => {
    api.catalogue.listShops.mockReturnValue(pending());
    renderScreen(<ShopDirectory />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading shops');
  });

  it('lists every shop with its logo, name and product count, each opening the shop', async () => {
    api.catalogue.listShops.mockResolvedValue({ shops });
    const { container } = renderScreen(<ShopDirectory />);
    const green = await screen.findByRole('link', { name: 'Green Pantry 30 products' });
    expect(green).toHaveAttribute('href', '/green-pantry');
    expect(screen.getByRole('link', { name: 'Solo Store 1 product' })).toHaveAttribute('href', '/solo');
    expect(screen.getByRole('heading', { level: 2, name: 'Browse the shops' })).toBeInTheDocument();

    const logo = green.querySelector('img');
    expect(logo).toHaveAttribute('src', '/api/images/green-pantry.png');
    // a logo that fails to load gives way to the shop mark, like a shop without one
    if (!logo) throw new Error('logo expected');
    fireEvent.error(logo);
    expect(within(green).queryByRole('img', { hidden: true })).not.toBeInTheDocument();
    expect(container.querySelectorAll('img')).toHaveLength(0);
  });

  it('offers Try Again when the shops cannot be loaded', async () => {
    api.catalogue.listShops.mockRejectedValueOnce(new ApiError('Failed to load shops', 500));
    api.catalogue.listShops.mockResolvedValueOnce({ shops });
    const user = userEvent.setup();
    renderScreen(<ShopDirectory />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load shops');
    await user.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('link', { name: 'Green Pantry 30 products' })).toBeInTheDocument();
  });
});
