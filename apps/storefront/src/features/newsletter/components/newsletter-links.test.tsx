import { ApiError, SUBSCRIPTION_LINK_INVALID, type SubscriptionLinkResponse } from '@souk/core';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../../testing/render.js';
import { ConfirmSubscription } from './confirm-subscription.js';
import { Unsubscribe } from './unsubscribe.js';

const api = vi.hoisted(() => ({ confirm: vi.fn(), describeUnsubscribeLink: vi.fn(), unsubscribe: vi.fn() }));
vi.mock('../../../lib/subscriptions-api.js', () => ({ subscriptionsApi: api }));

const answer = (over: Partial<SubscriptionLinkResponse>): SubscriptionLinkResponse => ({
  message: '',
  kind: 'newsletter',
  shopName: 'Urban Threads',
  sellerName: 'urban-threads',
  email: 'a***@e***.com',
  status: 'confirmed',
  ...over,
});

beforeEach(() => vi.clearAllMocks());

describe('ConfirmSubscription (issue 22)', () => {
  it('confirms with the link’s token and says whose newsletter it is', async () => {
    api.confirm.mockResolvedValue(answer({ message: "You're subscribed to Urban Threads's newsletter." }));
    renderScreen(<ConfirmSubscription token="s1.9.mac" shopHref="/urban-threads" />);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Subscription confirmed' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent("You're subscribed to Urban Threads's newsletter.");
    expect(api.confirm).toHaveBeenCalledWith('s1.9.mac');
    expect(screen.getByRole('link', { name: 'Continue shopping' })).toHaveAttribute('href', '/urban-threads');
  });

  it('says an expired or forged link does not work', async () => {
    api.confirm.mockRejectedValue(new ApiError(`token: ${SUBSCRIPTION_LINK_INVALID}`, 400));
    renderScreen(<ConfirmSubscription token="s1.9.bad" shopHref="/urban-threads" />);
    expect(await screen.findByRole('alert')).toHaveTextContent('This link is invalid or has expired.');
  });

  it('sends nothing for a link without a token', () => {
    renderScreen(<ConfirmSubscription token="" shopHref="/urban-threads" />);
    expect(screen.getByRole('alert')).toHaveTextContent(SUBSCRIPTION_LINK_INVALID);
    expect(api.confirm).not.toHaveBeenCalled();
  });
});

describe('Unsubscribe (issue 22)', () => {
  it('changes nothing on opening; the button unsubscribes', async () => {
    api.describeUnsubscribeLink.mockResolvedValue(
      answer({ message: "Unsubscribe from Urban Threads's newsletter?" }),
    );
    api.unsubscribe.mockResolvedValue(
      answer({
        message: "You've been unsubscribed from Urban Threads's newsletter.",
        status: 'unsubscribed',
      }),
    );
    renderScreen(<Unsubscribe token="s1.mac" shopHref="/urban-threads" />);
    expect(await screen.findByText(/Unsubscribe from Urban Threads's newsletter\?/)).toHaveTextContent(
      'The newsletter goes to a***@e***.com.',
    );
    expect(api.unsubscribe).not.toHaveBeenCalled();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: "You've been unsubscribed" }),
    ).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      "You've been unsubscribed from Urban Threads's newsletter.",
    );
    expect(api.unsubscribe).toHaveBeenCalledWith('s1.mac');
  });

  it('says so when the address is already unsubscribed', async () => {
    api.describeUnsubscribeLink.mockResolvedValue(
      answer({
        message: "You've been unsubscribed from Urban Threads's newsletter.",
        status: 'unsubscribed',
      }),
    );
    renderScreen(<Unsubscribe token="s1.mac" shopHref="/urban-threads" />);
    expect(
      await screen.findByRole('heading', { level: 1, name: "You've been unsubscribed" }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).not.toBeInTheDocument();
  });

  it('says a forged link does not work', async () => {
    api.describeUnsubscribeLink.mockRejectedValue(new ApiError(`token: ${SUBSCRIPTION_LINK_INVALID}`, 400));
    renderScreen(<Unsubscribe token="s1.forged" shopHref="/urban-threads" />);
    expect(await screen.findByRole('alert')).toHaveTextContent(SUBSCRIPTION_LINK_INVALID);
  });
});
