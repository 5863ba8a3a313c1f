import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Outlet, type RouteObject, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { withErrorBoundaries } from './with-error-boundaries.js';

let broken = true;

function Layout() {
  return (
    <>
      <header>Shop header</header>
      <Outlet />
    </>
  );
}

function Screen() {
  if (broken) throw new Error('render failed');
  return <main>The screen</main>;
}

function OwnBoundary() {
  return <p>Own boundary</p>;
}

function renderScreenRoute(route: RouteObject) {
  const routes = withErrorBoundaries([{ path: '/', Component: Layout, children: [route] }]);
  render(<RouterProvider router={createMemoryRouter(routes, { initialEntries: ['/screen'] })} />);
}

beforeEach(() => {
  broken = true;
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

describe('withErrorBoundaries', () => {
  it('shows the retry screen in place of a screen that fails to render, inside its layout', async () => {
    const user = userEvent.setup();
    renderScreenRoute({ path: 'screen', Component: Screen });

    const alert = await screen.findByRole('alert');
    expect(screen.getByText('Shop header')).toBeInTheDocument();
    expect(within(alert).getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(within(alert).getByRole('button', { name: 'Try again' })).toHaveFocus();

    broken = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('The screen')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('loads the route again on retry when its loader failed', async () => {
    const user = userEvent.setup();
    broken = false;
    const loader = vi.fn().mockRejectedValueOnce(new Error('load failed')).mockResolvedValue(null);
    renderScreenRoute({ path: 'screen', loader, Component: Screen });

    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('The screen')).toBeInTheDocument();
    expect(loader).toHaveBeenCalledTimes(2);
  });

  it('shows the retry screen for a screen whose code failed to download, and reloads the page on retry', async () => {
    const user = userEvent.setup();
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload });
    renderScreenRoute({
      path: 'screen',
      lazy: () =>
        Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/screen-1.js')),
    });

    const alert = await screen.findByRole('alert');
    expect(screen.getByText('Shop header')).toBeInTheDocument();
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(reload).toHaveBeenCalledOnce();
  });

  it('keeps a route’s own error boundary', () => {
    const [root] = withErrorBoundaries([
      { path: '/', ErrorBoundary: OwnBoundary, children: [{ path: 'a' }] },
    ]);
    expect(root?.ErrorBoundary).toBe(OwnBoundary);
    expect(root?.children?.[0]?.ErrorBoundary).toBeTypeOf('function');
  });
});
