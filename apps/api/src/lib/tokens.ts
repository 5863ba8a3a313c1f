import { jwtVerify, SignJWT } from 'jose';

export interface TokenCustomer {
  id: string;
  name: string;
  email: string;
}

/** A customer signed in through one session: the token's customer and the session (`sid`) it belongs to. */
export interface SignedInCustomer extends TokenCustomer {
  /** The `customer_sessions` row the token was issued for; the token counts only while it is live. */
  sessionId: string;
}

const ISSUER = 'souk';
/** How long a customer stays signed in: the session's `expiresAt` and the token's `exp` alike. */
export const CUSTOMER_SESSION_DAYS = 7;
export const TOKEN_MAX_AGE_SECONDS = CUSTOMER_SESSION_DAYS * 24 * 60 * 60;

/** The session cookie over plain http (development, tests). */
export const TOKEN_COOKIE = 'souk_token';
/**
 * The session cookie when PUBLIC_URL is https: the `__Host-` prefix makes the browser take it only when it
 * is `Secure`, has `Path=/` and no `Domain`, so no subdomain or plain-http page can set or shadow it.
 */
export const SECURE_TOKEN_COOKIE = `__Host-${TOKEN_COOKIE}`;

/** The session cookie's name and attributes (`config.secureCookies`: PUBLIC_URL is https). */
export function tokenCookie(secure: boolean) {
  return {
    name: secure ? SECURE_TOKEN_COOKIE : TOKEN_COOKIE,
    options: { httpOnly: true, sameSite: 'lax', secure, path: '/' } as const,
  };
}

/**
 * Signs and verifies customer tokens (HS256 JWT; `id` mirrors `sub` for the client decoder, spec §3). Each
 * names its server-side session (`sid`); a valid signature alone signs nobody in (`plugins/identity.ts`
 * also needs the session live), so signing out ends a token before it expires.
 */
export function createTokenService(secret: string) {
  const key = new TextEncoder().encode(secret);
  return {
    sign(customer: SignedInCustomer): Promise<string> {
      return new SignJWT({
        id: customer.id,
        name: customer.name,
        email: customer.email,
        sid: customer.sessionId,
      })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(customer.id)
        .setIssuer(ISSUER)
        .setIssuedAt()
        .setExpirationTime(`${CUSTOMER_SESSION_DAYS}d`)
        .sign(key);
    },
    async verify(token: string): Promise<SignedInCustomer | null> {
      try {
        const { payload } = await jwtVerify(token, key, { issuer: ISSUER, algorithms: ['HS256'] });
        // a token from before sessions (no `sid`) names no session: it signs nobody in
        if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string') return null;
        return {
          id: payload.sub,
          name: typeof payload.name === 'string' ? payload.name : '',
          email: typeof payload.email === 'string' ? payload.email : '',
          sessionId: payload.sid,
        };
      } catch {
        return null;
      }
    },
  };
}
export type TokenService = ReturnType<typeof createTokenService>;
