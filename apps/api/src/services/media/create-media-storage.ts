import type { MediaConfig } from '../../config.js';
import { createDiskStorage } from './disk-storage.js';
import type { MediaStorage } from './media-storage.js';
import { createS3Storage } from './s3-storage.js';

/** The configured storage: the S3-compatible bucket when `S3_BUCKET` is set, else the disk. */
export function createMediaStorage(config: MediaConfig): MediaStorage {
  if (config.s3) return createS3Storage({ ...config.s3, prefix: config.s3.prefix ?? '' });
  return createDiskStorage(config.dir);
}
