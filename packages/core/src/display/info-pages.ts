import type { LinksContent, LinksContentField } from '../schemas/seller.js';
import { CONTENT_NOT_FOUND } from './content-paragraphs.js';

/**
 * The info page names of spec §2, in footer order.
 * @example INFO_PAGE_NAMES.length // 7
 */
export const INFO_PAGE_NAMES = [
  'about-our-shop',
  'delivery-information',
  'shipping-policy',
  'return-policy',
  'blogs',
  'privacy-policy',
  'terms-and-conditions',
] as const;
/**
 * One info page of spec §2, named as in its address (`/{seller}/page/{pageName}`).
 * @example const name: InfoPageName = 'shipping-policy';
 */
export type InfoPageName = (typeof INFO_PAGE_NAMES)[number];

/**
 * Each info page's display title and the links-content field holding its text (spec §2, §3). The spec does
 * not show the title table; these titles are the names in title case.
 * @example INFO_PAGES['return-policy'] // { title: 'Return Policy', field: 'returnPolicy' }
 */
export const INFO_PAGES: Readonly<Record<InfoPageName, { title: string; field: LinksContentField }>> = {
  'about-our-shop': { title: /*i18n*/ 'About Our Shop', field: 'aboutShop' },
  'delivery-information': { title: /*i18n*/ 'Delivery Information', field: 'deliveryInfo' },
  'shipping-policy': { title: /*i18n*/ 'Shipping Policy', field: 'shippingPolicy' },
  'return-policy': { title: /*i18n*/ 'Return Policy', field: 'returnPolicy' },
  blogs: { title: /*i18n*/ 'Blogs', field: 'blogs' },
  'privacy-policy': { title: /*i18n*/ 'Privacy Policy', field: 'privacyPolicy' },
  'terms-and-conditions': { title: /*i18n*/ 'Terms and Conditions', field: 'termsAndConditions' },
};

/**
 * Whether a path segment names an info page.
 * @example isInfoPageName('blogs') // true
 */
export function isInfoPageName(name: string): name is InfoPageName {
  return Object.hasOwn(INFO_PAGES, name);
}

/**
 * The header title of an info page; an unknown name shows as it is (spec §2 "fallback raw name").
 * @example infoPageTitle('return-policy') // "Return Policy"
 * @example infoPageTitle('faq') // "faq"
 */
export function infoPageTitle(name: string): string {
  return isInfoPageName(name) ? INFO_PAGES[name].title : name;
}

/**
 * The text of an info page from the seller's links content; 'Content not found' when the page is unknown
 * or the seller wrote nothing for it (read by `contentParagraphs`).
 * @example infoPageContent({ blogs: 'Hello' }, 'blogs') // "Hello"
 * @example infoPageContent({}, 'blogs') // "Content not found"
 */
export function infoPageContent(linksContent: LinksContent | null | undefined, name: string): string {
  const text = isInfoPageName(name) ? linksContent?.[INFO_PAGES[name].field] : undefined;
  return text?.trim() ? text : CONTENT_NOT_FOUND;
}
