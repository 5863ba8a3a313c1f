import {
  ApiError,
  NEWSLETTER_CHECK_INBOX,
  NEWSLETTER_EMAIL_INVALID,
  NEWSLETTER_FAILED,
  NEWSLETTER_THROTTLED,
} from '@souk/core';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { subscribeToNewsletter } from './subscribe-to-newsletter.js';

const api = vi.hoisted(() => ({ subscribeToNewsletter: vi.fn() }));
vi.mock('../../../lib/subscriptions-api.js', () => ({ subscriptionsApi: api }));

beforeEach(() => vi.clearAllMocks());

describe('subscribeToNewsletter (issue 22)', () => {
  it('sends the normalised address to the shop and answers the server’s words', async () => {
    api.subscribeToNewsletter.mockResolvedValue({ message: NEWSLETTER_CHECK_INBOX });
    expect(await subscribeToNewsletter('urban-threads', 'Ann@Example.com')).toEqual({
      ok: true,
      message: 'Check your inbox: we sent a link to confirm your subscription.',
    });
    expect(api.subscribeToNewsletter).toHaveBeenCalledWith('urban-threads', { email: 'ann@example.com' });
  });

  it('refuses an empty or malformed address without a call', async () => {
    expect(await subscribeToNewsletter('urban-threads', '')).toEqual({
      ok: false,
      message: 'Email is required',
    });
    expect(await subscribeToNewsletter('urban-threads', 'ann@')).toEqual({
      ok: false,
      message: NEWSLETTER_EMAIL_INVALID,
    });
    expect(api.subscribeToNewsletter).not.toHaveBeenCalled();
  });

  it('says too many tries, or the fallback when the call fails without an answer', async () => {
    api.subscribeToNewsletter.mockRejectedValueOnce(new ApiError(NEWSLETTER_THROTTLED, 429));
    expect(await subscribeToNewsletter('urban-threads', 'ann@example.com')).toEqual({
      ok: false,
      message: 'Too many subscription attempts. Please try again later.',
    });
    api.subscribeToNewsletter.mockRejectedValueOnce(new TypeError(''));
    expect(await subscribeToNewsletter('urban-threads', 'ann@example.com')).toEqual({
      ok: false,
      message: NEWSLETTER_FAILED,
    });
  });
});
