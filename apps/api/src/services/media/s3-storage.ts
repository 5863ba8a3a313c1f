import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { assertMediaKey, contentTypeOfKey, type MediaStorage } from './media-storage.js';

/** An S3-compatible bucket (AWS S3, MinIO, R2, …): `S3_*` in the environment. */
export interface S3StorageConfig {
  bucket: string;
  /** The service's address; unset means AWS S3 of `region`. */
  endpoint: string | undefined;
  region: string;
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
  /** `https://host/bucket/key` rather than `https://bucket.host/key` (MinIO and most self-hosted services). */
  forcePathStyle: boolean;
  /** Key prefix inside the bucket, e.g. `media/`. */
  prefix?: string;
}

function notFound(error: unknown): boolean {
  if (error instanceof S3ServiceException) {
    return error.$metadata.httpStatusCode === 404 || error.name === 'NoSuchKey' || error.name === 'NotFound';
  }
  return false;
}

/** Media in an S3-compatible bucket, one object per key. */
export function createS3Storage(config: S3StorageConfig): MediaStorage {
  const client = new S3Client({
    region: config.region,
    forcePathStyle: config.forcePathStyle,
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
    ...(config.accessKeyId && config.secretAccessKey
      ? { credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey } }
      : {}),
    // objects are small buffers with a known length: no streaming checksum trailers (not every
    // S3-compatible service accepts them)
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const prefix = config.prefix ?? '';
  const objectKey = (key: string) => {
    assertMediaKey(key);
    return `${prefix}${key}`;
  };

  return {
    async put(key, body, contentType) {
      await client.send(
        new PutObjectCommand({
          Bucket: config.bucket,
          Key: objectKey(key),
          Body: body,
          ContentType: contentType,
          ContentLength: body.length,
        }),
      );
    },
    async get(key) {
      try {
        const answer = await client.send(
          new GetObjectCommand({ Bucket: config.bucket, Key: objectKey(key) }),
        );
        const body = Buffer.from((await answer.Body?.transformToByteArray()) ?? []);
        return { body, size: body.length, contentType: answer.ContentType ?? contentTypeOfKey(key) };
      } catch (error) {
        if (notFound(error)) return null;
        throw error;
      }
    },
    async head(key) {
      try {
        const answer = await client.send(
          new HeadObjectCommand({ Bucket: config.bucket, Key: objectKey(key) }),
        );
        return { size: answer.ContentLength ?? 0, contentType: answer.ContentType ?? contentTypeOfKey(key) };
      } catch (error) {
        if (notFound(error)) return null;
        throw error;
      }
    },
    async exists(key) {
      return (await this.head(key)) !== null;
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket: config.bucket, Key: objectKey(key) }));
    },
  };
}
