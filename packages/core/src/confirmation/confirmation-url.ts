import { paths, type QueryValues } from '../paths/paths.js';

/**
 * The confirmation page's full address, where payment providers send the shopper back
 * (spec §4, §7: `{clientUrl}/{sellerName}/order/confirm`), with optional query parameters. A blank
 * `clientUrl` gives a path relative to the current host.
 * @example confirmationUrl({ clientUrl: 'https://shop.example/', sellerName: 'tea', params: { payment_method: 'paypal', status: 'success' } })
 * // "https://shop.example/tea/order/confirm?payment_method=paypal&status=success"
 */
export function confirmationUrl(input: {
  clientUrl: string;
  sellerName: string;
  params?: QueryValues;
}): string {
  const origin = input.clientUrl.trim().replace(/\/+$/, '');
  return `${origin}${paths.orderConfirm(input.sellerName, input.params)}`;
}
