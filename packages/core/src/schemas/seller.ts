import * as z from 'zod/mini';
import { DEFAULT_CURRENCY } from '../pricing/money.js';
import { IdSchema, requiredEmail, requiredText, TextSchema } from './common.js';

/**
 * A seller's support details, as the shop header, footer and contact page show them (spec §2, §3).
 * @example SupportSchema.parse({ mobileNo: '27821234567', supportHours: 'Mon-Fri 9:00-17:00' }) // { mobileNo: "27821234567", supportHours: "Mon-Fri 9:00-17:00" }
 */
export const SupportSchema = z.object({
  email: z.optional(z.string()),
  mobileNo: z.optional(z.string()),
  supportHours: z.optional(z.string()),
  address: z.optional(z.string()),
});
/**
 * A seller's support details as {@link SupportSchema} parses them (spec §3).
 * @example
 * ```ts
 * const support: Support = {
 *   email: 'help@teahouse.example',
 *   mobileNo: '27821234567',
 *   supportHours: 'Mon-Fri 9:00-17:00',
 *   address: '12 Long Street, Cape Town',
 * };
 * ```
 */
export type Support = z.infer<typeof SupportSchema>;

/**
 * A seller as the public API answers it (spec §3), e.g. in the support info response. Missing fields read
 * as defaults: currency USD (spec §9), an empty shop name, no support details; without a locale prices print
 * in en-US.
 * @example SellerSchema.parse({ _id: 's1', name: 'tea-house' }) // { _id: "s1", name: "tea-house", currency: "USD", shopInfo: { shopName: "" }, support: {} }
 */
export const SellerSchema = z.object({
  _id: IdSchema,
  name: z.string(),
  image: z.optional(z.string()),
  countryCode: z.optional(z.string()),
  currency: z._default(z.string(), DEFAULT_CURRENCY),
  /** The locale the shop's prices are printed in (BCP 47); none prints en-US (`formatMoney`). */
  locale: z.optional(z.string()),
  shopInfo: z._default(z.object({ shopName: TextSchema }), { shopName: '' }),
  support: z._default(SupportSchema, {}),
});
/**
 * A seller as {@link SellerSchema} parses it (spec §3).
 * @example const seller: Seller = SellerSchema.parse({ _id: 's1', name: 'tea-house', shopInfo: { shopName: 'Tea House' } });
 */
export type Seller = z.infer<typeof SellerSchema>;

/**
 * The identity a shop lookup returns, `{ id, name }` (spec §3 "also id in lookups"); an `_id` is accepted in
 * place of `id`, and the parsed value always has `id` ('' when neither is sent).
 * @example SellerIdentitySchema.parse({ _id: 's1', name: 'tea-house' }) // { id: "s1", name: "tea-house" }
 */
export const SellerIdentitySchema = z.pipe(
  z.object({ id: z.optional(z.string()), _id: z.optional(z.string()), name: z.string() }),
  z.transform(({ id, _id, name }) => ({ id: id ?? _id ?? '', name })),
);
/**
 * A shop's identity as {@link SellerIdentitySchema} parses it.
 * @example const shop: SellerIdentity = { id: 's1', name: 'tea-house' };
 */
export type SellerIdentity = z.infer<typeof SellerIdentitySchema>;

/**
 * The answer of GET /search-seller?name= and GET /search-seller-by-id?id= (spec §7 Seller): `seller` is null
 * when there is no such shop, and a missing `seller` reads as null.
 * @example SellerLookupResponseSchema.parse({ seller: { id: 's1', name: 'tea-house' } }).seller?.id // "s1"
 * @example SellerLookupResponseSchema.parse({}) // { seller: null }
 */
export const SellerLookupResponseSchema = z.object({
  seller: z._default(z.nullable(SellerIdentitySchema), null),
});
/**
 * A shop lookup answer as {@link SellerLookupResponseSchema} parses it.
 * @example const answer: SellerLookupResponse = { seller: null };
 */
export type SellerLookupResponse = z.infer<typeof SellerLookupResponseSchema>;

/**
 * The query of GET /search-seller (spec §7 Seller): the shop name, trimmed, 1 to 100 characters.
 * @example SellerByNameQuerySchema.parse({ name: ' tea-house ' }) // { name: "tea-house" }
 * @example SellerByNameQuerySchema.safeParse({ name: '' }).success // false
 */
export const SellerByNameQuerySchema = z.object({
  name: z.string().check(z.trim(), z.minLength(1), z.maxLength(100)),
});
/**
 * The query of GET /search-seller-by-id (spec §7 Seller): the seller's id.
 * @example SellerByIdQuerySchema.parse({ id: 's1' }) // { id: "s1" }
 */
