import * as z from 'zod/mini';
import { ConfirmPasswordResetBodySchema, NewPasswordSchema } from './password.js';

const email = z
  .string({ error: /*i18n*/ 'Email is required' })
  .check(
    z.trim(),
    z.toLowerCase(),
    z.minLength(1, { error: /*i18n*/ 'Email is required' }),
    z.maxLength(320),
    z.regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, { error: /*i18n*/ 'Please enter a valid email' }),
  );

/**
 * POST /customer/customer-register body.
 * @example RegisterBodySchema.parse({ name: ' Amina ', email: 'Amina@Example.com', password: 'green tea 42' }) // { name: 'Amina', email: 'amina@example.com', password: 'green tea 42' }
 * @example RegisterBodySchema.safeParse({ name: 'Amina', email: 'amina@example.com', password: 'tea' }).error?.issues[0]?.message // "Password must be at least 8 characters long"
 */
export const RegisterBodySchema = z.object({
  name: z
    .string({ error: /*i18n*/ 'Name is required' })
    .check(z.trim(), z.minLength(1, { error: /*i18n*/ 'Name is required' }), z.maxLength(100)),
  email,
  password: NewPasswordSchema,
});
/**
 * A register body as a caller may send it, before {@link RegisterBodySchema} trims and checks it.
 * @example
 * ```ts
 * const body: RegisterBody = { name: 'Amina', email: 'amina@example.com', password: 'green tea 42' };
 * ```
 */
export type RegisterBody = z.input<typeof RegisterBodySchema>;

/**
 * POST /customer/customer-login body.
 * @example LoginBodySchema.safeParse({ email: 'amina@example', password: 'green tea 42' }).error?.issues[0]?.message // "Please enter a valid email"
 */
export const LoginBodySchema = z.object({
  email,
  password: z
    .string({ error: /*i18n*/ 'Password is required' })
    .check(z.minLength(1, { error: /*i18n*/ 'Password is required' }), z.maxLength(200)),
});
/**
 * A login body as a caller may send it, before {@link LoginBodySchema} trims and checks it.
 * @example
 * ```ts
 * const body: LoginBody = { email: 'amina@example.com', password: 'green tea 42' };
 * ```
 */
export type LoginBody = z.input<typeof LoginBodySchema>;

/**
 * Response of register and login: the customer token, stored by the client.
 * @example AuthResponseSchema.parse({ token: 'eyJhbGciOiJIUzI1NiJ9.e30.c2ln', message: 'Login successful' }).message // "Login successful"
 */
export const AuthResponseSchema = z.object({ token: z.string().check(z.minLength(1)), message: z.string() });
/**
 * The register or login answer as {@link AuthResponseSchema} parses it (spec §7 Auth).
 * @example
 * ```ts
 * const answer: AuthResponse = { token: 'eyJhbGciOiJIUzI1NiJ9.e30.c2ln', message: 'Registration successful' };
 * ```
 */
export type AuthResponse = z.infer<typeof AuthResponseSchema>;

/**
 * The customer a token names (spec §3 "Customer (decoded from token)").
 * @example CustomerSchema.parse({ id: 'c1', name: 'Amina' }) // { id: 'c1', name: 'Amina' }
 * @example CustomerSchema.safeParse({ id: '', name: 'Amina' }).success // false
 */
export const CustomerSchema = z.object({
  id: z.string().check(z.minLength(1)),
  name: z.string(),
  email: z.optional(z.string()),
});
/**
 * A signed-in customer as {@link CustomerSchema} parses it (spec §3).
 * @example
 * ```ts
 * const customer: Customer = { id: 'c1', name: 'Amina', email: 'amina@example.com' };
 * ```
 */
export type Customer = z.infer<typeof CustomerSchema>;

/**
 * POST /customer/password-reset answer: the same whether the address has an account or not, so the call
 * tells nobody which addresses do.
 * @example CUSTOMER_PASSWORD_RESET_REQUESTED // "If an account exists for that email, a reset link is on its way."
 */
export const CUSTOMER_PASSWORD_RESET_REQUESTED =
  /*i18n*/ 'If an account exists for that email, a reset link is on its way.';

/**
 * POST /customer/password-reset/confirm answer.
 * @example CUSTOMER_PASSWORD_RESET_DONE // "Password reset. Please sign in with your new password."
 */
