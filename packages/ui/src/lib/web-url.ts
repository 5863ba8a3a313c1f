/**
 * Whether a seller-given address may become a link's href: only http(s), so a stored `javascript:` or
 * `data:` address cannot run in the shopper's page.
 */
export function isWebUrl(address: string | null | undefined): address is string {
  return typeof address === 'string' && /^https?:\/\/\S+$/i.test(address.trim());
}
