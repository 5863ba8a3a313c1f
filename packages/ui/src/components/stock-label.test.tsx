import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StockLabel } from './stock-label.js';

describe('StockLabel', () => {
  it('shows the quantity when the seller shows it', () => {
    render(<StockLabel stock={7} showStockQuantity />);
    expect(screen.getByText('In stock: 7')).toBeInTheDocument();
  });

  it('is hidden when the seller hides quantities and the product is in stock', () => {
    const { container } = render(<StockLabel stock={7} showStockQuantity={false} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('always shows Out of stock', () => {
    render(<StockLabel stock={0} showStockQuantity={false} />);
    expect(screen.getByText('Out of stock')).toBeInTheDocument();
  });
});
