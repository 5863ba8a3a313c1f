import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type LinkProps, LinkProvider } from '../lib/link.js';
import { Breadcrumb } from './breadcrumb.js';

const RouterLink = ({ href, ...props }: LinkProps) => <a data-router="yes" href={`#${href}`} {...props} />;

describe('Breadcrumb', () => {
  it('links the trail and marks the last item as the current page', () => {
    render(<Breadcrumb items={[{ label: 'Home', href: '/tea' }, { label: 'Search Results' }]} />);
    const nav = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/tea');
    expect(within(nav).getByText('Search Results')).toHaveAttribute('aria-current', 'page');
    expect(within(nav).queryByRole('link', { name: 'Search Results' })).not.toBeInTheDocument();
  });

  it("renders links with the app's router link", () => {
    render(
      <LinkProvider component={RouterLink}>
        <Breadcrumb items={[{ label: 'Home', href: '/tea' }, { label: 'Mint' }]} />
      </LinkProvider>,
    );
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '#/tea');
  });
});
