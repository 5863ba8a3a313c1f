import { type APIRequestContext, expect } from '@playwright/test';
import { mailCatcherUrl } from './mail-settings.js';

/** A mail as the catcher received it (e2e/mail-catcher.ts). */
export interface CaughtMail {
  from: string;
  /** The envelope's recipients, lower-cased. */
  to: string[];
  subject: string;
  text: string;
  html: string;
}

async function caughtMails(request: APIRequestContext): Promise<CaughtMail[]> {
  const response = await request.get(mailCatcherUrl());
  expect(response.ok(), 'the mail catcher answers').toBe(true);
  return (await response.json()) as CaughtMail[];
}

/**
 * Waits until the mail catcher holds a mail to `to` whose subject matches, and answers it (the outbox
 * delivers after commit, about once a second, so a mail arrives a moment after the click that caused it).
 */
export async function waitForMail(
  request: APIRequestContext,
  to: string,
  subject: RegExp,
): Promise<CaughtMail> {
  let found: CaughtMail | undefined;
  await expect
    .poll(
      async () => {
        const mails = await caughtMails(request);
        found = mails.find((mail) => mail.to.includes(to.toLowerCase()) && subject.test(mail.subject));
        return found !== undefined;
      },
      { message: `a mail to ${to} with a subject matching ${subject}`, timeout: 30_000 },
    )
    .toBe(true);
  return found as CaughtMail;
}

/** Every mail caught so far to `to`. */
export async function mailsTo(request: APIRequestContext, to: string): Promise<CaughtMail[]> {
  return (await caughtMails(request)).filter((mail) => mail.to.includes(to.toLowerCase()));
}

/** The demo shops' names: a mail of one shop names no other. */
export const DEMO_SHOP_NAMES = ['Urban Threads', 'Pixel Forge', 'Green Pantry'] as const;

/** Asserts that a mail of `shop` carries no other demo shop's name, in its subject, text or HTML. */
export function expectOnlyShop(mail: CaughtMail, shop: (typeof DEMO_SHOP_NAMES)[number]): void {
  const whole = `${mail.subject}\n${mail.text}\n${mail.html}`;
  expect(whole).toContain(shop);
  for (const other of DEMO_SHOP_NAMES.filter((name) => name !== shop)) {
    expect(whole, `a mail of ${shop} names ${other}`).not.toContain(other);
  }
}
