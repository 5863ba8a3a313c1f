/**
 * The zod/mini schemas of every wire object of the Souk API (spec §3 data shapes, §7 calls) and their
 * TypeScript types: request bodies and queries the server validates, answers the client parses, and the
 * seller console's forms. Defaults fill what the spec lets a client leave out; messages are the spec's.
 * Depends on zod (`zod/mini`, tree-shakable: a bundle keeps only the schemas it uses).
 *
 * @example
 * ```ts
 * import { ShippingInfoSchema } from '@souk/core/schemas';
 * const result = ShippingInfoSchema.safeParse({ name: 'Ama' });
 * result.success; // false: the other shipping fields are required (spec §5)
 * ```
 *
 * @module @souk/core/schemas
 */
export * from './auth.js';
export * from './cart.js';
export * from './catalogue.js';
export * from './common.js';
export * from './csp-report.js';
export * from './media-upload.js';
export * from './order.js';
export * from './password.js';
export * from './payment.js';
export * from './product.js';
export * from './product-csv.js';
export * from './review.js';
export * from './seller.js';
export * from './seller-catalogue.js';
export * from './seller-console.js';
export * from './seller-payment-settings.js';
export * from './seller-signup.js';
export * from './shipping.js';
export * from './vitals.js';
