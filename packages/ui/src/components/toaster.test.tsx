import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Toaster, toast } from './toaster.js';

describe('Toaster', () => {
  it('shows success and error toasts', async () => {
    render(<Toaster />);
    act(() => {
      toast.success('Product added to cart!');
      toast.error('Failed to add product to cart');
    });
    expect(await screen.findByText('Product added to cart!')).toBeInTheDocument();
    expect(await screen.findByText('Failed to add product to cart')).toBeInTheDocument();
  });
});