export const SellerByIdQuerySchema = z.object({ id: IdSchema });

/**
 * The answer of GET /get-support-info-by-seller/{sellerId} (spec §3, §7 Seller): the shop's support details
 * and logo, and the seller.
 * @example
 * ```ts
 * const answer = SupportInfoResponseSchema.parse({
 *   supportInfo: { mobileNo: '27821234567', supportHours: 'Mon-Fri 9:00-17:00' },
 *   seller: { _id: 's1', name: 'tea-house' },
 * });
 * answer.seller.currency; // "USD"
 * ```
 */
export const SupportInfoResponseSchema = z.object({
  supportInfo: z.object({
    mobileNo: z.optional(z.string()),
    email: z.optional(z.string()),
    address: z.optional(z.string()),
    logo: z.optional(z.string()),
    supportHours: z.optional(z.string()),
  }),
  seller: SellerSchema,
});
/**
 * A support info answer as {@link SupportInfoResponseSchema} parses it.
 * @example
 * ```ts
 * const answer: SupportInfoResponse = SupportInfoResponseSchema.parse({
 *   supportInfo: { mobileNo: '27821234567', logo: 'https://cdn.example.com/tea-house-logo.png' },
 *   seller: { _id: 's1', name: 'tea-house', shopInfo: { shopName: 'Tea House' } },
 * });
 * ```
 */
export type SupportInfoResponse = z.infer<typeof SupportInfoResponseSchema>;

/**
 * Social networks a seller may link (spec §2 footer).
 * @example SOCIAL_NETWORKS // ["facebook", "twitter", "linkedin", "github", "instagram", "youtube", "whatsapp"]
 */
export const SOCIAL_NETWORKS = [
  'facebook',
  'twitter',
  'linkedin',
  'github',
  'instagram',
  'youtube',
  'whatsapp',
] as const;
/**
 * One of the social networks a seller may link (one of {@link SOCIAL_NETWORKS}).
 * @example const network: SocialNetwork = 'instagram';
 */
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

/**
 * A seller's social links: network name to address, any network missing (spec §2 footer).
 * @example SocialMediaSchema.parse({ instagram: 'https://instagram.com/teahouse' }) // { instagram: "https://instagram.com/teahouse" }
 */
export const SocialMediaSchema = z.partialRecord(z.enum(SOCIAL_NETWORKS), z.string());
/**
 * A seller's social links as {@link SocialMediaSchema} parses them.
 * @example const links: SocialMedia = { facebook: 'https://facebook.com/teahouse', whatsapp: 'https://wa.me/27821234567' };
 */
export type SocialMedia = z.infer<typeof SocialMediaSchema>;

/**
 * The answer of GET /social-media/seller/{sellerId} (spec §7 Seller); a missing `socialMedia` reads as an
 * empty object.
 * @example SocialMediaResponseSchema.parse({}) // { socialMedia: {} }
 */
export const SocialMediaResponseSchema = z.object({ socialMedia: z._default(SocialMediaSchema, {}) });
/**
 * A social media answer as {@link SocialMediaResponseSchema} parses it.
 * @example const answer: SocialMediaResponse = { socialMedia: { instagram: 'https://instagram.com/teahouse' } };
 */
export type SocialMediaResponse = z.infer<typeof SocialMediaResponseSchema>;

/**
 * The fields of a seller's info-page content (spec §3 "Links content"), one per info page of spec §2.
 * @example LINKS_CONTENT_FIELDS.slice(0, 3) // ["aboutShop", "deliveryInfo", "privacyPolicy"]
 */
export const LINKS_CONTENT_FIELDS = [
  'aboutShop',
  'deliveryInfo',
  'privacyPolicy',
  'termsAndConditions',
  'shippingPolicy',
  'returnPolicy',
  'blogs',
] as const;
/**
 * One field of a seller's info-page content (one of {@link LINKS_CONTENT_FIELDS}).
 * @example const field: LinksContentField = 'returnPolicy';
 */
export type LinksContentField = (typeof LINKS_CONTENT_FIELDS)[number];

/**
 * A seller's info-page texts (spec §3 "Links content"): field name to text, any field missing.
 * @example LinksContentSchema.parse({ aboutShop: 'Family-run since 1998.' }) // { aboutShop: "Family-run since 1998." }
 */
export const LinksContentSchema = z.partialRecord(z.enum(LINKS_CONTENT_FIELDS), z.string());
/**
 * A seller's info-page texts as {@link LinksContentSchema} parses them (spec §3).
 * @example const texts: LinksContent = { aboutShop: 'Family-run since 1998.', returnPolicy: 'Returns within 30 days.' };
 */
export type LinksContent = z.infer<typeof LinksContentSchema>;

