import * as z from 'zod/mini';

/**
 * The password rules every account shares (customers and sellers): register's, a password change's and a
 * reset's, and the reset link's texts. The seller console's names (`SELLER_PASSWORD_TOO_SHORT`…) are these.
 */

const PASSWORD_MIN = 8;
/**
 * The refusal {@link NewPasswordSchema} gives for a password under 8 characters: 'Password must be at least
 * 8 characters long'.
 * @example PASSWORD_TOO_SHORT // "Password must be at least 8 characters long"
 */
export const PASSWORD_TOO_SHORT = `Password must be at least ${PASSWORD_MIN} characters long`;

/**
 * A password being chosen: at least 8 characters (register's rule), at most 200.
 * @example
 * ```ts
 * NewPasswordSchema.safeParse('abc123').error?.issues[0]?.message
 * // "Password must be at least 8 characters long"
 * ```
 */
export const NewPasswordSchema = z
  .string({ error: /*i18n*/ 'Password is required' })
  .check(
    z.minLength(PASSWORD_MIN, { error: PASSWORD_TOO_SHORT }),
    z.maxLength(200, { error: /*i18n*/ 'Password is too long' }),
  );

/**
 * A new password typed twice that differs (the second field of a reset or change screen).
 * @example PASSWORDS_DIFFER // "Passwords do not match"
 */
export const PASSWORDS_DIFFER = /*i18n*/ 'Passwords do not match';

/**
 * The minutes a password reset link stays valid.
 * @example PASSWORD_RESET_MINUTES // 30
 */
export const PASSWORD_RESET_MINUTES = 30;

/**
 * A reset confirmation's refusal (400, after `token: `): a forged, used or expired link.
 * @example RESET_LINK_INVALID // "Reset link is invalid or has expired"
 */
export const RESET_LINK_INVALID = /*i18n*/ 'Reset link is invalid or has expired';

/**
 * A password reset confirmation body (seller's or customer's): the mailed link's token and the new password.
 * @example
 * ```ts
 * const body = { token: '', password: 'correct horse' };
 * ConfirmPasswordResetBodySchema.safeParse(body).error?.issues[0]?.message
 * // "must be the token of a reset link"
 * ```
 */
export const ConfirmPasswordResetBodySchema = z.object({
  token: z
    .string({ error: 'must be the token of a reset link' })
    .check(z.minLength(1, { error: 'must be the token of a reset link' }), z.maxLength(300)),
  password: NewPasswordSchema,
});
/**
 * A password reset confirmation body as a caller may send it, before {@link ConfirmPasswordResetBodySchema}
 * checks it.
 * @example
 * ```ts
 * const body: ConfirmPasswordResetBody = { token: '9f86d081884c7d65', password: 'correct horse battery' };
 * ```
 */
export type ConfirmPasswordResetBody = z.input<typeof ConfirmPasswordResetBodySchema>;
