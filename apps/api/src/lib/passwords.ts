import { hash, verify } from '@node-rs/argon2';

/** argon2id (the library's default algorithm) with its defaults, 19 MiB and 2 passes: the OWASP minimum. */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

let unknownAccountHash: Promise<string> | undefined;

/**
 * Checks a password against an account's hash. With no account (`null`) it still verifies against a real
 * hash and answers false, so an unknown email takes as long as a wrong password.
 */
export async function passwordMatches(passwordHash: string | null, password: string): Promise<boolean> {
  unknownAccountHash ??= hashPassword('no account has this password');
  try {
    const matches = await verify(passwordHash ?? (await unknownAccountHash), password);
    return passwordHash !== null && matches;
  } catch {
    return false;
  }
}