export const CUSTOMER_PASSWORD_RESET_DONE = /*i18n*/ 'Password reset. Please sign in with your new password.';

/**
 * POST /customer/password-reset body: the shopper's address and the shop they asked from (its path name),
 * whose pages the mailed link leads back to.
 * @example RequestCustomerPasswordResetBodySchema.parse({ email: ' Amina@Example.com', sellerName: 'tea-house' }) // { email: 'amina@example.com', sellerName: 'tea-house' }
 * @example RequestCustomerPasswordResetBodySchema.safeParse({ email: 'amina@example.com' }).error?.issues[0]?.message // "must be the name of a shop"
 */
export const RequestCustomerPasswordResetBodySchema = z.object({
  email,
  sellerName: z
    .string({ error: 'must be the name of a shop' })
    .check(z.trim(), z.minLength(1, { error: 'must be the name of a shop' }), z.maxLength(128)),
});
/**
 * A customer password reset request as a caller may send it, before
 * {@link RequestCustomerPasswordResetBodySchema} trims and checks it.
 * @example
 * ```ts
 * const body: RequestCustomerPasswordResetBody = { email: 'amina@example.com', sellerName: 'tea-house' };
 * ```
 */
export type RequestCustomerPasswordResetBody = z.input<typeof RequestCustomerPasswordResetBodySchema>;

/**
 * POST /customer/password-reset/confirm body: the mailed link's token and the new password, by register's
 * rules (as the seller's reset).
 * @example ConfirmCustomerPasswordResetBodySchema.safeParse({ token: 'k3Jx9q', password: 'tea' }).error?.issues[0]?.message // "Password must be at least 8 characters long"
 */
export const ConfirmCustomerPasswordResetBodySchema = ConfirmPasswordResetBodySchema;
/**
 * A customer password reset confirmation as a caller may send it, before
 * {@link ConfirmCustomerPasswordResetBodySchema} checks it.
 * @example
 * ```ts
 * const body: ConfirmCustomerPasswordResetBody = { token: 'k3Jx9q', password: 'green tea 42' };
 * ```
 */
export type ConfirmCustomerPasswordResetBody = z.input<typeof ConfirmCustomerPasswordResetBodySchema>;

/**
 * POST /customer/change-password body: the signed-in customer's current password and a new one by
 * register's rules. Every other session of the customer ends; the one making the call stays signed in.
 * @example ChangeCustomerPasswordBodySchema.safeParse({ newPassword: 'green tea 42' }).error?.issues[0]?.message // "Current password is required"
 */
export const ChangeCustomerPasswordBodySchema = z.object({
  currentPassword: z
    .string({ error: /*i18n*/ 'Current password is required' })
    .check(z.minLength(1, { error: /*i18n*/ 'Current password is required' }), z.maxLength(200)),
  newPassword: NewPasswordSchema,
});
/**
 * A customer password change as a caller may send it, before {@link ChangeCustomerPasswordBodySchema}
 * checks it.
 * @example
 * ```ts
 * const body: ChangeCustomerPasswordBody = { currentPassword: 'green tea 42', newPassword: 'black tea 43' };
 * ```
 */
export type ChangeCustomerPasswordBody = z.input<typeof ChangeCustomerPasswordBodySchema>;

/**
 * POST /customer/change-password refusal (400, after `currentPassword: `) when the current password is wrong.
 * @example CUSTOMER_CURRENT_PASSWORD_INCORRECT // "Current password is incorrect"
 */
export const CUSTOMER_CURRENT_PASSWORD_INCORRECT = /*i18n*/ 'Current password is incorrect';

/**
 * POST /customer/change-password answer.
 * @example CUSTOMER_PASSWORD_CHANGED // "Password changed. You were signed out on your other devices."
 */
export const CUSTOMER_PASSWORD_CHANGED =
  /*i18n*/ 'Password changed. You were signed out on your other devices.';

/**
 * POST /customer/logout answer.
 * @example CUSTOMER_LOGGED_OUT // "Logged out"
 */
export const CUSTOMER_LOGGED_OUT = 'Logged out';

/**
 * POST /customer/logout-everywhere answer: every session of the customer ended, this one included.
 * @example CUSTOMER_LOGGED_OUT_EVERYWHERE // "Signed out of all devices"
 */
export const CUSTOMER_LOGGED_OUT_EVERYWHERE = 'Signed out of all devices';
