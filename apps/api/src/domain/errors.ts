/**
 * What can go wrong, in the domain's terms (Medusa's `MedusaError(type, message)`): services throw these
 * with the text the shopper reads (the spec's wording where it has one) and know nothing of HTTP; the one
 * error handler (`plugins/error-handler.ts`) maps each kind to its status and answers `{ error }`.
 */
export const DOMAIN_ERROR_KINDS = [
  /** The input breaks a rule: a field, a choice, an amount. */
  'invalid',
  /** Nobody is signed in, or the credentials are wrong. */
  'unauthenticated',
  /** Signed in, but acting for someone else. */
  'forbidden',
  /** No such thing — or not the caller's, which must look the same. */
  'not-found',
  /** The current state forbids it: out of stock, already paid, cancelled, another seller's cart. */
  'conflict',
  /** Something the caller sent (or asked us to fetch) is too large. */
  'too-large',
  /** Something the caller sent (or asked us to fetch) is not of a kind we take. */
  'unsupported',
  /** Too many attempts: wait and try again. */
  'too-many-attempts',
  /** The payment provider refused the payment (a card declined, an amount refused). */
  'payment-rejected',
  /** The payment provider failed or could not be reached. */
  'provider-failed',
  /** A service the shop needs (its database) cannot be reached just now: try again in a few seconds. */
  'unavailable',
] as const;
export type DomainErrorKind = (typeof DOMAIN_ERROR_KINDS)[number];

/** A failure of the domain, carrying its kind and the message to answer. */
export class DomainError extends Error {
  override readonly name = 'DomainError';
  constructor(
    readonly kind: DomainErrorKind,
    message: string,
  ) {
    super(message);
  }
}

/** True when `error` is a domain error, of `kind` when given. */
export function isDomainError(error: unknown, kind?: DomainErrorKind): error is DomainError {
  return error instanceof DomainError && (kind === undefined || error.kind === kind);
}

export const SIGN_IN_REQUIRED = 'Please sign in to continue';
export const NOT_YOURS = 'You do not have access to this resource';
export const TOO_MANY_ATTEMPTS = 'Too many requests, please try again later';

export const invalid = (message: string) => new DomainError('invalid', message);
export const unauthenticated = (message = SIGN_IN_REQUIRED) => new DomainError('unauthenticated', message);
export const forbidden = (message = NOT_YOURS) => new DomainError('forbidden', message);
export const notFound = (message: string) => new DomainError('not-found', message);
export const conflict = (message: string) => new DomainError('conflict', message);
export const tooLarge = (message: string) => new DomainError('too-large', message);
export const unsupported = (message: string) => new DomainError('unsupported', message);
export const tooManyAttempts = (message = TOO_MANY_ATTEMPTS) => new DomainError('too-many-attempts', message);
export const paymentRejected = (message: string) => new DomainError('payment-rejected', message);
export const providerFailed = (message: string) => new DomainError('provider-failed', message);
export const unavailable = (message: string) => new DomainError('unavailable', message);
