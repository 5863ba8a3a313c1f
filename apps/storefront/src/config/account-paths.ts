import { paths } from '@souk/core';

/**
 * The sign-in and register routes of the shop area (issue 6). Core's `paths` has no auth pages yet, so
 * they are built here, from core's shop path, and nowhere else.
 * @example accountPaths.login('tea') // "/tea/login"
 */
export const accountPaths = {
  login: (seller: string): string => `${paths.shop(seller)}/login`,
  register: (seller: string): string => `${paths.shop(seller)}/register`,
} as const;

/** Route patterns of the auth pages, relative to `/:sellerName`. */
export const ACCOUNT_ROUTE_PATTERNS = { login: 'login', register: 'register' } as const;
