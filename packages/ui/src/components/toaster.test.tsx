import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Toaster, toast } from './toaster.js';

describe('Toaster', () => {
  it('mounts its host only with the first toast, and shows success and error toasts', async () => {
    const { container } = render(<Toaster />);
    // sonner is not part of the first load: nothing of it is on the page before a toast
    expect(container).toBeEmptyDOMElement();
    expect(document.querySelector('[data-sonner-toaster]')).toBeNull();
    act(() => {
      toast.success('Product added to cart!');
      toast.error('Failed to add product to cart');
    });
    expect(await screen.findByText('Product added to cart!')).toBeInTheDocument();
    expect(await screen.findByText('Failed to add product to cart')).toBeInTheDocument();
  });
});
