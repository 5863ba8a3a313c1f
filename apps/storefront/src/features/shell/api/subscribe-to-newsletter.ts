import { errorText, NEWSLETTER_EMAIL_INVALID, NEWSLETTER_FAILED, SubscribeBodySchema } from '@souk/core';
import type { FooterSubscribeResult } from '@souk/ui';
import { subscriptionsApi } from '../../../lib/subscriptions-api.js';

/**
 * Subscribes an address to the shop's newsletter from the footer's box (issue 22; loaded at the first
 * Subscribe, with the wired calls): checked with the server's own rule first, then sent. Answers what the
 * box says: the server's "check your inbox" (the same for every address) or the refusal — an invalid
 * address, too many tries, a failed call.
 */
export async function subscribeToNewsletter(
  sellerName: string,
  email: string,
): Promise<FooterSubscribeResult> {
  const parsed = SubscribeBodySchema.safeParse({ email });
  if (!parsed.success) {
    return { ok: false, message: parsed.error.issues[0]?.message ?? NEWSLETTER_EMAIL_INVALID };
  }
  try {
    const { message } = await subscriptionsApi.subscribeToNewsletter(sellerName, parsed.data);
    return { ok: true, message };
  } catch (error) {
    return { ok: false, message: errorText(error, NEWSLETTER_FAILED) };
  }
}
