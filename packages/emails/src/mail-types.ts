/**
 * What every mail shows of the shop it comes from (spec: the shop's name, logo and support contacts). Only
 * the one shop's own data: a mail never names another shop.
 */
export interface MailShop {
  name: string;
  /** Absolute address of the shop's logo; none shows the name alone. */
  logoUrl?: string | undefined;
  /** The shop's storefront, absolute. */
  url: string;
  supportEmail?: string | undefined;
  supportPhone?: string | undefined;
  supportHours?: string | undefined;
  supportAddress?: string | undefined;
  /** The BCP 47 locale the shop's prices are printed in; en-US when not given. */
  locale?: string | undefined;
}

/** One order line as a mail lists it: the facts frozen at order time. */
export interface MailLine {
  name: string;
  quantity: number;
  /** The chosen add-ons' texts. */
  addons: string[];
  totalCents: number;
}

/** An order's (or one shop's part of an order's) amounts, in integer cents of `currency`. */
export interface MailTotals {
  currency: string;
  /** The BCP 47 locale of the shop the amounts are printed for; en-US when not given. */
  locale?: string | undefined;
  subtotalCents: number;
  shippingFeeCents: number;
  totalCents: number;
}

/** A mail ready to send. */
export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}
