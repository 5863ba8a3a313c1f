import { NO_CONTENT_TEXTS, type SellerInfoPage } from '@souk/core';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../../testing/render.js';
import { InfoPageEditor } from './info-page-editor.js';
import { InfoPagesList } from './info-pages-list.js';

const api = vi.hoisted(() => ({ listPages: vi.fn(), savePage: vi.fn() }));
vi.mock('../api/shop-content-api.js', () => ({ shopContentApi: api }));

const about: SellerInfoPage = {
  name: 'about-our-shop',
  title: 'About Our Shop',
  content: '\nWe roast on Mondays.\nWe ship on Tuesdays.',
};
const blogs: SellerInfoPage = { name: 'blogs', title: 'Blogs', content: '' };

beforeEach(() => vi.clearAllMocks());

describe('InfoPagesList', () => {
  it('lists the pages with their first line, marking the empty ones', async () => {
    api.listPages.mockResolvedValue({ pages: [about, blogs] });
    renderScreen(<InfoPagesList />, { path: '/seller/shop/pages', pattern: '/seller/shop/pages' });
    const list = await screen.findByRole('list', { name: 'Info pages' });
    const [first, second] = within(list).getAllByRole('link') as [HTMLElement, HTMLElement];
    expect(first).toHaveAttribute('href', '/seller/shop/pages/about-our-shop');
    expect(first).toHaveTextContent('About Our ShopWe roast on Mondays.');
    expect(within(first).queryByText('Empty')).not.toBeInTheDocument();
    expect(second).toHaveAttribute('href', '/seller/shop/pages/blogs');
    expect(within(second).getByText('Empty')).toBeInTheDocument();
  });
});

describe('InfoPageEditor', () => {
  function renderEditor(page: SellerInfoPage) {
    renderScreen(<InfoPageEditor page={page} />, {
      path: `/seller/shop/pages/${page.name}`,
      pattern: '/seller/shop/pages/:pageName',
    });
    return userEvent.setup();
  }

  it('previews the text the way the storefront shows it, as it is typed', async () => {
    const user = renderEditor(blogs);
    const preview = screen.getByRole('region', { name: 'Preview' });
    for (const text of NO_CONTENT_TEXTS) expect(within(preview).getByText(text)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Page text'), 'First post{Enter}{Enter}Second post');
    expect(
      within(preview)
        .getAllByText(/post$/)
        .map((p) => p.textContent),
    ).toEqual(['First post', 'Second post']);
    expect(within(preview).queryByText(NO_CONTENT_TEXTS[0])).not.toBeInTheDocument();
  });

  it('saves the text and is clean again', async () => {
    api.savePage.mockImplementation(async (name: string, content: string) => ({
      page: { ...about, name, content },
    }));
    const user = renderEditor(about);
    const save = screen.getByRole('button', { name: 'Save page' });
    expect(save).toBeDisabled();
    await user.type(screen.getByLabelText('Page text'), '\nClosed on Sundays.');
    expect(screen.getByText('You have unsaved changes')).toBeInTheDocument();
    await user.click(save);
    expect(api.savePage).toHaveBeenCalledWith('about-our-shop', `${about.content}\nClosed on Sundays.`);
    expect(await screen.findByText('About Our Shop saved')).toBeInTheDocument();
    expect(screen.queryByText('You have unsaved changes')).not.toBeInTheDocument();
  });

  it('refuses a text over the core limit at the field', async () => {
    const user = renderEditor({ ...blogs, content: 'x'.repeat(20_000) });
    await user.type(screen.getByLabelText('Page text'), 'y');
    await user.click(screen.getByRole('button', { name: 'Save page' }));
    expect(screen.getByLabelText('Page text')).toHaveAccessibleDescription(
      expect.stringContaining('A page is at most 20,000 characters'),
    );
    expect(api.savePage).not.toHaveBeenCalled();
  });
});