/**
 * The answer of GET /links-content/{sellerId} (spec §7 Seller); a missing `linksContent` reads as an empty
 * object.
 * @example LinksContentResponseSchema.parse({}) // { linksContent: {} }
 */
export const LinksContentResponseSchema = z.object({ linksContent: z._default(LinksContentSchema, {}) });
/**
 * A links content answer as {@link LinksContentResponseSchema} parses it.
 * @example const answer: LinksContentResponse = { linksContent: { deliveryInfo: 'Delivery in 2 to 4 working days.' } };
 */
export type LinksContentResponse = z.infer<typeof LinksContentResponseSchema>;

/**
 * The answer of GET /content/{tab} (spec §7 Seller): a map of tab name to text.
 * @example ContentResponseSchema.parse({ about: 'Souk hosts independent shops.' }) // { about: "Souk hosts independent shops." }
 */
export const ContentResponseSchema = z.record(z.string(), z.string());
/**
 * A content answer as {@link ContentResponseSchema} parses it.
 * @example const answer: ContentResponse = { about: 'Souk hosts independent shops.' };
 */
export type ContentResponse = z.infer<typeof ContentResponseSchema>;

/**
 * The body of POST /save-contact, the contact page's form (spec §2, §7): all fields required, with the
 * spec §5 messages ('Name is required', 'Email is required', 'Invalid email', 'Subject is required',
 * 'Message is required'); the name is at most 200 characters and the message at most 5000.
 * @example
 * ```ts
 * const sent = { name: 'Ama', email: 'ama', subject: 'Order 1042', message: 'Hi', sellerId: 's1' };
 * ContactMessageSchema.safeParse(sent).error?.issues[0]?.message; // "Invalid email"
 * ```
 * @example
 * ```ts
 * const message = ContactMessageSchema.parse({
 *   name: ' Ama Mensah ', email: 'ama@example.com', subject: 'Order 1042',
 *   message: 'When will it ship?', sellerId: 's1',
 * });
 * message.name; // "Ama Mensah"
 * ```
 */
export const ContactMessageSchema = z.object({
  name: requiredText(/*i18n*/ 'Name is required', 200),
  email: requiredEmail(/*i18n*/ 'Invalid email'),
  subject: requiredText(/*i18n*/ 'Subject is required'),
  message: requiredText(/*i18n*/ 'Message is required', 5000),
  sellerId: IdSchema,
});
/**
 * A contact message as {@link ContactMessageSchema} parses it (spec §3).
 * @example
 * ```ts
 * const message: ContactMessage = {
 *   name: 'Ama Mensah', email: 'ama@example.com', subject: 'Order 1042',
 *   message: 'When will it ship?', sellerId: 's1',
 * };
 * ```
 */
export type ContactMessage = z.infer<typeof ContactMessageSchema>;

/**
 * One shop of the portal's directory (GET /home/shops, an addition to spec §7 for the search portal).
 * @example ShopDirectoryEntrySchema.parse({ _id: 's1', name: 'tea-house', productCount: 12 }) // { _id: "s1", name: "tea-house", shopName: "", productCount: 12 }
 */
export const ShopDirectoryEntrySchema = z.object({
  _id: IdSchema,
  /** The shop's path name: the shop lives at `/{name}`. */
  name: z.string(),
  shopName: TextSchema,
  /** The shop's logo (support-info logo, else the seller image), if any. */
  logo: z.optional(z.nullable(z.string())),
  productCount: z.number().check(z.int(), z.nonnegative()),
});
/**
 * A directory entry as {@link ShopDirectoryEntrySchema} parses it.
 * @example const shop: ShopDirectoryEntry = { _id: 's1', name: 'tea-house', shopName: 'Tea House', logo: null, productCount: 12 };
 */
export type ShopDirectoryEntry = z.infer<typeof ShopDirectoryEntrySchema>;

/**
 * The answer of GET /home/shops, the search portal's shop directory: every shop, by shop name.
 * @example
 * ```ts
 * const shop = { _id: 's1', name: 'tea-house', shopName: 'Tea House', productCount: 12 };
 * ShopDirectoryResponseSchema.parse({ shops: [shop] }).shops.length; // 1
 * ```
 */
export const ShopDirectoryResponseSchema = z.object({
  shops: z.array(ShopDirectoryEntrySchema),
});
/**
 * A shop directory answer as {@link ShopDirectoryResponseSchema} parses it.
 * @example
 * ```ts
 * const answer: ShopDirectoryResponse = {
 *   shops: [{ _id: 's1', name: 'tea-house', shopName: 'Tea House', logo: null, productCount: 12 }],
 * };
 * ```
 */
export type ShopDirectoryResponse = z.infer<typeof ShopDirectoryResponseSchema>;
