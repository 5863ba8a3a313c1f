/**
 * Back-in-stock and price-drop alerts (issue 22): their kinds and texts, free of any dependency so the
 * shop's pages carry them without the schemas.
 */

/**
 * The alerts a shopper can ask for on a product.
 * @example ALERT_KINDS[0] // "back_in_stock"
 */
export const ALERT_KINDS = ['back_in_stock', 'price_drop'] as const;
/**
 * An alert's kind: a mail when the product is back in stock (once), or each time its price drops.
 * @example
 * ```ts
 * const kind: AlertKind = 'price_drop';
 * ```
 */
export type AlertKind = (typeof ALERT_KINDS)[number];

/**
 * Whether a subscription's kind is an alert's.
 * @example isAlertKind('price_drop') // true
 * @example isAlertKind('newsletter') // false
 */
export function isAlertKind(kind: string): kind is AlertKind {
  return (ALERT_KINDS as readonly string[]).includes(kind);
}

/**
 * The refusal of an alert's kind that is none of ALERT_KINDS (the API puts `kind: ` before it).
 * @example ALERT_KIND_INVALID // "must be back_in_stock or price_drop"
 */
export const ALERT_KIND_INVALID = 'must be back_in_stock or price_drop';

/**
 * The refusal of a back-in-stock alert on a product that is in stock.
 * @example ALERT_IN_STOCK // "kind: back_in_stock is only for a product out of stock"
 */
export const ALERT_IN_STOCK = 'kind: back_in_stock is only for a product out of stock';

/**
 * The product page's button of an out-of-stock product (issue 22's words).
 * @example BACK_IN_STOCK_LABEL // "Tell me when it’s back"
 */
export const BACK_IN_STOCK_LABEL = /*i18n*/ 'Tell me when it’s back';

/**
 * A wishlist item's button (issue 22's words).
 * @example PRICE_DROP_LABEL // "Tell me if the price drops"
 */
export const PRICE_DROP_LABEL = /*i18n*/ 'Tell me if the price drops';

/**
 * What an alert's confirm page says once it is confirmed (or was already).
 * @example alertConfirmedText('back_in_stock', 'Mint Tea', 'Tea House') // "We’ll e-mail you when Mint Tea is back in stock at Tea House."
 * @example alertConfirmedText('price_drop', 'Mint Tea', 'Tea House') // "We’ll e-mail you when Mint Tea drops in price at Tea House."
 */
export function alertConfirmedText(kind: AlertKind, productName: string, shopName: string): string {
  const event = kind === 'back_in_stock' ? 'is back in stock' : 'drops in price';
  return `We’ll e-mail you when ${productName} ${event} at ${shopName}.`;
}

/**
 * What an alert's unsubscribe page says once the alert is ended (or already was).
 * @example alertUnsubscribedText('price_drop', 'Mint Tea', 'Tea House') // "You won’t get price-drop alerts for Mint Tea from Tea House any more."
 */
export function alertUnsubscribedText(kind: AlertKind, productName: string, shopName: string): string {
  return `You won’t get ${alertName(kind)}s for ${productName} from ${shopName} any more.`;
}

/**
 * What an alert's unsubscribe page asks before the shopper confirms.
 * @example alertAsksText('back_in_stock', 'Mint Tea', 'Tea House') // "Stop the back-in-stock alert for Mint Tea from Tea House?"
 */
export function alertAsksText(kind: AlertKind, productName: string, shopName: string): string {
  return `Stop the ${alertName(kind)} for ${productName} from ${shopName}?`;
}

/**
 * An alert's kind in words.
 * @example alertName('price_drop') // "price-drop alert"
 */
export function alertName(kind: AlertKind): string {
  return kind === 'back_in_stock' ? 'back-in-stock alert' : 'price-drop alert';
}

/**
 * The alert form's text when the sign-up call fails without an answer of the server's.
 * @example ALERT_FAILED // "We could not set up your alert just now. Please try again."
 */
export const ALERT_FAILED = /*i18n*/ 'We could not set up your alert just now. Please try again.';
