import * as z from 'zod/mini';
import { LoginBodySchema } from './auth.js';
import { NewPasswordSchema } from './password.js';
import { CurrencyCodeSchema, SHOP_NAME_REQUIRED, SLUG_PATTERN, slugify } from './seller-catalogue.js';

/**
 * Self-service shop opening (`/api/seller/signup*`, the console's `/seller/signup`): the shop's address
 * rule, the names no shop may take, the countries a shop can be opened in, and the sign-up's bodies and
 * answers (the new shop's checklist is in `seller-console.ts`). The console checks its form with these
 * schemas and the server validates the same bodies with them.
 */

// ---------------------------------------------------------------------------------------------------------
// The shop's address: `/{name}`

// the messages say "name": the wire field is `name`, and a refusal names the field it is about
/**
 * The fewest characters a shop address name (`/{name}`) may have.
 * @example SHOP_ADDRESS_MIN // 3
 */
export const SHOP_ADDRESS_MIN = 3;
/**
 * The most characters a shop address name (`/{name}`) may have.
 * @example SHOP_ADDRESS_MAX // 40
 */
export const SHOP_ADDRESS_MAX = 40;
/**
 * The message of a shop address left empty (the sign-up form's `name` field).
 * @example ShopAddressSchema.safeParse('').error?.issues[0]?.message // "Choose a name for the shop address"
 */
export const SHOP_ADDRESS_REQUIRED = 'Choose a name for the shop address';
/**
 * The message of a shop address shorter than {@link SHOP_ADDRESS_MIN} characters.
 * @example SHOP_ADDRESS_TOO_SHORT // "The address name must be at least 3 characters"
 */
export const SHOP_ADDRESS_TOO_SHORT = `The address name must be at least ${SHOP_ADDRESS_MIN} characters`;
/**
 * The message of a shop address longer than {@link SHOP_ADDRESS_MAX} characters.
 * @example SHOP_ADDRESS_TOO_LONG // "The address name is at most 40 characters"
 */
export const SHOP_ADDRESS_TOO_LONG = `The address name is at most ${SHOP_ADDRESS_MAX} characters`;
/**
 * The message of a shop address with characters other than lower-case letters, digits and single hyphens.
 * @example shopAddressProblem('-ama-crafts') === SHOP_ADDRESS_INVALID // true
 */
export const SHOP_ADDRESS_INVALID =
  'Use lower-case letters, digits and single hyphens in the name (no hyphen at either end)';
/**
 * The message of a shop address that is one of {@link RESERVED_SHOP_NAMES}.
 * @example shopAddressProblem('checkout') === SHOP_ADDRESS_RESERVED // true
 */
export const SHOP_ADDRESS_RESERVED = 'This name is reserved. Please choose another.';
/**
 * The message of a shop address another shop or a pending sign-up already holds: the server's answer (GET
 * /seller/signup/name-available `reason`, or 409 on POST /seller/signup), since the form cannot know it.
 * @example SHOP_ADDRESS_TAKEN // "This name is already taken. Please choose another."
 */
export const SHOP_ADDRESS_TAKEN = 'This name is already taken. Please choose another.';

/**
 * The first path segments the product itself answers or may answer at the root of the site, so no shop may
 * be named after one: the front ends' own paths (`frontends.json`: `/seller`, `/search-products`), the
 * storefront's top-level routes (`/not-found`, `/admin`), the API (`/api`, `/api/health`, `/api/media`),
 * the files the root builds serve (`/assets`, `/images`, `/favicon.svg`, `robots.txt`) and names kept for
 * pages a platform grows (`/shops` directory, `/search`, `/signup`…). Names with a dot (`robots.txt`) fail
 * the address rule already; they are listed so the list reads as the set of routes. The API's test reads
 * the real routes and checks every first segment is here.
 * @example RESERVED_SHOP_NAMES.includes('checkout') // true
 */
export const RESERVED_SHOP_NAMES: readonly string[] = [
  // front ends and their top-level routes
  'seller',
  'sellers',
  'search-products',
  'not-found',
  'admin',
  // the API and what it serves
  'api',
  'health',
  'media',
  'images',
  'assets',
  'static',
  'favicon.ico',
  'favicon.svg',
  'robots.txt',
  'sitemap.xml',
  'manifest.webmanifest',
  'sw.js',
  'index.html',
  // pages a multi-seller platform has or will have at its root
  'shops',
  'shop',
  'search',
  'signup',
  'sign-up',
  'login',
  'logout',
  'register',
  'account',
  'dashboard',
  'console',
  'help',
  'support',
  'about',
  'contact',
  'terms',
  'privacy',
  'legal',
  'blog',
  'docs',
  'status',
  'cart',
  'checkout',
  'orders',
  'www',
  'mail',
  'souk',
];

