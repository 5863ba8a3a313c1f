import { createRequire } from 'node:module';
import type Stripe from 'stripe';

const require = createRequire(import.meta.url);
let stripeModule: typeof Stripe | undefined;

/** The Stripe SDK, loaded on first use: it is large, and start-up should not wait for it. */
function stripeSdk(): typeof Stripe {
  stripeModule ??= require('stripe') as typeof Stripe;
  return stripeModule;
}

import type { PaymentProvidersConfig } from '../config.js';

/** Stripe's recommended replay window for webhook signatures (5 minutes). */
export const STRIPE_WEBHOOK_TOLERANCE_SECONDS = 300;

/** A stuck provider must not hold a shopper's request for Stripe's 80-second default. */
const REQUEST_TIMEOUT_MS = 20_000;

/** Where the Stripe API lives: Stripe's own host unless `STRIPE_API_BASE` points elsewhere (tests: a fake). */
function hostOptions(apiBase: string | undefined): Pick<Stripe.StripeConfig, 'host' | 'port' | 'protocol'> {
  if (!apiBase) return {};
  const url = new URL(apiBase);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { host: url.hostname, port: url.port || (protocol === 'http' ? 80 : 443), protocol };
}

/**
 * A Stripe client for one seller's secret key. One retry at most: every POST carries our own idempotency
 * key, so a retried create cannot make a second PaymentIntent.
 */
export function stripeClient(payments: PaymentProvidersConfig, secretKey: string): Stripe {
  const StripeClient = stripeSdk();
  return new StripeClient(secretKey, {
    ...hostOptions(payments.stripeApiBase),
    telemetry: false,
    timeout: REQUEST_TIMEOUT_MS,
    maxNetworkRetries: 1,
  });
}

/**
 * Verifies the `Stripe-Signature` header over the raw body with the endpoint's secret and returns the event;
 * throws on a forged, missing or stale signature.
 */
export function constructStripeEvent(
  payload: Buffer,
  signature: string,
  webhookSecret: string,
): Stripe.Event {
  return stripeSdk().webhooks.constructEvent(
    payload,
    signature,
    webhookSecret,
    STRIPE_WEBHOOK_TOLERANCE_SECONDS,
  );
}

/** Currencies Stripe charges in whole units (its "zero-decimal" list) and in thousandths. */
const ZERO_DECIMAL = new Set('bif clp djf gnf jpy kmf krw mga pyg rwf ugx vnd vuv xaf xof xpf'.split(' '));
const THREE_DECIMAL = new Set(['bhd', 'jod', 'kwd', 'omr', 'tnd']);

/**
 * An amount in cents as Stripe's smallest currency unit; undefined when the currency cannot carry it
 * (a fraction of a zero-decimal unit).
 * @example toStripeAmount(1999, 'usd') // 1999
 * @example toStripeAmount(150000, 'jpy') // 1500
 */
export function toStripeAmount(cents: number, currency: string): number | undefined {
  const code = currency.toLowerCase();
  if (ZERO_DECIMAL.has(code)) return cents % 100 === 0 ? cents / 100 : undefined;
  if (THREE_DECIMAL.has(code)) return cents * 10;
  return cents;
}

/**
 * Inverse of `toStripeAmount`: a Stripe amount (smallest unit) in cents.
 * @example fromStripeAmount(1500, 'jpy') // 150000
 */
export function fromStripeAmount(amount: number, currency: string): number {
  const code = currency.toLowerCase();
  if (ZERO_DECIMAL.has(code)) return amount * 100;
  if (THREE_DECIMAL.has(code)) return Math.round(amount / 10);
  return amount;
}

/** Key material must never reach a response, even masked inside a provider's message. */
function redactKeys(message: string): string {
  return message.replace(/\b(sk|rk|whsec)_[A-Za-z0-9_*]+/g, '[redacted]');
}

/** What a failed Stripe call means for the caller. */
export type StripeFailure =
  /** Stripe refused the request (card or parameters): its message is meant for people. */
  | { kind: 'rejected'; message: string }
  /** The idempotency key was used before with other parameters. */
  | { kind: 'conflict'; message: string }
  /** No such object on this account. */
  | { kind: 'missing' }
  /** Keys, permissions, rate limits, network or Stripe itself: nothing the shopper can act on. */
  | { kind: 'unavailable'; message: string };

/** Sorts an error from the `stripe` package (or anything else thrown while calling it). */
export function classifyStripeError(error: unknown): StripeFailure {
  const { errors } = stripeSdk();
  if (!(error instanceof errors.StripeError)) {
    return { kind: 'unavailable', message: error instanceof Error ? error.message : String(error) };
  }
  const message = redactKeys(error.message);
  if (error instanceof errors.StripeIdempotencyError) return { kind: 'conflict', message };
  if (error.statusCode === 404 || error.code === 'resource_missing') return { kind: 'missing' };
  if (error instanceof errors.StripeCardError || error instanceof errors.StripeInvalidRequestError) {
    return { kind: 'rejected', message };
  }
  return { kind: 'unavailable', message };
}

export type { Stripe };
