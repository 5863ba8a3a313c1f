import { ApiError, type BuyAgainItem } from '@souk/core';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../../testing/render.js';
import { BuyAgain } from './buy-again.js';

const api = vi.hoisted(() => ({ cart: { addToCart: vi.fn() }, buyAgain: { list: vi.fn() } }));
vi.mock('../../../lib/api-client.js', () => ({ api: { cart: api.cart } }));
vi.mock('../../../lib/buy-again-api.js', () => ({ buyAgainApi: api.buyAgain }));

function item(overrides: Partial<BuyAgainItem>): BuyAgainItem {
  return {
    productId: 'p1',
    name: 'Green Tea',
    slug: 'green-tea',
    image: 'https://img.example/tea.jpg',
    price: 20,
    discount: 10,
    currency: 'USD',
    status: 'available',
    lastOrderedAt: '2026-11-02T09:00:00.000Z',
    orderNumber: 'ORD1001',
    ...overrides,
  };
}

function card(name: string) {
  return screen.getAllByText(name)[0]?.closest('li') as HTMLElement;
}

beforeEach(() => vi.clearAllMocks());

describe('BuyAgain (issue 22)', () => {
  it("shows the delivered products at today's prices, and says which cannot be bought", async () => {
    api.buyAgain.list.mockResolvedValue({
      products: [
        item({}),
        item({ productId: 'p2', name: 'Oat Milk', slug: 'oat-milk', status: 'out-of-stock', discount: 0 }),
        item({ productId: null, name: 'Clay Vase', slug: 'clay-vase', price: null, status: 'unavailable' }),
      ],
    });
    renderScreen(<BuyAgain sellerName="green-pantry" customerId="c1" />);
    expect(await screen.findByRole('heading', { name: 'Buy again' })).toBeInTheDocument();
    expect(api.buyAgain.list).toHaveBeenCalledWith('green-pantry');

    const tea = card('Green Tea');
    expect(within(tea).getByRole('link', { name: 'Green Tea' })).toHaveAttribute(
      'href',
      '/green-pantry/product/details/green-tea',
    );
    expect(within(tea).getByText('$18.00')).toBeInTheDocument();
    expect(within(tea).getByText(/#ORD1001/)).toBeInTheDocument();
    expect(within(tea).getByRole('button', { name: /^Add to cart\s*Green Tea$/ })).toBeEnabled();

    const milk = card('Oat Milk');
    expect(within(milk).getByText('Out of stock right now')).toBeInTheDocument();
    expect(within(milk).queryByRole('button')).toBeNull();

    const vase = card('Clay Vase');
    expect(within(vase).getByText('No longer sold by this shop')).toBeInTheDocument();
    expect(within(vase).queryByRole('link')).toBeNull();
    expect(within(vase).queryByText(/\$/)).toBeNull();
  });

  it('adds one unit to the cart in one tap', async () => {
    api.buyAgain.list.mockResolvedValue({ products: [item({})] });
    api.cart.addToCart.mockResolvedValue({ message: 'Added' });
    renderScreen(<BuyAgain sellerName="green-pantry" customerId="c1" />);
    await userEvent.setup().click(await screen.findByRole('button', { name: /^Add to cart\s*Green Tea$/ }));
    expect(await screen.findByText('Product added to cart!')).toBeInTheDocument();
    expect(api.cart.addToCart).toHaveBeenCalledWith(
      expect.objectContaining({ productId: 'p1', quantity: 1 }),
    );
  });

  it("toasts the server's refusal", async () => {
    api.buyAgain.list.mockResolvedValue({ products: [item({})] });
    // taken off sale between the list and the tap
    api.cart.addToCart.mockRejectedValue(new ApiError('Product not found', 404));
    renderScreen(<BuyAgain sellerName="green-pantry" customerId="c1" />);
    await userEvent.setup().click(await screen.findByRole('button', { name: /^Add to cart\s*Green Tea$/ }));
    expect(await screen.findByText('Product not found')).toBeInTheDocument();
  });

  it('shows nothing before an order here was delivered', async () => {
    api.buyAgain.list.mockResolvedValue({ products: [] });
    renderScreen(<BuyAgain sellerName="green-pantry" customerId="c1" />);
    await vi.waitFor(() => expect(api.buyAgain.list).toHaveBeenCalled());
    // the answer has arrived and been rendered
    await act(async () => {});
    expect(screen.queryByRole('heading', { name: 'Buy again' })).toBeNull();
    expect(screen.queryByText(/From your delivered orders/)).toBeNull();
  });
});
