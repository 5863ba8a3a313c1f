import { ProductSchema } from '@souk/core';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProductCardBase } from './product-card-base.js';

const product = ProductSchema.parse({
  _id: 'p1',
  name: 'Moroccan Mint Tea',
  slug: 'moroccan-mint-tea',
  price: 80,
  currency: 'USD',
  images: ['/mint.jpg'],
  rating: 4,
  stock: 0,
  showStockQuantity: true,
});

describe('ProductCardBase', () => {
  it('shows the product without stock or buttons of its own', () => {
    render(<ProductCardBase product={product} href="/p" shopName="Tea House" />);
    expect(screen.getByRole('link', { name: 'Moroccan Mint Tea' })).toHaveAttribute('href', '/p');
    expect(screen.getByText(/by Tea House/)).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByText(/stock/i)).toBeNull();
  });

  it('puts what a screen adds in its slots: over the image, under the details, in the bottom row', () => {
    render(
      <ProductCardBase
        product={product}
        href="/p"
        overlay={<button type="button">Save</button>}
        details={<p>Ships tomorrow</p>}
        actions={<button type="button">Buy</button>}
        nameContent={<mark>Moroccan</mark>}
      >
        <a href="/shop">Visit Shop</a>
      </ProductCardBase>,
    );
    const card = screen.getByRole('article');
    expect(within(card).getByRole('button', { name: 'Save' })).toBeInTheDocument();
    expect(within(card).getByText('Ships tomorrow')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Buy' })).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Visit Shop' })).toBeInTheDocument();
    expect(within(card).getByText('Moroccan').tagName).toBe('MARK');
  });
});
