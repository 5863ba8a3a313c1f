import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useRestoreScroll, useScrollMemory } from './scroll-memory.js';

function Frame() {
  useScrollMemory();
  return <Outlet />;
}

/** A screen whose content arrives later, like the results. */
function Screen({ name }: { name: string }) {
  const [ready, setReady] = useState(false);
  useRestoreScroll(ready);
  return (
    <button type="button" onClick={() => setReady(true)}>
      {ready ? `${name} ready` : `show ${name}`}
    </button>
  );
}

function scrollTo(top: number) {
  Object.defineProperty(window, 'scrollY', { value: top, configurable: true });
  window.dispatchEvent(new Event('scroll'));
}

const scrollCalls = vi.fn();

beforeEach(() => {
  scrollCalls.mockClear();
  window.scrollTo = scrollCalls as unknown as typeof window.scrollTo;
  scrollTo(0);
});

describe('scroll memory', () => {
  it('starts new pages at the top and returns to the remembered position once the content is back', async () => {
    const router = createMemoryRouter(
      [
        {
          element: <Frame />,
          children: [
            { path: '/results', element: <Screen key="results" name="results" /> },
            { path: '/other', element: <Screen key="other" name="other" /> },
          ],
        },
      ],
      { initialEntries: ['/results'] },
    );
    render(<RouterProvider router={router} />);
    act(() => screen.getByRole('button', { name: 'show results' }).click());
    scrollTo(1800);

    await act(() => router.navigate('/other'));
    expect(scrollCalls).toHaveBeenLastCalledWith(0, 0);
    scrollTo(0);
    scrollCalls.mockClear();

    await act(() => router.navigate(-1));
    // nothing to scroll to until the results are on the page
    expect(scrollCalls).not.toHaveBeenCalled();
    act(() => screen.getByRole('button', { name: 'show results' }).click());
    expect(scrollCalls).toHaveBeenCalledExactlyOnceWith(0, 1800);
  });

  it('keeps the positions for the tab when the page is left for a shop', () => {
    const router = createMemoryRouter([
      { element: <Frame />, children: [{ path: '/', element: <p>home</p> }] },
    ]);
    render(<RouterProvider router={router} />);
    scrollTo(420);
    window.dispatchEvent(new Event('pagehide'));
    const saved = JSON.parse(window.sessionStorage.getItem('souk-portal-scroll') ?? '{}');
    expect(saved[router.state.location.key]).toBe(420);
  });
});
