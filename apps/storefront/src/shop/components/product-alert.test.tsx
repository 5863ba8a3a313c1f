import { ApiError, BACK_IN_STOCK_LABEL, NEWSLETTER_CHECK_INBOX, PRICE_DROP_LABEL } from '@souk/core';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../testing/render.js';
import { ProductAlert } from './product-alert.js';

const api = vi.hoisted(() => ({ subscribe: vi.fn() }));
vi.mock('../../lib/alerts-api.js', () => ({ alertsApi: api }));

beforeEach(() => vi.clearAllMocks());

describe('ProductAlert (issue 22)', () => {
  it('opens the form on the button, signs up and says to check the inbox', async () => {
    api.subscribe.mockResolvedValue({ message: NEWSLETTER_CHECK_INBOX });
    const user = userEvent.setup();
    renderScreen(<ProductAlert productId="p1" kind="back_in_stock" />);
    expect(BACK_IN_STOCK_LABEL).toBe('Tell me when it’s back');
    await user.click(screen.getByRole('button', { name: BACK_IN_STOCK_LABEL }));
    const field = await screen.findByRole('textbox', { name: 'Email address' });
    expect(field).toHaveFocus();
    await user.type(field, 'ann@example.com');
    await user.click(screen.getByRole('button', { name: 'Notify me' }));
    expect(await screen.findByRole('status')).toHaveTextContent(NEWSLETTER_CHECK_INBOX);
    expect(api.subscribe).toHaveBeenCalledWith('pixel-forge', 'p1', {
      email: 'ann@example.com',
      kind: 'back_in_stock',
    });
  });

  it('shows the server’s refusal inline, without its field name, and keeps the address to correct', async () => {
    const user = userEvent.setup();
    renderScreen(<ProductAlert productId="p2" kind="price_drop" />);
    await user.click(screen.getByRole('button', { name: PRICE_DROP_LABEL }));
    const field = await screen.findByRole('textbox', { name: 'Email address' });
    api.subscribe.mockRejectedValue(new ApiError('email: Please enter a valid email address', 400));
    await user.type(field, 'ann@');
    await user.click(screen.getByRole('button', { name: 'Notify me' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Please enter a valid email address$/);
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveValue('ann@');

    api.subscribe.mockRejectedValue(
      new ApiError('Too many subscription attempts. Please try again later.', 429),
    );
    await user.clear(field);
    await user.type(field, 'ann@example.com');
    await user.click(screen.getByRole('button', { name: 'Notify me' }));
    expect(
      await screen.findByText('Too many subscription attempts. Please try again later.'),
    ).toBeInTheDocument();
  });
});
