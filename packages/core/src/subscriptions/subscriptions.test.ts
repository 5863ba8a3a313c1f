import { describe, expect, it } from 'vitest';
import {
  csvCell,
  csvDocument,
  NEWSLETTER_EMAIL_INVALID,
  newsletterConfirmedText,
  SUBSCRIPTION_LINK_INVALID,
  SubscribeBodySchema,
  SubscribersQuerySchema,
  SubscriptionConfirmBodySchema,
} from './index.js';

describe('the newsletter box body', () => {
  it('trims and lower-cases the address', () => {
    expect(SubscribeBodySchema.parse({ email: '  Amina@Example.COM ' })).toEqual({
      email: 'amina@example.com',
    });
  });

  it.each([
    [{}, 'Email is required'],
    [{ email: '   ' }, 'Email is required'],
    [{ email: 'amina@' }, NEWSLETTER_EMAIL_INVALID],
    [{ email: 'amina example.com' }, NEWSLETTER_EMAIL_INVALID],
  ])('refuses %j with %s', (body, message) => {
    expect(SubscribeBodySchema.safeParse(body).error?.issues[0]?.message).toBe(message);
  });
});

describe('the links and the list', () => {
  it('names the token field in a refusal', () => {
    expect(SubscriptionConfirmBodySchema.safeParse({ token: '' }).error?.issues[0]?.message).toBe(
      'must be the token of a subscription link',
    );
    expect(SUBSCRIPTION_LINK_INVALID).toBe('This link is invalid or has expired.');
  });

  it('reads the page from the query, 1 by default, and refuses a page below 1', () => {
    expect(SubscribersQuerySchema.parse({})).toEqual({ page: 1 });
    expect(SubscribersQuerySchema.parse({ page: '3' })).toEqual({ page: 3 });
    expect(SubscribersQuerySchema.safeParse({ page: '0' }).success).toBe(false);
    expect(SubscribersQuerySchema.safeParse({ page: 'x' }).success).toBe(false);
  });

  it('words the confirmation with the shop', () => {
    expect(newsletterConfirmedText('Tea House')).toBe("You're subscribed to Tea House's newsletter.");
  });
});

describe('CSV cells', () => {
  it.each([
    ['=1+1', "'=1+1"],
    ['+27 82', "'+27 82"],
    ['-2', "'-2"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tx', "'\tx"],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['=HYPERLINK("http://x","y")', '"\'=HYPERLINK(""http://x"",""y"")"'],
    ['amina@example.com', 'amina@example.com'],
  ])('writes %j as %j', (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });

  it('joins rows with CRLF after a header', () => {
    expect(csvDocument(['email', 'status'], [['a@x.io', 'confirmed']])).toBe(
      'email,status\r\na@x.io,confirmed\r\n',
    );
  });
});
