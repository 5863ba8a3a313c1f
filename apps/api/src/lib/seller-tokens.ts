import { createHmac } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';

/** The seller account a seller token names. */
export interface TokenSellerAccount {
  /** The seller account id (`sub`). */
  id: string;
  sellerId: string;
  email: string;
}

const ISSUER = 'souk';
const AUDIENCE = 'souk-seller';
const TYPE = 'souk-seller+jwt';
const LIFETIME = '12h';

/**
 * Signs and verifies seller tokens. They are HS256 JWTs like customer tokens but signed with a key derived
 * from the JWT secret for sellers only, and carry their own `typ` and audience: a customer token never
 * verifies as a seller token, and a seller token never verifies as a customer token (see `tokens.ts`).
 */
export function createSellerTokenService(jwtSecret: string) {
  const key = createHmac('sha256', jwtSecret).update('souk seller tokens v1').digest();
  return {
    sign(account: TokenSellerAccount): Promise<string> {
      return new SignJWT({ sellerId: account.sellerId, email: account.email })
        .setProtectedHeader({ alg: 'HS256', typ: TYPE })
        .setSubject(account.id)
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(LIFETIME)
        .sign(key);
    },
    async verify(token: string): Promise<TokenSellerAccount | null> {
      try {
        const { payload } = await jwtVerify(token, key, {
          issuer: ISSUER,
          audience: AUDIENCE,
          typ: TYPE,
          algorithms: ['HS256'],
        });
        if (typeof payload.sub !== 'string' || typeof payload.sellerId !== 'string') return null;
        return {
          id: payload.sub,
          sellerId: payload.sellerId,
          email: typeof payload.email === 'string' ? payload.email : '',
        };
      } catch {
        return null;
      }
    },
  };
}
export type SellerTokenService = ReturnType<typeof createSellerTokenService>;
