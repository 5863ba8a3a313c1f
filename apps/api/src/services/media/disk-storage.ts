import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, resolve, sep } from 'node:path';
import {
  assertMediaKey,
  contentTypeOfKey,
  InvalidMediaKeyError,
  type MediaStorage,
} from './media-storage.js';

/** Media on the local disk under `root` (`{DATA_DIR}/media` by default): one file per key. */
export function createDiskStorage(root: string): MediaStorage {
  const base = resolve(root);
  const pathOf = (key: string) => {
    assertMediaKey(key);
    const path = resolve(base, key);
    // belt and braces: the key check already refuses `..` and absolute paths
    if (!path.startsWith(base + sep)) throw new InvalidMediaKeyError(`Invalid media key: ${key}`);
    return path;
  };
  const missing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

  return {
    async put(key, body) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      // write then rename: a reader never sees half a file
      const temporary = `${path}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
      await writeFile(temporary, body);
      await rename(temporary, path);
    },
    async get(key) {
      try {
        const body = await readFile(pathOf(key));
        return { body, size: body.length, contentType: contentTypeOfKey(key) };
      } catch (error) {
        if (missing(error)) return null;
        throw error;
      }
    },
    async head(key) {
      try {
        const info = await stat(pathOf(key));
        return info.isFile() ? { size: info.size, contentType: contentTypeOfKey(key) } : null;
      } catch (error) {
        if (missing(error)) return null;
        throw error;
      }
    },
    async exists(key) {
      return (await this.head(key)) !== null;
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}
