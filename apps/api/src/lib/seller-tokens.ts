import { createHmac } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';

/** The seller account a seller token names. */
export interface TokenSellerAccount {
  /** The seller account id (`sub`). */
  id: string;
  sellerId: string;
  email: string;
}

/** A seller signed in through one session: the token's account and the session (`sid`) it belongs to. */
export interface SignedInSeller extends TokenSellerAccount {
  /** The `seller_sessions` row the token was issued for; the token counts only while it is live. */
  sessionId: string;
}

const ISSUER = 'souk';
const AUDIENCE = 'souk-seller';
const TYPE = 'souk-seller+jwt';
/** How long a seller stays signed in: the session's `expiresAt` and the token's `exp` alike. */
export const SELLER_SESSION_HOURS = 12;

/**
 * Signs and verifies seller tokens. They are HS256 JWTs like customer tokens but signed with a key derived
 * from the JWT secret for sellers only, and carry their own `typ` and audience: a customer token never
 * verifies as a seller token, and a seller token never verifies as a customer token (see `tokens.ts`).
 * Each names its server-side session (`sid`); a valid signature alone signs nobody in (the seller area
 * also needs the session live, `plugins/seller-auth.ts`), so signing out ends a token before it expires.
 */
export function createSellerTokenService(jwtSecret: string) {
  const key = createHmac('sha256', jwtSecret).update('souk seller tokens v1').digest();
  return {
    sign(seller: SignedInSeller): Promise<string> {
      return new SignJWT({ sellerId: seller.sellerId, email: seller.email, sid: seller.sessionId })
        .setProtectedHeader({ alg: 'HS256', typ: TYPE })
        .setSubject(seller.id)
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(`${SELLER_SESSION_HOURS}h`)
        .sign(key);
    },
    async verify(token: string): Promise<SignedInSeller | null> {
      try {
        const { payload } = await jwtVerify(token, key, {
          issuer: ISSUER,
          audience: AUDIENCE,
          typ: TYPE,
          algorithms: ['HS256'],
        });
        const { sub, sellerId, sid, email } = payload;
        // a token from before sessions (no `sid`) names no session: it signs nobody in
        if (typeof sub !== 'string' || typeof sellerId !== 'string' || typeof sid !== 'string') return null;
        return { id: sub, sellerId, email: typeof email === 'string' ? email : '', sessionId: sid };
      } catch {
        return null;
      }
    },
  };
}
export type SellerTokenService = ReturnType<typeof createSellerTokenService>;
