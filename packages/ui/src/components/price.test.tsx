import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Price } from './price.js';

describe('Price', () => {
  it('shows two decimals with the currency symbol', () => {
    render(<Price amount={5} currency="USD" />);
    expect(screen.getByText('$5.00')).toBeInTheDocument();
  });

  it('strikes through the original price and shows the discount badge', () => {
    render(<Price amount={100} discount={20} currency="ZAR" />);
    expect(screen.getByText('R80.00')).toBeInTheDocument();
    expect(screen.getByText('R100.00')).toHaveClass('line-through');
    expect(screen.getByText('-20% OFF')).toBeInTheDocument();
  });

  it('falls back to NA without a currency and merges className last', () => {
    render(<Price amount={1} className="justify-end" data-testid="p" />);
    expect(screen.getByText('NA1.00')).toBeInTheDocument();
    expect(screen.getByTestId('p')).toHaveClass('justify-end');
  });

  it('leaves the badge out when it is shown elsewhere', () => {
    render(<Price amount={100} discount={20} currency="USD" showBadge={false} />);
    expect(screen.getByText('$80.00')).toBeInTheDocument();
    expect(screen.getByText('$100.00')).toHaveClass('line-through');
    expect(screen.queryByText('-20% OFF')).not.toBeInTheDocument();
  });
});
