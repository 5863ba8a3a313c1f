import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ErrorBoundary } from './error-boundary.js';

let broken = true;

function Screen() {
  if (broken) throw new Error('render failed');
  return <p>The screen</p>;
}

describe('ErrorBoundary', () => {
  it('shows the retry screen instead of a blank page, and renders the children again on retry', async () => {
    const user = userEvent.setup();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <ErrorBoundary>
        <Screen />
      </ErrorBoundary>,
    );

    const alert = screen.getByRole('alert');
    expect(within(alert).getByRole('heading', { level: 1 })).toHaveTextContent('Something went wrong');
    expect(alert).toHaveTextContent('This page could not be shown. Please try again.');
    const retry = within(alert).getByRole('button', { name: 'Try again' });
    expect(retry).toHaveFocus();

    broken = false;
    await user.click(retry);
    expect(screen.getByText('The screen')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
