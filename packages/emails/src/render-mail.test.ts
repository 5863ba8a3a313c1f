import { describe, expect, it } from 'vitest';
import { MAIL_NAMES } from './mails.js';
import { renderMail } from './render-mail.js';
import { sampleProps, sampleShop } from './samples.js';

/** What each mail must say, in its subject and in its text part. */
const expectations: Record<(typeof MAIL_NAMES)[number], { subject: string[]; text: string[] }> = {
  'order-placed': {
    subject: ['SK20260301K7Q2MX', 'bank transfer'],
    text: ['EFT-SK20260301K7Q2MX-Q3ZK8A', 'Account number: 123456789', '$66.50', 'Gift wrap', '$27.00'],
  },
  'payment-approved': { subject: ['SK20260301K7Q2MX'], text: ['$66.50', 'Bank Transfer'] },
  'payment-rejected': {
    subject: ['SK20260301K7Q2MX', 'cancelled'],
    text: ['EFT-SK20260301K7Q2MX-Q3ZK8A', 'No transfer with this reference'],
  },
  'order-shipped': { subject: ['SK20260301K7Q2MX'], text: ['PostNet', 'PN123456789ZA'] },
  'order-cancelled': { subject: ['SK20260301K7Q2MX'], text: ['The brass tea pot is no longer made.'] },
  'message-reply': {
    subject: ['Re: Do you ship to Durban?'],
    text: ['within 3 working days', 'you wrote:', 'how long does it take?'],
  },
  'customer-password-reset': {
    subject: ['Reset your password for Atlas Tea House'],
    text: [
      'Hello Ann Shopper',
      'ann@example.com',
      'https://shop.example.com/atlas-tea-house/reset-password?token=r2.def',
      '30 minutes',
    ],
  },
  'newsletter-confirm': {
    subject: ["Confirm your subscription to Atlas Tea House's newsletter"],
    text: [
      'ann@example.com',
      'https://shop.example.com/atlas-tea-house/newsletter/confirm?token=n1.1796601600.abc',
      '48 hours',
      'you are not subscribed',
    ],
  },
  'newsletter-welcome': {
    subject: ["You're subscribed to Atlas Tea House's newsletter"],
    text: ['ann@example.com', 'https://shop.example.com/atlas-tea-house/newsletter/unsubscribe?token=n1.def'],
  },
  'alert-confirm': {
    subject: ['Confirm your alert for Moroccan Mint Green Tea at Atlas Tea House'],
    text: [
      'ann@example.com',
      'when it is back in stock',
      'https://shop.example.com/atlas-tea-house/newsletter/confirm?token=a1.1796601600.abc',
      '48 hours',
    ],
  },
  'back-in-stock': {
    subject: ['Moroccan Mint Green Tea is back in stock at Atlas Tea House'],
    text: ['$12.50', 'https://shop.example.com/atlas-tea-house/newsletter/unsubscribe?token=a1.def'],
  },
  'price-drop': {
    subject: ['Moroccan Mint Green Tea costs less at Atlas Tea House'],
    text: ['$9.99', '$12.50', 'https://shop.example.com/atlas-tea-house/newsletter/unsubscribe?token=a1.def'],
  },
  'password-reset': {
    subject: ['Reset your seller password'],
    text: ['https://shop.example.com/seller/reset-password?token=r1.abc', '30 minutes'],
  },
  'verify-signup': {
    subject: ['Confirm your e-mail to open Atlas Tea House'],
    text: [
      'owner@atlas-tea.example',
      'https://shop.example.com/atlas-tea-house',
      'https://shop.example.com/seller/signup/verify?token=s1.abc',
      '24 hours',
    ],
  },
  'signup-account-exists': {
    subject: ['You already have a seller account for Atlas Tea House'],
    text: [
      'owner@atlas-tea.example',
      'https://shop.example.com/seller/login',
      'https://shop.example.com/seller/forgot-password',
      'No new shop was opened',
    ],
  },
  'new-order': {
    subject: ['New order SK20260301K7Q2MX', '$66.50'],
    text: ['Moroccan Mint Green Tea', 'Please leave at the gate.', 'ann@example.com'],
  },
  'payment-awaiting-approval': {
    subject: ['SK20260301K7Q2MX', 'EFT-SK20260301K7Q2MX-Q3ZK8A'],
    text: ['$66.50', 'https://shop.example.com/seller/orders/SK20260301K7Q2MX'],
  },
  'new-message': {
    subject: ['Ann Guest', 'Do you ship to Durban?'],
    text: ['ann@example.com', 'how long does it take?'],
  },
  'new-review': { subject: ['4-star', 'Moroccan Mint Green Tea'], text: ['Fresh and fragrant', '★★★★☆'] },
};

