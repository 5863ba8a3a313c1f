import { type ProductInput, ProductSchema } from '@souk/core';
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { HighlightedText } from './highlighted-text.js';
import { ProductCard } from './product-card.js';

const product = (overrides: Partial<ProductInput> = {}) =>
  ProductSchema.parse({
    _id: 'p1',
    name: 'Moroccan Mint Tea',
    slug: 'moroccan-mint-tea',
    price: 80,
    currency: 'USD',
    images: ['/mint.jpg', '/mint-2.jpg'],
    rating: 4.5,
    stock: 12,
    showStockQuantity: true,
    ...overrides,
  });

describe('ProductCard', () => {
  it('shows the first image in a sized, lazy box and links the name to the details page', () => {
    render(<ProductCard product={product()} href="/tea/product/details/moroccan-mint-tea" />);
    const image = screen.getByRole('img', { name: 'Moroccan Mint Tea' });
    expect(image).toHaveAttribute('src', '/mint.jpg');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('width');
    expect(image).toHaveAttribute('height');
    expect(screen.getByRole('heading', { name: 'Moroccan Mint Tea' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Moroccan Mint Tea' })).toHaveAttribute(
      'href',
      '/tea/product/details/moroccan-mint-tea',
    );
    expect(screen.getByRole('img', { name: 'Rated 4.5 out of 5' })).toBeInTheDocument();
    expect(screen.getByText('$80.00')).toBeInTheDocument();
    expect(screen.getByText('In stock: 12')).toBeInTheDocument();
  });

  it('shows given name content in the link, the image still named by the plain name', () => {
    render(
      <ProductCard
        product={product()}
        href="/p"
        nameContent={
          <>
            Moroccan <mark>Mint</mark> Tea
          </>
        }
      />,
    );
    const link = screen.getByRole('link', { name: 'Moroccan Mint Tea' });
    expect(within(link).getByText('Mint', { selector: 'mark' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Moroccan Mint Tea' })).toBeInTheDocument();
  });

  it('falls back to the placeholder image on error', () => {
    render(<ProductCard product={product()} href="/p" />);
    const image = screen.getByRole('img', { name: 'Moroccan Mint Tea' });
    fireEvent.error(image);
    expect(image).toHaveAttribute('src', '/images/no_image.jpg');
  });

  it('shows the placeholder for a product without images', () => {
    render(<ProductCard product={product({ images: [] })} href="/p" />);
    expect(screen.getByRole('img', { name: 'Moroccan Mint Tea' })).toHaveAttribute(
      'src',
      '/images/no_image.jpg',
    );
  });

  it('shows one discount badge and the struck-through original price', () => {
    render(<ProductCard product={product({ discount: 20 })} href="/p" />);
    // the card charges what the cart charges: $80 less 20 %, the $80 price struck through
    expect(screen.getAllByText('-20% OFF')).toHaveLength(1);
    expect(screen.getByText('$64.00')).toBeInTheDocument();
    expect(screen.getByText('$80.00')).toHaveClass('line-through');
  });

  it("links 'by {shop}' and shows the pack size above 1", () => {
    render(<ProductCard product={product({ packSize: 6 })} href="/p" shopName="Tea House" shopHref="/tea" />);
    expect(screen.getByText(/^by/)).toHaveTextContent('by Tea House');
    expect(screen.getByRole('link', { name: 'Tea House' })).toHaveAttribute('href', '/tea');
    expect(screen.getByText('Pack Size: 6')).toBeInTheDocument();
  });

  it('hides the pack size of single items and the stock label when the seller hides it', () => {
    render(<ProductCard product={product({ showStockQuantity: false })} href="/p" />);
    expect(screen.queryByText(/Pack Size/)).not.toBeInTheDocument();
    expect(screen.queryByText(/In stock/)).not.toBeInTheDocument();
  });

  it('runs the actions from named buttons, by keyboard too', async () => {
    const user = userEvent.setup();
    const onAddToCart = vi.fn();
    const onAddToWishlist = vi.fn();
    const onQuickView = vi.fn();
    render(
      <ProductCard
        product={product()}
        href="/p"
        onAddToCart={onAddToCart}
        onAddToWishlist={onAddToWishlist}
        onQuickView={onQuickView}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    await user.click(screen.getByRole('button', { name: 'Add to wishlist' }));
    screen.getByRole('button', { name: 'Quick view' }).focus();
    await user.keyboard('{Enter}');
    expect(onAddToCart).toHaveBeenCalledOnce();
    expect(onAddToWishlist).toHaveBeenCalledOnce();
    expect(onQuickView).toHaveBeenCalledOnce();
    // each button's icon is one element the stylesheet draws, no inline SVG (issue 21)
    const icon = (name: string) => screen.getByRole('button', { name }).querySelector('[data-icon]');
    expect(icon('Add to cart')).toHaveAttribute('data-icon', 'shopping-cart');
    expect(icon('Add to wishlist')).toHaveAttribute('data-icon', 'heart');
    expect(icon('Quick view')).toHaveAttribute('data-icon', 'eye');
    expect(document.querySelector('article svg')).toBeNull();
  });

  it('shows Out of stock and cannot add an out-of-stock product to the cart', () => {
    render(<ProductCard product={product({ stock: 0 })} href="/p" onAddToCart={() => {}} />);
    expect(screen.getByText('Out of stock')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add to cart' })).toBeDisabled();
  });

  it('shows only the actions it is given', () => {
    render(<ProductCard product={product()} href="/p" />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('lays out as a list with the same content and actions', () => {
    render(
      <ProductCard
        product={product({ description: 'Fresh mint and green tea.' })}
        href="/p"
        view="list"
        onAddToCart={() => {}}
        onAddToWishlist={() => {}}
        onQuickView={() => {}}
      />,
    );
    const card = screen.getByRole('article');
    expect(card).toHaveAttribute('data-view', 'list');
    expect(within(card).getByText('Fresh mint and green tea.')).toBeInTheDocument();
    expect(within(card).getAllByRole('button')).toHaveLength(3);
  });

  it("prices in the product's currency and the shop's locale, whole stars for global search, extra links", () => {
    render(
      <ProductCard
        product={product({ currency: 'ZAR', rating: 3.5 })}
        href="/p"
        locale="en-ZA"
        halfStars={false}
      >
        <a href="/tea">Visit Shop</a>
      </ProductCard>,
    );
    expect(screen.getByText('R 80,00').textContent).toBe('R\u00a080,00');
    expect(document.querySelector('[data-stars]')?.getAttribute('data-stars')).not.toContain('half');
    expect(screen.getByRole('link', { name: 'Visit Shop' })).toBeInTheDocument();
  });

  it('leaves the stock label out when asked, as global search cards do', () => {
    const { rerender } = render(<ProductCard product={product({ stock: 0 })} href="/p" />);
    expect(screen.getByText('Out of stock')).toBeInTheDocument();
    rerender(<ProductCard product={product({ stock: 0 })} href="/p" showStock={false} />);
    expect(screen.queryByText('Out of stock')).not.toBeInTheDocument();
  });

  it('names the product in an h3 by default and an h2 when the cards sit right under the page title', () => {
    const level = product();
    const { unmount } = render(<ProductCard product={level} href="/p" />);
    expect(screen.getByRole('heading', { level: 3, name: level.name })).toBeInTheDocument();
    unmount();
    render(<ProductCard product={level} href="/p" headingLevel={2} />);
    expect(screen.getByRole('heading', { level: 2, name: level.name })).toBeInTheDocument();
  });

  it('marks the parts of the name a search matched, the name and its link unchanged for screen readers', () => {
    const { container } = render(
      <ProductCard
        product={product()}
        href="/p"
        headingLevel={2}
        nameContent={<HighlightedText text="Moroccan Mint Tea" ranges={[[9, 13]]} />}
      />,
    );
    const link = screen.getByRole('link', { name: 'Moroccan Mint Tea' });
    expect(within(link).getByText('Mint').tagName).toBe('MARK');
    expect(screen.getByRole('heading', { level: 2, name: 'Moroccan Mint Tea' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Moroccan Mint Tea' })).toBeInTheDocument();
    expect(container.querySelectorAll('mark')).toHaveLength(1);
  });

  it('renders the name exactly as before without highlights', () => {
    const { container } = render(<ProductCard product={product()} href="/p" />);
    expect(container.querySelector('mark')).toBeNull();
    expect(screen.getByRole('link', { name: 'Moroccan Mint Tea' })).toContainHTML('Moroccan Mint Tea');
    expect(screen.getByRole('link', { name: 'Moroccan Mint Tea' }).children).toHaveLength(0);
  });
});
