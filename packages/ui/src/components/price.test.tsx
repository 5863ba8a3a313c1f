import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Price } from './price.js';

describe('Price', () => {
  it('shows the USD price in the spec look without a provider', () => {
    render(<Price amount={5} currency="USD" />);
    expect(screen.getByText('$5.00')).toBeInTheDocument();
  });

  it('strikes through the original price and shows the discount badge', () => {
    render(<Price amount={1299} discount={20} currency="ZAR" locale="en-ZA" />);
    // Testing Library folds the no-break spaces Intl prints into spaces: the text itself keeps them
    expect(screen.getByText('R 1 039,20').textContent).toBe('R\u00a01\u00a0039,20');
    expect(screen.getByText('R 1 299,00')).toHaveClass('line-through');
    expect(screen.getByText('-20% OFF')).toBeInTheDocument();
  });

  it('falls back to NA without a currency and merges className last', () => {
    render(<Price amount={1} className="justify-end" data-testid="p" />);
    expect(screen.getByText('NA1.00')).toBeInTheDocument();
    expect(screen.getByTestId('p')).toHaveClass('justify-end');
  });

  it('prints EUR in de-DE after the amount', () => {
    render(<Price amount={1234.5} currency="EUR" locale="de-DE" />);
    expect(screen.getByText('1.234,50 €').textContent).toBe('1.234,50\u00a0€');
  });

  it('leaves the badge out when it is shown elsewhere', () => {
    render(<Price amount={100} discount={20} currency="USD" showBadge={false} />);
    expect(screen.getByText('$80.00')).toBeInTheDocument();
    expect(screen.getByText('$100.00')).toHaveClass('line-through');
    expect(screen.queryByText('-20% OFF')).not.toBeInTheDocument();
  });
});
