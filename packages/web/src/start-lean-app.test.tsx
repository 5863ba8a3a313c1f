import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, Outlet, type RouteObject, redirect } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startLeanApp } from './start-lean-app.js';

function Layout() {
  return (
    <>
      <nav>
        <Link to="/results/tea">Tea</Link> <Link to="/results/%20">Blank</Link>{' '}
        <Link to="/broken">Broken</Link>
      </nav>
      <Outlet />
    </>
  );
}

const Landing = () => <main>Landing</main>;
const Results = () => <main>Results</main>;
function Broken(): never {
  throw new Error('render failed');
}

/** Screens whose code arrives when the test says so, and loaders that record their calls. */
function appRoutes() {
  const loaded: string[] = [];
  let release: () => void = () => {};
  const arrival = new Promise<void>((resolve) => {
    release = resolve;
  });
  const routes: RouteObject[] = [
    {
      path: '/',
      Component: Layout,
      children: [
        { index: true, Component: Landing },
        {
          path: 'results/:term',
          loader: ({ params }) => {
            loaded.push(`results ${params.term}`);
            return params.term?.trim() ? null : redirect('/');
          },
          lazy: async () => {
            await arrival;
            return { Component: Results };
          },
        },
        { path: 'broken', Component: Broken },
      ],
    },
  ];
  return { routes, loaded, release };
}

beforeEach(() => {
  document.body.innerHTML = '<div id="root"></div>';
  window.history.replaceState(null, '', '/');
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

describe('startLeanApp (data-router routes on the declarative matcher)', () => {
  it('shows a new location once its loader ran and its screen’s code arrived, the old page until then', async () => {
    const { routes, loaded, release } = appRoutes();
    await act(async () => startLeanApp({ routes }));
    expect(await screen.findByText('Landing')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('link', { name: 'Tea' }));
    // the data is asked for while the code downloads; the landing page stays meanwhile
    expect(loaded).toEqual(['results tea']);
    expect(screen.getByText('Landing')).toBeInTheDocument();
    await act(async () => release());
    expect(await screen.findByText('Results')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/results/tea');
  });

  it('follows a loader’s redirect, on the first page as on a navigation', async () => {
    const first = appRoutes();
    first.release();
    window.history.replaceState(null, '', '/results/%20');
    await act(async () => startLeanApp({ routes: first.routes }));
    expect(await screen.findByText('Landing')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/');

    await userEvent.click(screen.getByRole('link', { name: 'Blank' }));
    await vi.waitFor(() => expect(first.loaded).toEqual(['results  ', 'results  ']));
    expect(window.location.pathname).toBe('/');
    expect(screen.getByText('Landing')).toBeInTheDocument();
  });

  it('shows the retry screen in place of a screen that fails to render, inside its layout', async () => {
    const { routes } = appRoutes();
    await act(async () => startLeanApp({ routes }));
    await userEvent.click(await screen.findByRole('link', { name: 'Broken' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Tea' })).toBeInTheDocument();
  });
});
