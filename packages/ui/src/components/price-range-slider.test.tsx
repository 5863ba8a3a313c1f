import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PriceRangeSlider } from './price-range-slider.js';

describe('PriceRangeSlider', () => {
  it('has two labelled thumbs within the range and shows the values', () => {
    render(<PriceRangeSlider range={{ low: 0, high: 100 }} value={[10, 90]} onValueChange={() => {}} />);
    const min = screen.getByRole('slider', { name: 'Minimum price' });
    const max = screen.getByRole('slider', { name: 'Maximum price' });
    expect(min).toHaveAttribute('aria-valuenow', '10');
    expect(min).toHaveAttribute('aria-valuemin', '0');
    expect(max).toHaveAttribute('aria-valuemax', '100');
    expect(max).toHaveAttribute('aria-valuetext', '$90.00');
    expect(screen.getByText('$10.00')).toBeInTheDocument();
    expect(screen.getByText('$90.00')).toBeInTheDocument();
  });

  it('leaves room to move when low equals high', () => {
    render(<PriceRangeSlider range={{ low: 20, high: 20 }} value={[20, 20]} onValueChange={() => {}} />);
    expect(screen.getByRole('slider', { name: 'Maximum price' })).toHaveAttribute('aria-valuemax', '21');
  });

  it('moves a thumb by 1 with the arrow keys', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(
      <PriceRangeSlider
        range={{ low: 0, high: 100 }}
        value={[10, 90]}
        onValueChange={onValueChange}
        currencySymbol="R"
      />,
    );
    expect(screen.getByText('R10.00')).toBeInTheDocument();
    screen.getByRole('slider', { name: 'Minimum price' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(onValueChange).toHaveBeenLastCalledWith([11, 90]);
  });
});
