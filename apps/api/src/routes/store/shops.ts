import {
  ContactMessageSchema,
  LinksContentResponseSchema,
  MessageResponseSchema,
  SellerByIdQuerySchema,
  SellerByNameQuerySchema,
  SellerLookupResponseSchema,
  ShopDirectoryResponseSchema,
  SocialMediaResponseSchema,
  SupportInfoResponseSchema,
} from '@souk/core';
import * as z from 'zod/mini';
import { SECURITY } from '../../plugins/openapi.js';
import {
  CONTACT_SENT_MESSAGE,
  findShopById,
  findShopByName,
  getShop,
  listShops,
  sendContactMessage,
  toSeller,
  toSellerIdentity,
} from '../../services/shops.js';
import type { App, Deps } from '../../types.js';

const SellerParams = z.object({ sellerId: z.string().check(z.minLength(1), z.maxLength(128)) });

/** The shop directory changes rarely: browsers and proxies may reuse it for a minute. */
export const SHOP_DIRECTORY_CACHE_CONTROL = 'public, max-age=60';

/** Seller calls of spec §7, and the portal's shop directory. */
export function shopRoutes(app: App, { db }: Deps): void {
  app.get(
    '/search-seller',
    {
      config: { publicCache: true },
      schema: {
        operationId: 'findSellerByName',
        summary: 'A shop by its name (case-insensitive); `seller` is null when there is none',
        tags: ['sellers'],
        security: SECURITY.public,
        querystring: SellerByNameQuerySchema,
        response: { 200: SellerLookupResponseSchema },
      },
    },
    async (request) => {
      const row = await findShopByName(db, request.query.name);
      return { seller: row ? toSellerIdentity(row) : null };
    },
  );

  app.get(
    '/search-seller-by-id',
    {
      config: { publicCache: true },
      schema: {
        operationId: 'findSellerById',
        summary: 'A shop by its id; `seller` is null when there is none',
        tags: ['sellers'],
        security: SECURITY.public,
        querystring: SellerByIdQuerySchema,
        response: { 200: SellerLookupResponseSchema },
      },
    },
    async (request) => {
      const row = await findShopById(db, request.query.id);
      return { seller: row ? toSellerIdentity(row) : null };
    },
  );

  app.get(
    '/home/shops',
    {
      config: { publicCache: true },
      schema: {
        operationId: 'listShops',
        summary: 'The directory of every shop, for the search portal',
        tags: ['sellers'],
        security: SECURITY.public,
        response: { 200: ShopDirectoryResponseSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', SHOP_DIRECTORY_CACHE_CONTROL);
      return { shops: await listShops(db) };
    },
  );

  app.get(
    '/get-support-info-by-seller/:sellerId',
    {
      config: { publicCache: true },
      schema: {
        operationId: 'getSupportInfo',
        summary: "A shop's support contact details and the shop itself",
        tags: ['sellers'],
        security: SECURITY.public,
        params: SellerParams,
        response: { 200: SupportInfoResponseSchema },
        errors: [404],
      },
    },
    async (request) => {
      const row = await getShop(db, request.params.sellerId);
      return {
        supportInfo: {
          mobileNo: row.supportPhone,
          email: row.supportEmail,
          address: row.supportAddress,
          logo: row.image,
          supportHours: row.supportHours,
        },
        seller: toSeller(row),
      };
    },
  );

  app.get(
    '/social-media/seller/:sellerId',
    {
      config: { publicCache: true },
      schema: {
        operationId: 'getSocialMedia',
        summary: "A shop's social network links",
        tags: ['sellers'],
        security: SECURITY.public,
        params: SellerParams,
        response: { 200: SocialMediaResponseSchema },
        errors: [404],
      },
    },
    async (request) => {
      const row = await getShop(db, request.params.sellerId);
      return { socialMedia: row.socialLinks };
    },
  );

  app.get(
    '/links-content/:sellerId',
    {
      config: { publicCache: true },
      schema: {
        operationId: 'getLinksContent',
        summary: "A shop's info-page texts (about, privacy, terms…)",
        tags: ['sellers'],
        security: SECURITY.public,
        params: SellerParams,
        response: { 200: LinksContentResponseSchema },
        errors: [404],
      },
    },
    async (request) => {
      const row = await getShop(db, request.params.sellerId);
      return { linksContent: row.linksContent };
    },
  );

  app.post(
    '/save-contact',
    {
      schema: {
        operationId: 'sendContactMessage',
        summary: 'Send a message to a shop from its contact page',
        tags: ['sellers'],
        security: SECURITY.public,
        body: ContactMessageSchema,
        response: { 200: MessageResponseSchema },
        errors: [404],
      },
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
    },
    async (request) => {
      await sendContactMessage(db, request.body);
      return { message: CONTACT_SENT_MESSAGE };
    },
  );
}