const RESERVED = new Set(RESERVED_SHOP_NAMES);

/**
 * Why a shop address cannot be used by its form alone (taken names are the server's to tell), or null.
 * @example shopAddressProblem('my-shop') // null
 * @example shopAddressProblem('api') // "This name is reserved. Please choose another."
 * @example shopAddressProblem('ab') // "The address name must be at least 3 characters"
 */
export function shopAddressProblem(name: string): string | null {
  if (name.length === 0) return SHOP_ADDRESS_REQUIRED;
  if (name.length < SHOP_ADDRESS_MIN) return SHOP_ADDRESS_TOO_SHORT;
  if (name.length > SHOP_ADDRESS_MAX) return SHOP_ADDRESS_TOO_LONG;
  if (!SLUG_PATTERN.test(name)) return SHOP_ADDRESS_INVALID;
  if (RESERVED.has(name)) return SHOP_ADDRESS_RESERVED;
  return null;
}

/**
 * The address a shop name suggests (core's `slugify`), cut to the longest address at a word boundary where
 * there is one.
 * @example shopAddressFromName('Crème & Co. — Cape Town') // "creme-co-cape-town"
 */
export function shopAddressFromName(shopName: string): string {
  const slug = slugify(shopName);
  if (slug.length <= SHOP_ADDRESS_MAX) return slug;
  const cut = slug.slice(0, SHOP_ADDRESS_MAX + 1);
  const boundary = cut.lastIndexOf('-');
  return (boundary >= SHOP_ADDRESS_MIN ? cut.slice(0, boundary) : cut.slice(0, SHOP_ADDRESS_MAX)).replace(
    /-+$/,
    '',
  );
}

/**
 * A shop address as typed: trimmed and lower-cased, then checked (`shopAddressProblem`).
 * @example ShopAddressSchema.parse('  Ama-Crafts ') // "ama-crafts"
 * @example ShopAddressSchema.safeParse('admin').error?.issues[0]?.message === SHOP_ADDRESS_RESERVED // true
 */
export const ShopAddressSchema = z.string({ error: SHOP_ADDRESS_REQUIRED }).check(
  z.trim(),
  z.toLowerCase(),
  z.superRefine((name, context) => {
    const problem = shopAddressProblem(name);
    if (problem) context.issues.push({ code: 'custom', message: problem, input: name });
  }),
);

/**
 * The query of GET /seller/signup/name-available, the sign-up form's live address check: the address as
 * typed (at most 200 characters here; the answer says what is wrong with it).
 * @example ShopNameAvailableQuerySchema.parse({ name: ' Ama-Crafts' }) // { name: " Ama-Crafts" }, as typed
 * @example ShopNameAvailableQuerySchema.safeParse({ name: 'a'.repeat(201) }).success // false
 */
export const ShopNameAvailableQuerySchema = z.object({
  name: z.string({ error: SHOP_ADDRESS_REQUIRED }).check(z.maxLength(200, { error: SHOP_ADDRESS_TOO_LONG })),
});
/**
 * An address check query as a caller may send it, before it is parsed.
 * @example
 * ```ts
 * const query: ShopNameAvailableQuery = { name: 'ama-crafts' };
 * ```
 */
export type ShopNameAvailableQuery = z.input<typeof ShopNameAvailableQuerySchema>;

/**
 * The answer of GET /seller/signup/name-available: the name as checked (trimmed, lower case), whether a
 * shop can have it, and if not the reason (one of the `SHOP_ADDRESS_*` messages).
 * @example
 * ```ts
 * const body = { name: 'admin', available: false, reason: SHOP_ADDRESS_RESERVED };
 * ShopNameAvailableResponseSchema.parse(body).available // false
 * ```
 */
export const ShopNameAvailableResponseSchema = z.object({
  name: z.string(),
  available: z.boolean(),
  reason: z.optional(z.string()),
});
/**
 * An address check answer as {@link ShopNameAvailableResponseSchema} parses it.
 * @example
 * ```ts
 * const answer: ShopNameAvailableResponse = { name: 'ama-crafts', available: true };
 * ```
 */
export type ShopNameAvailableResponse = z.infer<typeof ShopNameAvailableResponseSchema>;

// ---------------------------------------------------------------------------------------------------------
// Countries: the phone country code of spec §5 and the currency a shop starts with

