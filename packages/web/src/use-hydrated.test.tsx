import { act, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { createQueryClient } from './query-client.js';
import { setRenderScopeLookup } from './render-scope.js';
import { beginHydration, useHydrated } from './use-hydrated.js';

const renders: boolean[] = [];

function Probe() {
  const hydrated = useHydrated();
  renders.push(hydrated);
  return <p>{hydrated ? 'browser' : 'server'}</p>;
}

afterEach(() => {
  setRenderScopeLookup(() => undefined);
  renders.length = 0;
});

describe('useHydrated', () => {
  it('is false in a server render', () => {
    // the server renders each page in a render scope (createRenderer)
    setRenderScopeLookup(() => ({ queryClient: createQueryClient(), origin: 'https://souk.test', meta: {} }));
    expect(renderToString(<Probe />)).toContain('server');
  });

  it('is true in a page the browser renders', () => {
    render(<Probe />);
    expect(screen.getByText('browser')).toBeInTheDocument();
    expect(renders).toEqual([true]);
  });

  it('hydrates as the server rendered, then turns true, and is true at once in screens mounted after', async () => {
    const container = document.createElement('div');
    container.innerHTML = '<p>server</p>';
    document.body.append(container);
    beginHydration();
    await act(async () => {
      hydrateRoot(container, <Probe />, { onRecoverableError: (error) => renders.push(error as never) });
    });
    // one render as the server's (no hydration mismatch), then the browser's
    expect(renders).toEqual([false, true]);
    expect(container.textContent).toBe('browser');

    render(<Probe />);
    expect(renders.at(-1)).toBe(true);
    expect(renders).toHaveLength(3);
    container.remove();
  });
});
