import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AdminSlotsContext } from '../../../lib/admin-slots.js';
import { renderScreen, TEST_SELLER } from '../../../testing/render.js';
import { InfoPage } from '../../content/components/info-page.js';
import { ADMIN_SLOTS } from './admin-mode.js';

const api = vi.hoisted(() => ({ seller: { getLinksContent: vi.fn() } }));
vi.mock('../../../lib/api-client.js', () => ({ api }));

// the seller API (PUT /seller/pages/{name}): a fake until the seller routes are merged
const adminApi = vi.hoisted(() => ({ savePage: vi.fn() }));
vi.mock('../api/admin-api.js', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  adminApi,
}));

function renderAboutPage() {
  return renderScreen(
    <AdminSlotsContext.Provider value={ADMIN_SLOTS}>
      <InfoPage
        sellerId={TEST_SELLER.id}
        shopName="Pixel Forge"
        pageName="about-our-shop"
        homeHref="/pixel-forge"
      />
    </AdminSlotsContext.Provider>,
  );
}

beforeEach(() => {
  vi.clearAllMocks();
  api.seller.getLinksContent.mockResolvedValue({ linksContent: { aboutShop: 'We build keyboards.' } });
});

describe('Admin mode: an info page edited in place (issue 18)', () => {
  it('saves the text, paragraphs separated by blank lines, and shows the saved page', async () => {
    renderAboutPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit page text' }));
    const form = screen.getByRole('form', { name: 'Text of About Our Shop' });
    const text = within(form).getByLabelText('Page text');
    expect(text).toHaveValue('We build keyboards.');
    expect(text).toHaveAccessibleDescription('Separate paragraphs with a blank line.');

    adminApi.savePage.mockResolvedValue({
      page: { name: 'about-our-shop', title: 'About Our Shop', content: '' },
    });
    api.seller.getLinksContent.mockResolvedValue({
      linksContent: { aboutShop: 'Hand-built in Cape Town.\n\nShipped worldwide.' },
    });
    await user.clear(text);
    await user.type(text, 'Hand-built in Cape Town.{Enter}{Enter}Shipped worldwide.');
    await user.click(within(form).getByRole('button', { name: 'Save page' }));

    expect(adminApi.savePage).toHaveBeenCalledWith(
      'about-our-shop',
      'Hand-built in Cape Town.\n\nShipped worldwide.',
    );
    expect(await screen.findByText('Shipped worldwide.')).toBeInTheDocument();
    expect(screen.getByText('Hand-built in Cape Town.').tagName).toBe('P');
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(await screen.findByText('Page saved')).toBeInTheDocument();
  });

  it('starts empty on a page without content', async () => {
    api.seller.getLinksContent.mockResolvedValue({ linksContent: {} });
    renderAboutPage();
    expect(await screen.findByText('No content has been added for this page yet.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Edit page text' }));
    expect(screen.getByLabelText('Page text')).toHaveValue('');
  });

  it("shows the core schema's limit at the field and the server's refusal in the form", async () => {
    renderAboutPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit page text' }));
    const form = screen.getByRole('form', { name: 'Text of About Our Shop' });
    const text = within(form).getByLabelText('Page text');
    // pasted, not typed: 20,001 characters
    await userEvent.click(text);
    await userEvent.paste('x'.repeat(20_000));
    await userEvent.click(within(form).getByRole('button', { name: 'Save page' }));
    expect(text).toHaveAccessibleDescription(
      'Separate paragraphs with a blank line. A page is at most 20,000 characters',
    );
    expect(adminApi.savePage).not.toHaveBeenCalled();

    await userEvent.clear(text);
    await userEvent.type(text, 'Short.');
    adminApi.savePage.mockRejectedValue(new Error('Failed to save the page'));
    await userEvent.click(within(form).getByRole('button', { name: 'Save page' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Failed to save the page');
    await waitFor(() => expect(within(form).getByRole('button', { name: 'Save page' })).toBeEnabled());
  });
});
