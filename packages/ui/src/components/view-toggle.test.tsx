import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ViewToggle } from './view-toggle.js';

describe('ViewToggle', () => {
  it('presses the active view', () => {
    render(<ViewToggle view="grid" onViewChange={() => {}} />);
    expect(screen.getByRole('group', { name: 'Product view' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Grid view' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'List view' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('switches view by keyboard', async () => {
    const user = userEvent.setup();
    const onViewChange = vi.fn();
    render(<ViewToggle view="grid" onViewChange={onViewChange} />);
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: 'List view' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onViewChange).toHaveBeenCalledWith('list');
  });
});
