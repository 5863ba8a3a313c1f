import { fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { Link, MemoryRouter, NavLink, Route, Routes, useLocation } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { RouterLink } from './router-link.js';
import { useLinkActive } from './use-link-active.js';

function Where() {
  const location = useLocation();
  return <output>{`${location.pathname}${location.search}${location.hash}`}</output>;
}

function renderAt(
  element: React.ReactNode,
  { path = '/tea/card', basename }: { path?: string; basename?: string } = {},
) {
  return render(
    <MemoryRouter initialEntries={[path]} basename={basename}>
      <Routes>
        <Route path="*" element={element} />
      </Routes>
      <Where />
    </MemoryRouter>,
  );
}

const here = () => screen.getByRole('status').textContent;

/** React Router's Link and the RouterLink of the same href, as markup (on the server and in the browser). */
function markup(href: string, path = '/tea/card', basename?: string) {
  const at = (element: React.ReactNode) => (
    <MemoryRouter initialEntries={[path]} basename={basename}>
      {element}
    </MemoryRouter>
  );
  return {
    link: renderToString(
      at(
        <Link to={href} className="c" target="_self">
          x
        </Link>,
      ),
    ),
    routerLink: renderToString(
      at(
        <RouterLink href={href} className="c" target="_self">
          x
        </RouterLink>,
      ),
    ),
  };
}

describe('RouterLink: React Router’s Link for the UI kit’s links', () => {
  it.each([
    ['/tea/product/details/mug'],
    ['shipping?step=2#top'],
    ['../home'],
    [`${window.location.origin}/tea/about?x=1`],
    ['https://example.com/chat'],
    ['//example.com/x'],
    ['mailto:shop@example.com'],
  ])('renders %s as Link does', (href) => {
    const { link, routerLink } = markup(href);
    expect(routerLink).toBe(link);
    const based = markup(href, '/seller/orders', '/seller');
    expect(based.routerLink).toBe(based.link);
  });

  it('navigates in the app on a click', () => {
    renderAt(<RouterLink href="/tea/product/details/mug?size=2">Mug</RouterLink>);
    fireEvent.click(screen.getByRole('link', { name: 'Mug' }));
    expect(here()).toBe('/tea/product/details/mug?size=2');
  });

  it('navigates in the app to an absolute address on this origin', () => {
    renderAt(<RouterLink href={`${window.location.origin}/tea/about#team`}>About</RouterLink>);
    const link = screen.getByRole('link', { name: 'About' });
    expect(link).toHaveAttribute('href', `${window.location.origin}/tea/about#team`);
    fireEvent.click(link);
    expect(here()).toBe('/tea/about#team');
  });

  it('strips the basename from an absolute address on this origin, and leaves one outside it to the browser', () => {
    renderAt(
      <>
        <RouterLink href={`${window.location.origin}/Seller/orders`}>Orders</RouterLink>
        <RouterLink href={`${window.location.origin}/sellers`}>Sellers</RouterLink>
      </>,
      { path: '/seller/home', basename: '/seller' },
    );
    fireEvent.click(screen.getByRole('link', { name: 'Orders' }));
    expect(here()).toBe('/orders');
    const outside = screen.getByRole('link', { name: 'Sellers' });
    expect(fireEvent.click(outside)).toBe(true);
    expect(here()).toBe('/orders');
  });

  it('leaves another origin’s address to the browser, still calling onClick', () => {
    const onClick = vi.fn();
    renderAt(
      <RouterLink href="https://example.com/chat" onClick={onClick}>
        Chat
      </RouterLink>,
    );
    const notPrevented = fireEvent.click(screen.getByRole('link', { name: 'Chat' }));
    expect(notPrevented).toBe(true);
    expect(onClick).toHaveBeenCalledOnce();
    expect(here()).toBe('/tea/card');
  });

  it('calls onClick first and does not navigate when it prevents the default', () => {
    const order: string[] = [];
    renderAt(
      <>
        <RouterLink href="/tea/a" onClick={() => order.push('a')}>
          A
        </RouterLink>
        <RouterLink href="/tea/b" onClick={(event) => event.preventDefault()}>
          B
        </RouterLink>
      </>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'B' }));
    expect(here()).toBe('/tea/card');
    fireEvent.click(screen.getByRole('link', { name: 'A' }));
    expect(order).toEqual(['a']);
    expect(here()).toBe('/tea/a');
  });

  it('leaves a click with a modifier key or for another target to the browser', () => {
    renderAt(
      <>
        <RouterLink href="/tea/a">A</RouterLink>
        <RouterLink href="/tea/b" target="_blank">
          B
        </RouterLink>
      </>,
    );
    expect(fireEvent.click(screen.getByRole('link', { name: 'A' }), { ctrlKey: true })).toBe(true);
    expect(fireEvent.click(screen.getByRole('link', { name: 'B' }))).toBe(true);
    expect(here()).toBe('/tea/card');
  });

  it('passes a ref to the anchor', () => {
    let anchor: HTMLAnchorElement | null = null;
    renderAt(
      <RouterLink
        href="/tea/a"
        ref={(node) => {
          anchor = node;
        }}
      >
        A
      </RouterLink>,
    );
    expect(anchor).toBe(screen.getByRole('link', { name: 'A' }));
  });
});

function Active({ href, end }: { href: string; end?: boolean }) {
  return <>{String(useLinkActive(href, end))}</>;
}

describe('useLinkActive: NavLink’s rule for a RouterLink menu', () => {
  it.each([
    ['/tea/dashboard', '/tea/dashboard'],
    ['/tea/dashboard/my-orders/12', '/tea/dashboard/my-orders'],
    ['/tea/dashboard/my-orders', '/tea/dashboard'],
    ['/tea/dashboard-old', '/tea/dashboard'],
    ['/Tea/Dashboard/', '/tea/dashboard'],
    ['/tea/dashboard', '/tea/dashboard/'],
    ['/tea/dashboard/x', '/tea/dashboard/'],
    ['/tea/my orders', '/tea/my orders'],
    ['/tea', '/'],
    ['/', '/'],
  ])('at %s, %s is active as for NavLink', (path, href) => {
    for (const end of [false, true]) {
      const html = (element: React.ReactNode) =>
        renderToString(
          <MemoryRouter initialEntries={[path]}>
            <Routes>
              <Route path="*" element={element} />
            </Routes>
          </MemoryRouter>,
        );
      const navLink = html(<NavLink to={href} end={end} />).includes('aria-current="page"');
      expect(html(<Active href={href} end={end} />)).toBe(String(navLink));
    }
  });

  it('reads the path below the basename, as NavLink does', () => {
    const html = (element: React.ReactNode) =>
      renderToString(
        <MemoryRouter initialEntries={['/seller/orders/5']} basename="/seller">
          {element}
        </MemoryRouter>,
      );
    expect(html(<Active href="/orders" />)).toBe('true');
    expect(html(<NavLink to="/orders" />)).toContain('aria-current="page"');
    expect(html(<Active href="/orders" end />)).toBe('false');
  });
});
