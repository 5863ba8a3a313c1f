/**
 * Where uploaded images live: one small interface over a key space of `{id}/{file}` objects, with a disk
 * implementation (the embedded default, `{DATA_DIR}/media`) and an S3-compatible one (`S3_BUCKET` set).
 * Objects are written once and never change (content addressed), so there is no update.
 */
export interface MediaStorage {
  /** Stores `body` under `key` (replacing any object there). */
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** The object's bytes, or `null` when there is none. */
  get(key: string): Promise<StoredObject | null>;
  /** The object's size and type without its bytes, or `null` when there is none. */
  head(key: string): Promise<StoredObjectInfo | null>;
  exists(key: string): Promise<boolean>;
  /** Removes the object; no error when there is none. */
  delete(key: string): Promise<void>;
}

export interface StoredObjectInfo {
  size: number;
  contentType: string;
}

export interface StoredObject extends StoredObjectInfo {
  body: Buffer;
}

/** `{segment}/{segment}…` of letters, digits, `.`, `_`, `-`; no empty, `.` or `..` segment. */
const KEY_SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9._-]{0,127}$/;

/** Thrown for a key outside the storage's key space (a bug in the caller: routes only pass checked keys). */
export class InvalidMediaKeyError extends Error {
  override readonly name = 'InvalidMediaKeyError';
}

/**
 * Refuses any key that could name something outside the storage root: absolute paths, `..`, backslashes,
 * empty segments, anything but plain file-name characters.
 * @example assertMediaKey('0123456789abcdef0123456789abcdef/640.webp') // ok
 * @example assertMediaKey('../etc/passwd') // throws
 */
export function assertMediaKey(key: string): void {
  const segments = key.split('/');
  if (
    key.length > 300 ||
    segments.length < 1 ||
    segments.length > 4 ||
    !segments.every((segment) => KEY_SEGMENT.test(segment) && segment !== '.' && !segment.startsWith('..'))
  ) {
    throw new InvalidMediaKeyError(`Invalid media key: ${JSON.stringify(key)}`);
  }
}

/** The content type of a stored file, by its extension (the storage's own files only). */
export function contentTypeOfKey(key: string): string {
  const extension = key.slice(key.lastIndexOf('.') + 1).toLowerCase();
  return CONTENT_TYPES[extension] ?? 'application/octet-stream';
}

const CONTENT_TYPES: Record<string, string> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpg: 'image/jpeg',
  png: 'image/png',
  svg: 'image/svg+xml',
};
