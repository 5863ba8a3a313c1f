/**
 * The page title per mode (spec §1: "a customer title, or an admin title in admin mode"). The spec does not
 * give the wording; screens with their own SEO title (shop home) set it over this one while they show.
 */
export const CUSTOMER_PAGE_TITLE = 'Souk — Customer Store';
export const ADMIN_PAGE_TITLE = 'Souk — Admin Store';

export function pageTitle(admin: boolean): string {
  return admin ? ADMIN_PAGE_TITLE : CUSTOMER_PAGE_TITLE;
}