/**
 * A country the sign-up form offers, with its phone country code (spec §5) and its shop currency.
 * @example
 * ```ts
 * const kenya: SignupCountry = { iso: 'KE', name: 'Kenya', dialCode: '254', currency: 'KES' };
 * ```
 */
export interface SignupCountry {
  /** ISO 3166 code: the select's value (the US and Canada share a dial code). */
  iso: string;
  name: string;
  /** The phone country code, digits only (spec §5: a leading 0 of a number becomes this). */
  dialCode: string;
  /** The currency a shop of this country starts with. */
  currency: string;
}

/**
 * The countries a shop can be opened in, by name. The demo's shops are in South Africa and the US.
 * @example SIGNUP_COUNTRIES.find((country) => country.iso === 'GH')?.dialCode // "233"
 */
export const SIGNUP_COUNTRIES: readonly SignupCountry[] = [
  { iso: 'AU', name: 'Australia', dialCode: '61', currency: 'AUD' },
  { iso: 'BR', name: 'Brazil', dialCode: '55', currency: 'BRL' },
  { iso: 'CA', name: 'Canada', dialCode: '1', currency: 'CAD' },
  { iso: 'EG', name: 'Egypt', dialCode: '20', currency: 'EGP' },
  { iso: 'FR', name: 'France', dialCode: '33', currency: 'EUR' },
  { iso: 'DE', name: 'Germany', dialCode: '49', currency: 'EUR' },
  { iso: 'GH', name: 'Ghana', dialCode: '233', currency: 'GHS' },
  { iso: 'IN', name: 'India', dialCode: '91', currency: 'INR' },
  { iso: 'IE', name: 'Ireland', dialCode: '353', currency: 'EUR' },
  { iso: 'IT', name: 'Italy', dialCode: '39', currency: 'EUR' },
  { iso: 'KE', name: 'Kenya', dialCode: '254', currency: 'KES' },
  { iso: 'MA', name: 'Morocco', dialCode: '212', currency: 'MAD' },
  { iso: 'NL', name: 'Netherlands', dialCode: '31', currency: 'EUR' },
  { iso: 'NZ', name: 'New Zealand', dialCode: '64', currency: 'NZD' },
  { iso: 'NG', name: 'Nigeria', dialCode: '234', currency: 'NGN' },
  { iso: 'PT', name: 'Portugal', dialCode: '351', currency: 'EUR' },
  { iso: 'SA', name: 'Saudi Arabia', dialCode: '966', currency: 'SAR' },
  { iso: 'ZA', name: 'South Africa', dialCode: '27', currency: 'ZAR' },
  { iso: 'ES', name: 'Spain', dialCode: '34', currency: 'EUR' },
  { iso: 'AE', name: 'United Arab Emirates', dialCode: '971', currency: 'AED' },
  { iso: 'GB', name: 'United Kingdom', dialCode: '44', currency: 'GBP' },
  { iso: 'US', name: 'United States', dialCode: '1', currency: 'USD' },
];

/**
 * The country a new shop's form starts with: spec §7's default country code 27.
 * @example DEFAULT_SIGNUP_COUNTRY // "ZA"
 */
export const DEFAULT_SIGNUP_COUNTRY = 'ZA';

/**
 * The currencies the sign-up form offers: every country's, USD first (spec default currency).
 * @example SIGNUP_CURRENCIES.slice(0, 4) // ["USD", "AED", "AUD", "BRL"]
 */
export const SIGNUP_CURRENCIES: readonly string[] = [
  'USD',
  ...[...new Set(SIGNUP_COUNTRIES.map((country) => country.currency))].filter((c) => c !== 'USD').sort(),
];

// ---------------------------------------------------------------------------------------------------------
// Sign-up and verification

/**
 * The answer to POST /seller/signup (202), whether or not the e-mail already has a seller account.
 * @example SIGNUP_REQUESTED.startsWith('Check your e-mail: we sent a link to open your shop.') // true
 */
export const SIGNUP_REQUESTED =
  'Check your e-mail: we sent a link to open your shop. It works once, for 24 hours.';
/**
 * The refusal (400) of POST /seller/signup/verify for a forged, used or expired sign-up link.
 * @example SIGNUP_LINK_INVALID // "This sign-up link is invalid, used or expired. Please sign up again."
 */
export const SIGNUP_LINK_INVALID = 'This sign-up link is invalid, used or expired. Please sign up again.';
/**
 * The refusal (409) of POST /seller/signup/verify when another shop took the address after the sign-up.
 * @example SIGNUP_ADDRESS_TAKEN_MEANWHILE.startsWith('This shop address was taken') // true
 */
