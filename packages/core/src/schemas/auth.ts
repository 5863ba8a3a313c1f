import * as z from 'zod/mini';

const email = z
  .string({ error: 'Email is required' })
  .check(
    z.trim(),
    z.toLowerCase(),
    z.minLength(1, { error: 'Email is required' }),
    z.maxLength(320),
    z.regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, { error: 'Please enter a valid email' }),
  );

/** POST /customer/customer-register body. */
export const RegisterBodySchema = z.object({
  name: z
    .string({ error: 'Name is required' })
    .check(z.trim(), z.minLength(1, { error: 'Name is required' }), z.maxLength(100)),
  email,
  password: z
    .string({ error: 'Password is required' })
    .check(
      z.minLength(8, { error: 'Password must be at least 8 characters long' }),
      z.maxLength(200, { error: 'Password is too long' }),
    ),
});
export type RegisterBody = z.input<typeof RegisterBodySchema>;

/** POST /customer/customer-login body. */
export const LoginBodySchema = z.object({
  email,
  password: z
    .string({ error: 'Password is required' })
    .check(z.minLength(1, { error: 'Password is required' }), z.maxLength(200)),
});
export type LoginBody = z.input<typeof LoginBodySchema>;

/** Response of register and login: the customer token, stored by the client. */
export const AuthResponseSchema = z.object({ token: z.string().check(z.minLength(1)), message: z.string() });
export type AuthResponse = z.infer<typeof AuthResponseSchema>;

/** The customer a token names (spec §3 "Customer (decoded from token)"). */
export const CustomerSchema = z.object({
  id: z.string().check(z.minLength(1)),
  name: z.string(),
  email: z.optional(z.string()),
});
export type Customer = z.infer<typeof CustomerSchema>;
