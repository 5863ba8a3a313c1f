import * as z from 'zod/mini';
import { DEFAULT_CURRENCY } from '../pricing/money.js';
import { IdSchema, requiredEmail, requiredText, TextSchema } from './common.js';

export const SupportSchema = z.object({
  email: z.optional(z.string()),
  mobileNo: z.optional(z.string()),
  supportHours: z.optional(z.string()),
  address: z.optional(z.string()),
});
export type Support = z.infer<typeof SupportSchema>;

/** Seller (spec §3). */
export const SellerSchema = z.object({
  _id: IdSchema,
  name: z.string(),
  image: z.optional(z.string()),
  countryCode: z.optional(z.string()),
  currency: z._default(z.string(), DEFAULT_CURRENCY),
  shopInfo: z._default(z.object({ shopName: TextSchema }), { shopName: '' }),
  support: z._default(SupportSchema, {}),
});
export type Seller = z.infer<typeof SellerSchema>;

/** The identity a shop lookup returns: `{ id, name }` (`_id` accepted too). */
export const SellerIdentitySchema = z.pipe(
  z.object({ id: z.optional(z.string()), _id: z.optional(z.string()), name: z.string() }),
  z.transform(({ id, _id, name }) => ({ id: id ?? _id ?? '', name })),
);
export type SellerIdentity = z.infer<typeof SellerIdentitySchema>;

/** GET /search-seller?name= and /search-seller-by-id?id=: `seller` is null when no such shop. */
export const SellerLookupResponseSchema = z.object({
  seller: z._default(z.nullable(SellerIdentitySchema), null),
});
export type SellerLookupResponse = z.infer<typeof SellerLookupResponseSchema>;

export const SellerByNameQuerySchema = z.object({
  name: z.string().check(z.trim(), z.minLength(1), z.maxLength(100)),
});
export const SellerByIdQuerySchema = z.object({ id: IdSchema });

/** GET /get-support-info-by-seller/{sellerId} */
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
export type SupportInfoResponse = z.infer<typeof SupportInfoResponseSchema>;

/** Social networks a seller may link (spec §2 footer). */
export const SOCIAL_NETWORKS = [
  'facebook',
  'twitter',
  'linkedin',
  'github',
  'instagram',
  'youtube',
  'whatsapp',
] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

export const SocialMediaSchema = z.partialRecord(z.enum(SOCIAL_NETWORKS), z.string());
export type SocialMedia = z.infer<typeof SocialMediaSchema>;

/** GET /social-media/seller/{sellerId} */
export const SocialMediaResponseSchema = z.object({ socialMedia: z._default(SocialMediaSchema, {}) });
export type SocialMediaResponse = z.infer<typeof SocialMediaResponseSchema>;

/** Info-page content of a seller (spec §3 "Links content"). */
export const LINKS_CONTENT_FIELDS = [
  'aboutShop',
  'deliveryInfo',
  'privacyPolicy',
  'termsAndConditions',
  'shippingPolicy',
  'returnPolicy',
  'blogs',
] as const;
export type LinksContentField = (typeof LINKS_CONTENT_FIELDS)[number];

export const LinksContentSchema = z.partialRecord(z.enum(LINKS_CONTENT_FIELDS), z.string());
export type LinksContent = z.infer<typeof LinksContentSchema>;

/** GET /links-content/{sellerId} */
export const LinksContentResponseSchema = z.object({ linksContent: z._default(LinksContentSchema, {}) });
export type LinksContentResponse = z.infer<typeof LinksContentResponseSchema>;

/** GET /content/{tab}: tab name → text. */
export const ContentResponseSchema = z.record(z.string(), z.string());
export type ContentResponse = z.infer<typeof ContentResponseSchema>;

/** POST /save-contact body (spec §5 contact form messages). */
export const ContactMessageSchema = z.object({
  name: requiredText('Name is required', 200),
  email: requiredEmail('Invalid email'),
  subject: requiredText('Subject is required'),
  message: requiredText('Message is required', 5000),
  sellerId: IdSchema,
});
export type ContactMessage = z.infer<typeof ContactMessageSchema>;

/** One shop of the portal's directory (GET /home/shops, an addition to spec §7 for the search portal). */
export const ShopDirectoryEntrySchema = z.object({
  _id: IdSchema,
  /** The shop's path name: the shop lives at `/{name}`. */
  name: z.string(),
  shopName: TextSchema,
  /** The shop's logo (support-info logo, else the seller image), if any. */
  logo: z.optional(z.nullable(z.string())),
  productCount: z.number().check(z.int(), z.nonnegative()),
});
export type ShopDirectoryEntry = z.infer<typeof ShopDirectoryEntrySchema>;

/** GET /home/shops: every shop, by shop name. */
export const ShopDirectoryResponseSchema = z.object({
  shops: z.array(ShopDirectoryEntrySchema),
});
export type ShopDirectoryResponse = z.infer<typeof ShopDirectoryResponseSchema>;
