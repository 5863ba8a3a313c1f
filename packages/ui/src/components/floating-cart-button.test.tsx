import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FloatingCartButton } from './floating-cart-button.js';

describe('FloatingCartButton', () => {
  it('links to the cart, named View Cart, n items and tooltipped View Cart (n items)', () => {
    render(<FloatingCartButton href="/tea/card" count={3} />);
    const link = screen.getByRole('link', { name: 'View Cart, 3 items' });
    expect(link).toHaveAttribute('href', '/tea/card');
    expect(link).toHaveTextContent('3');
    expect(link).toHaveTextContent('View Cart (3 items)');
  });

  it('says item for one', () => {
    render(<FloatingCartButton href="/tea/card" count={1} />);
    expect(screen.getByRole('link', { name: 'View Cart, 1 item' })).toBeInTheDocument();
  });

  it('shows no badge for an empty cart', () => {
    render(<FloatingCartButton href="/tea/card" count={0} />);
    const link = screen.getByRole('link', { name: 'View Cart, 0 items' });
    expect(within(link).queryByText('0')).toBeNull();
  });
});
