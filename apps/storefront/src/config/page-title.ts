import { t } from '@souk/ui';

/**
 * The page title per mode (spec §1: "a customer title, or an admin title in admin mode"). The spec does not
 * give the wording; screens with their own SEO title (shop home) set it over this one while they show.
 */
export const CUSTOMER_PAGE_TITLE = /*i18n*/ 'Souk — Customer Store';
export const ADMIN_PAGE_TITLE = /*i18n*/ 'Souk — Admin Store';

/** The page title of the mode, in the shopper's language. */
export function pageTitle(admin: boolean): string {
  return t(admin ? ADMIN_PAGE_TITLE : CUSTOMER_PAGE_TITLE);
}