export const SIGNUP_ADDRESS_TAKEN_MEANWHILE =
  'This shop address was taken while you were verifying. Please sign up again with another address.';
/**
 * The refusal (409) of POST /seller/signup/verify when the e-mail got a seller account after the sign-up.
 * @example SIGNUP_ACCOUNT_EXISTS.startsWith('A seller account with this e-mail already exists') // true
 */
export const SIGNUP_ACCOUNT_EXISTS =
  'A seller account with this e-mail already exists. Please sign in or reset your password.';
/**
 * The message of POST /seller/signup/verify when the shop is opened and its seller signed in.
 * @example SHOP_OPENED // "Your shop is open. Welcome!"
 */
export const SHOP_OPENED = 'Your shop is open. Welcome!';
/**
 * How long a sign-up's mailed link works (and holds its address).
 * @example SIGNUP_VALID_HOURS // 24
 */
export const SIGNUP_VALID_HOURS = 24;

/**
 * The body of POST /seller/signup, the console's sign-up form (`/seller/signup`): e-mail, a new password, the
 * shop name (1 to 80 characters), its address `name` ({@link ShopAddressSchema}), the phone country code
 * (1 to 4 digits, spec §5) and the starting currency (a three-letter code).
 * @example
 * ```ts
 * SellerSignupBodySchema.parse({
 *   email: 'Ama@Example.com', password: 'kente-2026', shopName: ' Ama Crafts ', name: 'Ama-Crafts',
 *   countryCode: '233', currency: 'ghs',
 * }); // { email: "ama@example.com", …, shopName: "Ama Crafts", name: "ama-crafts", …, currency: "GHS" }
 * ```
 * @example
 * ```ts
 * SellerSignupBodySchema.shape.countryCode.safeParse('0027').error?.issues[0]?.message
 * // "Country code is 1 to 4 digits, e.g. 27"
 * ```
 */
export const SellerSignupBodySchema = z.object({
  email: LoginBodySchema.shape.email,
  password: NewPasswordSchema,
  shopName: z
    .string({ error: SHOP_NAME_REQUIRED })
    .check(
      z.trim(),
      z.minLength(1, { error: SHOP_NAME_REQUIRED }),
      z.maxLength(80, { error: 'Shop name is at most 80 characters' }),
    ),
  name: ShopAddressSchema,
  countryCode: z
    .string({ error: 'Country code is required' })
    .check(z.trim(), z.regex(/^[1-9]\d{0,3}$/, { error: 'Country code is 1 to 4 digits, e.g. 27' })),
  currency: CurrencyCodeSchema,
});
/**
 * A sign-up body as a caller may send it, before it is trimmed and lower- or upper-cased.
 * @example
 * ```ts
 * const body: SellerSignupBody = {
 *   email: 'ama@example.com', password: 'kente-2026', shopName: 'Ama Crafts', name: 'ama-crafts',
 *   countryCode: '233', currency: 'GHS',
 * };
 * ```
 */
export type SellerSignupBody = z.input<typeof SellerSignupBodySchema>;

/**
 * The answer of POST /seller/signup (202): {@link SIGNUP_REQUESTED}, the same whether or not the e-mail
 * already has an account.
 * @example SellerSignupResponseSchema.safeParse({ message: SIGNUP_REQUESTED }).success // true
 */
export const SellerSignupResponseSchema = z.object({ message: z.string() });
/**
 * A sign-up answer as {@link SellerSignupResponseSchema} parses it.
 * @example
 * ```ts
 * const answer: SellerSignupResponse = { message: SIGNUP_REQUESTED };
 * ```
 */
export type SellerSignupResponse = z.infer<typeof SellerSignupResponseSchema>;

/**
 * The body of POST /seller/signup/verify, sent when the seller opens the mailed link: the link's token
 * (required, at most 300 characters).
 * @example VerifySellerSignupBodySchema.safeParse({ token: '' }).error?.issues[0]?.message
 * // "must be the token of a sign-up link"
 */
export const VerifySellerSignupBodySchema = z.object({
  token: z
    .string({ error: 'must be the token of a sign-up link' })
    .check(z.minLength(1, { error: 'must be the token of a sign-up link' }), z.maxLength(300)),
});
/**
 * A verify body as a caller may send it, before it is parsed.
 * @example
 * ```ts
 * const body: VerifySellerSignupBody = { token: 'q8Zr2kVx9LmT4pWnB6cY' };
 * ```
 */
export type VerifySellerSignupBody = z.input<typeof VerifySellerSignupBodySchema>;
