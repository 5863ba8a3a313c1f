import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PriceRangeSlider } from './price-range-slider.js';

describe('PriceRangeSlider', () => {
  it('has two labelled sliders within the range and shows the values', () => {
    render(
      <PriceRangeSlider
        range={{ low: 0, high: 100 }}
        value={[10, 90]}
        currency="USD"
        onValueChange={() => {}}
      />,
    );
    expect(screen.getByRole('group', { name: 'Price' })).toBeInTheDocument();
    const min = screen.getByRole('slider', { name: 'Minimum price' });
    const max = screen.getByRole('slider', { name: 'Maximum price' });
    expect(min).toHaveValue('10');
    expect(min).toHaveAttribute('min', '0');
    expect(min).toHaveAttribute('step', '1');
    expect(max).toHaveAttribute('max', '100');
    expect(max).toHaveAttribute('aria-valuetext', '$90.00');
    expect(screen.getByText('$10.00')).toBeInTheDocument();
    expect(screen.getByText('$90.00')).toBeInTheDocument();
  });

  it('leaves room to move when low equals high', () => {
    render(<PriceRangeSlider range={{ low: 20, high: 20 }} value={[20, 20]} onValueChange={() => {}} />);
    expect(screen.getByRole('slider', { name: 'Maximum price' })).toHaveAttribute('max', '21');
  });

  it('moves each end, never past the other', () => {
    const onValueChange = vi.fn();
    render(
      <PriceRangeSlider
        range={{ low: 0, high: 100 }}
        value={[10, 90]}
        currency="ZAR"
        locale="en-ZA"
        onValueChange={onValueChange}
      />,
    );
    // Testing Library folds the no-break space Intl prints into a space: the text itself keeps it
    expect(screen.getByText('R 10,00').textContent).toContain('R\u00a010,00');
    const min = screen.getByRole('slider', { name: 'Minimum price' });
    const max = screen.getByRole('slider', { name: 'Maximum price' });
    fireEvent.change(min, { target: { value: '11' } });
    expect(onValueChange).toHaveBeenLastCalledWith([11, 90]);
    fireEvent.change(min, { target: { value: '95' } });
    expect(onValueChange).toHaveBeenLastCalledWith([90, 90]);
    fireEvent.change(max, { target: { value: '5' } });
    expect(onValueChange).toHaveBeenLastCalledWith([10, 10]);
    fireEvent.change(max, { target: { value: '60' } });
    expect(onValueChange).toHaveBeenLastCalledWith([10, 60]);
  });
});
