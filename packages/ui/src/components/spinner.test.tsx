import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Spinner } from './spinner.js';

describe('Spinner', () => {
  it('is a status named Loading by default', () => {
    render(<Spinner />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
  });

  it('takes its own label', () => {
    render(<Spinner label="Loading product details..." />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading product details...');
  });
});