describe('renderMail', () => {
  it.each(MAIL_NAMES)('%s: subject, HTML and text with its facts and the shop', async (name) => {
    const mail = await renderMail(name, sampleProps[name] as never);
    for (const part of expectations[name].subject) expect(mail.subject).toContain(part);
    for (const part of expectations[name].text) {
      expect(mail.text).toContain(part);
    }
    expect(mail.html).toMatch(/^<!DOCTYPE html/);
    expect(mail.html).toContain(sampleShop.name);
    expect(mail.text).toContain(sampleShop.name);
    expect(mail.subject).not.toMatch(/[\r\n]/);
    // every link is absolute: a mail is read far from the shop
    for (const [, href] of mail.html.matchAll(/href="([^"]*)"/g))
      expect(href).toMatch(/^(https?:|mailto:|tel:)/);
  });

  it('shows the shop support contacts to shoppers, not on the seller mails', async () => {
    for (const name of ['order-shipped', 'customer-password-reset'] as const) {
      const shopper = await renderMail(name, sampleProps[name] as never);
      expect(shopper.text).toContain('help@atlas-tea.example');
      expect(shopper.text).toContain('+27 21 555 0101');
    }
    const seller = await renderMail('new-order', sampleProps['new-order']);
    expect(seller.text).not.toContain('+27 21 555 0101');
  });

  it("prints a shop's amounts in its currency and locale", async () => {
    const zar = { currency: 'ZAR', locale: 'en-ZA' };
    const placed = await renderMail('order-placed', {
      ...sampleProps['order-placed'],
      totals: { ...sampleProps['order-placed'].totals, ...zar, totalCents: 129900 },
    });
    expect(placed.text).toContain('R\u00a01\u00a0299,00');
    expect(placed.text).toContain('R\u00a027,00');
    expect(placed.text).not.toContain('$');
    const approved = await renderMail('payment-approved', {
      ...sampleProps['payment-approved'],
      shop: { ...sampleShop, locale: 'en-ZA' },
      currency: 'ZAR',
    });
    expect(approved.text).toContain('R\u00a066,50');
  });

  it('tells cash on delivery and online payments apart from a bank transfer', async () => {
    const cash = await renderMail('order-placed', {
      ...sampleProps['order-placed'],
      payment: {
        kind: 'cashOnDelivery',
        paymentReference: 'COD-SK1-ABCDEF',
        instructions: 'Pay the courier',
      },
    });
    expect(cash.subject).toContain('pay on delivery');
    expect(cash.text).toContain('COD-SK1-ABCDEF');
    expect(cash.text).toContain('Pay the courier');
    expect(cash.text).not.toContain('Account number');
    const online = await renderMail('order-placed', {
      ...sampleProps['order-placed'],
      payment: { kind: 'online', methodLabel: 'PayPal' },
    });
    expect(online.subject).toContain('payment received');
    expect(online.text).toContain('receipt');
    expect(online.text).not.toContain('reference');
  });

  it('a cancellation by the shopper gives no reason; a subject cannot carry a second header line', async () => {
    const mail = await renderMail('order-cancelled', {
      ...sampleProps['order-cancelled'],
      by: 'shopper',
      reason: undefined,
    });
    expect(mail.text).toContain('as you asked');
    const reply = await renderMail('message-reply', {
      ...sampleProps['message-reply'],
      subject: 'Sizes\r\nBcc: someone@example.com',
    });
    expect(reply.subject).toBe('Re: Sizes Bcc: someone@example.com');
  });

  it('escapes what shoppers typed', async () => {
    const mail = await renderMail('new-message', {
      ...sampleProps['new-message'],
      message: '<script>alert(1)</script>',
    });
    expect(mail.html).not.toContain('<script>alert(1)</script>');
    expect(mail.html).toContain('&lt;script&gt;');
  });
});
