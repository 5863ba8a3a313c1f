import type { ComponentType } from 'react';
import { AlertConfirm, type AlertConfirmProps, alertConfirmSubject } from './alert-confirm.js';
import { BackInStock, type BackInStockProps, backInStockSubject } from './back-in-stock.js';
import {
  CustomerPasswordReset,
  type CustomerPasswordResetProps,
  customerPasswordResetSubject,
} from './customer-password-reset.js';
import { MessageReply, type MessageReplyProps, messageReplySubject } from './message-reply.js';
import { NewMessage, type NewMessageProps, newMessageSubject } from './new-message.js';
import { NewOrder, type NewOrderProps, newOrderSubject } from './new-order.js';
import { NewReview, type NewReviewProps, newReviewSubject } from './new-review.js';
import {
  NewsletterConfirm,
  type NewsletterConfirmProps,
  newsletterConfirmSubject,
} from './newsletter-confirm.js';
import {
  NewsletterWelcome,
  type NewsletterWelcomeProps,
  newsletterWelcomeSubject,
} from './newsletter-welcome.js';
import { OrderCancelled, type OrderCancelledProps, orderCancelledSubject } from './order-cancelled.js';
import { OrderPlaced, type OrderPlacedProps, orderPlacedSubject } from './order-placed.js';
import { OrderShipped, type OrderShippedProps, orderShippedSubject } from './order-shipped.js';
import { PasswordReset, type PasswordResetProps, passwordResetSubject } from './password-reset.js';
import { PaymentApproved, type PaymentApprovedProps, paymentApprovedSubject } from './payment-approved.js';
import {
  PaymentAwaitingApproval,
  type PaymentAwaitingApprovalProps,
  paymentAwaitingApprovalSubject,
} from './payment-awaiting-approval.js';
import { PaymentRejected, type PaymentRejectedProps, paymentRejectedSubject } from './payment-rejected.js';
import { PriceDrop, type PriceDropProps, priceDropSubject } from './price-drop.js';
import {
  SignupAccountExists,
  type SignupAccountExistsProps,
  signupAccountExistsSubject,
} from './signup-account-exists.js';
import { VerifySignup, type VerifySignupProps, verifySignupSubject } from './verify-signup.js';

/** Every mail by name, and what it needs. */
export interface MailProps {
  /** To the shopper. */
  'order-placed': OrderPlacedProps;
  'payment-approved': PaymentApprovedProps;
  'payment-rejected': PaymentRejectedProps;
  'order-shipped': OrderShippedProps;
  'order-cancelled': OrderCancelledProps;
  'message-reply': MessageReplyProps;
  'customer-password-reset': CustomerPasswordResetProps;
  /** To a shopper who entered their address in a shop's newsletter box: the confirm link, then the welcome. */
  'newsletter-confirm': NewsletterConfirmProps;
  'newsletter-welcome': NewsletterWelcomeProps;
  /** To a shopper who asked for an alert on a product: the confirm link, then the alert itself. */
  'alert-confirm': AlertConfirmProps;
  'back-in-stock': BackInStockProps;
  'price-drop': PriceDropProps;
  /** To a seller account. */
  'password-reset': PasswordResetProps;
  /** To whoever signs up to open a shop: the verification link, or the note that the account exists. */
  'verify-signup': VerifySignupProps;
  'signup-account-exists': SignupAccountExistsProps;
  /** To the shop's sellers. */
  'new-order': NewOrderProps;
  'payment-awaiting-approval': PaymentAwaitingApprovalProps;
  'new-message': NewMessageProps;
  'new-review': NewReviewProps;
}

export type MailName = keyof MailProps;

export interface MailTemplate<P> {
  Component: ComponentType<P>;
  subject(props: P): string;
}

export const MAILS: { readonly [N in MailName]: MailTemplate<MailProps[N]> } = {
  'order-placed': { Component: OrderPlaced, subject: orderPlacedSubject },
  'payment-approved': { Component: PaymentApproved, subject: paymentApprovedSubject },
  'payment-rejected': { Component: PaymentRejected, subject: paymentRejectedSubject },
  'order-shipped': { Component: OrderShipped, subject: orderShippedSubject },
  'order-cancelled': { Component: OrderCancelled, subject: orderCancelledSubject },
  'message-reply': { Component: MessageReply, subject: messageReplySubject },
  'customer-password-reset': { Component: CustomerPasswordReset, subject: customerPasswordResetSubject },
  'newsletter-confirm': { Component: NewsletterConfirm, subject: newsletterConfirmSubject },
  'newsletter-welcome': { Component: NewsletterWelcome, subject: newsletterWelcomeSubject },
  'alert-confirm': { Component: AlertConfirm, subject: alertConfirmSubject },
  'back-in-stock': { Component: BackInStock, subject: backInStockSubject },
  'price-drop': { Component: PriceDrop, subject: priceDropSubject },
  'password-reset': { Component: PasswordReset, subject: passwordResetSubject },
  'verify-signup': { Component: VerifySignup, subject: verifySignupSubject },
  'signup-account-exists': { Component: SignupAccountExists, subject: signupAccountExistsSubject },
  'new-order': { Component: NewOrder, subject: newOrderSubject },
  'payment-awaiting-approval': {
    Component: PaymentAwaitingApproval,
    subject: paymentAwaitingApprovalSubject,
  },
  'new-message': { Component: NewMessage, subject: newMessageSubject },
  'new-review': { Component: NewReview, subject: newReviewSubject },
};

export const MAIL_NAMES = Object.keys(MAILS) as MailName[];
