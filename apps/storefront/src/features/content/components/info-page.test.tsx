import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderScreen, TEST_SELLER } from '../../../testing/render.js';
import { InfoPage } from './info-page.js';

const api = vi.hoisted(() => ({ seller: { getLinksContent: vi.fn() } }));
vi.mock('../../../lib/api-client.js', () => ({ api }));

function renderPage(pageName: string, { sellerId }: { sellerId?: string } = { sellerId: TEST_SELLER.id }) {
  return renderScreen(
    <InfoPage
      sellerId={sellerId}
      shopName="Pixel Forge"
      pageName={pageName}
      homeHref="/pixel-forge"
      banners={<div>Banners</div>}
    />,
  );
}

beforeEach(() => {
  vi.clearAllMocks();
  api.seller.getLinksContent.mockResolvedValue({
    linksContent: { returnPolicy: 'Returns within 30 days.\n\nRefunds in 5 working days.' },
  });
});

describe('InfoPage (spec §2 Info page)', () => {
  it('shows the title, the breadcrumb and the content split into paragraphs', async () => {
    renderPage('return-policy');
    expect(screen.getByRole('status')).toHaveTextContent('Loading content...');
    expect(await screen.findByText('Returns within 30 days.')).toBeInTheDocument();
    expect(screen.getByText('Refunds in 5 working days.').tagName).toBe('P');
    expect(screen.getByRole('heading', { level: 1, name: 'Return Policy' })).toBeInTheDocument();
    const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(breadcrumb).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/pixel-forge');
    expect(within(breadcrumb).getByText('Return Policy')).toHaveAttribute('aria-current', 'page');
    expect(screen.getByText('Banners')).toBeInTheDocument();
    expect(api.seller.getLinksContent).toHaveBeenCalledWith(TEST_SELLER.id);
  });

  it('explains a page without content and closes with Return to Home', async () => {
    renderPage('blogs');
    expect(await screen.findByText('No content has been added for this page yet.')).toBeInTheDocument();
    expect(
      screen.getByText('Please check back later or contact the seller for more information.'),
    ).toBeInTheDocument();
    expect(screen.getByText(/Thank you for visiting Pixel Forge/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/pixel-forge');
  });

  it('titles an unknown page with its raw name', async () => {
    renderPage('faq');
    expect(screen.getByRole('heading', { level: 1, name: 'faq' })).toBeInTheDocument();
    expect(await screen.findByText('No content has been added for this page yet.')).toBeInTheDocument();
  });

  it('waits for the seller before loading content', () => {
    renderPage('blogs', {});
    expect(screen.getByRole('status')).toHaveTextContent('Loading seller information...');
    expect(api.seller.getLinksContent).not.toHaveBeenCalled();
  });

  it('shows the failure text when the content cannot be loaded', async () => {
    api.seller.getLinksContent.mockRejectedValue(new Error('Failed to fetch content'));
    renderPage('blogs');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch content');
  });
});
