import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EmptyState } from './empty-state.js';

describe('EmptyState', () => {
  it('shows the title as a heading, the description and the suggestions', () => {
    render(
      <EmptyState title="No Products Found" description="Try adjusting your filters.">
        <ul>
          <li>Try different keywords</li>
        </ul>
      </EmptyState>,
    );
    expect(screen.getByRole('heading', { name: 'No Products Found' })).toBeInTheDocument();
    expect(screen.getByText('Try adjusting your filters.')).toBeInTheDocument();
    expect(screen.getByRole('listitem')).toHaveTextContent('Try different keywords');
  });
});
