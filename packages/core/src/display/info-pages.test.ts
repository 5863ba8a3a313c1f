import { describe, expect, it } from 'vitest';
import { LINKS_CONTENT_FIELDS } from '../schemas/seller.js';
import { INFO_PAGE_NAMES, INFO_PAGES, infoPageContent, infoPageTitle, isInfoPageName } from './info-pages.js';

describe('info pages (spec §2, §3)', () => {
  it('lists the seven page names of the spec', () => {
    expect(INFO_PAGE_NAMES).toEqual([
      'about-our-shop',
      'delivery-information',
      'shipping-policy',
      'return-policy',
      'blogs',
      'privacy-policy',
      'terms-and-conditions',
    ]);
  });

  it('maps each page to its own links-content field', () => {
    expect(Object.fromEntries(INFO_PAGE_NAMES.map((name) => [name, INFO_PAGES[name].field]))).toEqual({
      'about-our-shop': 'aboutShop',
      'delivery-information': 'deliveryInfo',
      'shipping-policy': 'shippingPolicy',
      'return-policy': 'returnPolicy',
      blogs: 'blogs',
      'privacy-policy': 'privacyPolicy',
      'terms-and-conditions': 'termsAndConditions',
    });
    expect(new Set(INFO_PAGE_NAMES.map((name) => INFO_PAGES[name].field))).toEqual(
      new Set(LINKS_CONTENT_FIELDS),
    );
  });

  it('titles known pages and shows unknown names raw', () => {
    expect(infoPageTitle('about-our-shop')).toBe('About Our Shop');
    expect(infoPageTitle('terms-and-conditions')).toBe('Terms and Conditions');
    expect(infoPageTitle('faq')).toBe('faq');
    expect(infoPageTitle('constructor')).toBe('constructor');
  });

  it('recognises page names', () => {
    expect(isInfoPageName('blogs')).toBe(true);
    expect(isInfoPageName('toString')).toBe(false);
  });

  it("reads the page's text, else 'Content not found'", () => {
    const content = { returnPolicy: 'Returns within 30 days.', blogs: '  ' };
    expect(infoPageContent(content, 'return-policy')).toBe('Returns within 30 days.');
    expect(infoPageContent(content, 'blogs')).toBe('Content not found');
    expect(infoPageContent(content, 'privacy-policy')).toBe('Content not found');
    expect(infoPageContent(content, 'faq')).toBe('Content not found');
    expect(infoPageContent(null, 'blogs')).toBe('Content not found');
  });
});
