import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CountBadge } from './count-badge.js';

describe('CountBadge', () => {
  it('shows the count, capped at 99+', () => {
    const { rerender } = render(<CountBadge count={7} />);
    expect(screen.getByText('7')).toBeInTheDocument();
    rerender(<CountBadge count={100} />);
    expect(screen.getByText('99+')).toBeInTheDocument();
  });

  it('renders nothing at zero', () => {
    const { container } = render(<CountBadge count={0} />);
    expect(container).toBeEmptyDOMElement();
  });
});
