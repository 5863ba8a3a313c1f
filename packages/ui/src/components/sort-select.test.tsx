import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SortSelect } from './sort-select.js';

const options = [
  { value: '', label: 'Sort By' },
  { value: 'low-to-high', label: 'Low to High Price' },
  { value: 'high-to-low', label: 'High to Low Price' },
];

describe('SortSelect', () => {
  it('is a labelled select showing the chosen order', () => {
    render(<SortSelect value="high-to-low" onChange={() => {}} options={options} />);
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('high-to-low');
    expect(screen.getByRole('option', { name: 'High to Low Price' })).toHaveProperty('selected', true);
  });

  it('reports the chosen value', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<SortSelect value="" onChange={onChange} options={options} label="Order" />);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Order' }), 'Low to High Price');
    expect(onChange).toHaveBeenCalledWith('low-to-high');
  });
});
