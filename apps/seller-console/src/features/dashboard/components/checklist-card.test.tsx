import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../../testing/render.js';
import { ChecklistCard } from './checklist-card.js';

const api = vi.hoisted(() => ({ get: vi.fn(), checklist: vi.fn() }));
vi.mock('../api/dashboard-api.js', () => ({ dashboardApi: api }));

beforeEach(() => vi.clearAllMocks());

const items = (done: boolean[]) => ({
  items: [
    { id: 'logo', label: 'Add your logo', href: '/seller/shop' },
    { id: 'support', label: 'Add your support details', href: '/seller/shop' },
    { id: 'product', label: 'Publish your first product', href: '/seller/products/new' },
    { id: 'payment', label: 'Switch on a payment method', href: '/seller/settings/payments' },
    { id: 'page', label: 'Write an info page', href: '/seller/shop/pages' },
  ].map((item, index) => ({ ...item, done: done[index] ?? false })),
});

describe('ChecklistCard', () => {
  it('lists what a new shop still has to do, each a link to the screen that does it', async () => {
    api.checklist.mockResolvedValue(items([true, false, false, false, false]));
    renderScreen(<ChecklistCard />);
    const card = await screen.findByRole('region', { name: 'Get your shop ready' });
    expect(card).toHaveTextContent('1 of 5 done');
    expect(screen.getByRole('link', { name: 'Publish your first product' })).toHaveAttribute(
      'href',
      '/seller/products/new',
    );
    expect(screen.getByRole('link', { name: 'Switch on a payment method' })).toHaveAttribute(
      'href',
      '/seller/settings/payments',
    );
    // a done item is no link
    expect(screen.queryByRole('link', { name: /Add your logo/ })).not.toBeInTheDocument();
    expect(screen.getByText('Add your logo')).toBeInTheDocument();
  });

  it('is gone once everything is done', async () => {
    api.checklist.mockResolvedValue(items([true, true, true, true, true]));
    renderScreen(<ChecklistCard />);
    await vi.waitFor(() => expect(api.checklist).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('region', { name: 'Get your shop ready' })).not.toBeInTheDocument();
  });
});
