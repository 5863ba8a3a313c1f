import { jwtVerify, SignJWT } from 'jose';

export interface TokenCustomer {
  id: string;
  name: string;
  email: string;
}

const ISSUER = 'souk';
const LIFETIME = '7d';
export const TOKEN_COOKIE = 'souk_token';
export const TOKEN_MAX_AGE_SECONDS = 7 * 24 * 60 * 60;

/** Signs and verifies customer tokens (HS256 JWT; `id` mirrors `sub` for the client decoder, spec §3). */
export function createTokenService(secret: string) {
  const key = new TextEncoder().encode(secret);
  return {
    sign(customer: TokenCustomer): Promise<string> {
      return new SignJWT({ id: customer.id, name: customer.name, email: customer.email })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(customer.id)
        .setIssuer(ISSUER)
        .setIssuedAt()
        .setExpirationTime(LIFETIME)
        .sign(key);
    },
    async verify(token: string): Promise<TokenCustomer | null> {
      try {
        const { payload } = await jwtVerify(token, key, { issuer: ISSUER, algorithms: ['HS256'] });
        if (typeof payload.sub !== 'string') return null;
        return {
          id: payload.sub,
          name: typeof payload.name === 'string' ? payload.name : '',
          email: typeof payload.email === 'string' ? payload.email : '',
        };
      } catch {
        return null;
      }
    },
  };
}
export type TokenService = ReturnType<typeof createTokenService>;
