import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** The envelope's version tag: a new algorithm or key scheme gets a new one, and old values stay readable. */
const VERSION = 'v1';
const KEY_BYTES = 32;
const IV_BYTES = 12;
const TAG_BYTES = 16;

/**
 * What a secret is bound to (AES-GCM additional data): a value copied to another seller, method or field
 * no longer decrypts.
 */
export interface SecretContext {
  sellerId: string;
  method: string;
  field: string;
}

const aad = ({ sellerId, method, field }: SecretContext) =>
  Buffer.from(JSON.stringify([sellerId, method, field]), 'utf8');

/**
 * Reads a 32-byte key written as 64 hex digits or as base64 (standard or URL-safe); undefined for anything
 * else.
 * @example parseSecretsKey('00'.repeat(32))?.length // 32
 */
export function parseSecretsKey(text: string): Buffer | undefined {
  const value = text.trim();
  if (/^[0-9a-fA-F]{64}$/.test(value)) return Buffer.from(value, 'hex');
  if (/^[A-Za-z0-9+/_-]{43}=?$/.test(value)) {
    const key = Buffer.from(value.replace(/-/g, '+').replace(/_/g, '/'), 'base64');
    if (key.length === KEY_BYTES) return key;
  }
  return undefined;
}

/** True when `value` is an encrypted envelope (any version), not a legacy plaintext secret. */
export function isSealed(value: string): boolean {
  return /^v\d+:[A-Za-z0-9+/=]*:[A-Za-z0-9+/=]*:[A-Za-z0-9+/=]*$/.test(value);
}

/**
 * Encrypts one secret with AES-256-GCM: `v1:<iv b64>:<tag b64>:<ciphertext b64>`, a fresh random IV each time.
 * @example sealSecret(key, 'sk_test_123', { sellerId, method: 'stripe', field: 'secretKey' }) // "v1:…"
 */
export function sealSecret(key: Buffer, plaintext: string, context: SecretContext): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv, { authTagLength: TAG_BYTES });
  cipher.setAAD(aad(context));
  const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return [VERSION, iv, cipher.getAuthTag(), ciphertext].map((part) => part.toString('base64')).join(':');
}

/** Thrown when an envelope does not open: another key, another seller/method/field, or tampered bytes. */
export class SecretUnreadableError extends Error {
  override readonly name = 'SecretUnreadableError';
}

/**
 * Decrypts an envelope of `sealSecret` under the same key and context.
 * @throws SecretUnreadableError when the key, the context or the bytes differ from the sealing
 */
export function openSecret(key: Buffer, envelope: string, context: SecretContext): string {
  const [version, iv, tag, ciphertext] = envelope.split(':');
  if (version !== VERSION || iv === undefined || tag === undefined || ciphertext === undefined) {
    throw new SecretUnreadableError(`unknown secret envelope (${version ?? 'empty'})`);
  }
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64'), {
      authTagLength: TAG_BYTES,
    });
    decipher.setAAD(aad(context));
    decipher.setAuthTag(Buffer.from(tag, 'base64'));
    return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64')), decipher.final()]).toString(
      'utf8',
    );
  } catch {
    throw new SecretUnreadableError(
      `the ${context.method} ${context.field} of seller ${context.sellerId} does not decrypt under SECRETS_KEY`,
    );
  }
}

/** The secrets key of the embedded default: generated once and kept in the data folder, like the JWT secret. */
export function embeddedSecretsKey(dataDir: string): Buffer {
  const file = join(dataDir, 'secrets-key');
  try {
    const existing = parseSecretsKey(readFileSync(file, 'utf8'));
    if (existing) return existing;
  } catch {
    // first start: generate below
  }
  mkdirSync(dataDir, { recursive: true });
  const key = randomBytes(KEY_BYTES);
  writeFileSync(file, key.toString('base64'), { mode: 0o600 });
  return key;
}
