import { createHash, createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for an S3-compatible object store (https://docs.aws.amazon.com/AmazonS3/latest/API/),
 * enough for the media storage: PutObject, GetObject, HeadObject and DeleteObject on path-style addresses
 * (`http://host/{bucket}/{key}`), one bucket. Every request must carry an AWS Signature Version 4
 * `Authorization` header made with the configured key: the fake recomputes the signature from the canonical
 * request and answers 403 `SignatureDoesNotMatch` (or `InvalidAccessKeyId`) otherwise, and checks a signed
 * `x-amz-content-sha256` against the body. Errors are S3's XML error documents with S3's status codes.
 */
export interface S3Fake {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Stored objects by key. */
  objects: Map<string, { body: Buffer; contentType: string }>;
  /** Every request seen, with whether its signature was valid. */
  requests: { method: string; path: string; signed: boolean }[];
  close(): Promise<void>;
}

const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest();

function readBody(request: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

function errorXml(response: ServerResponse, status: number, code: string, message: string, head = false) {
  response.writeHead(status, { 'content-type': 'application/xml' });
  response.end(
    head
      ? undefined
      : `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${message}</Message></Error>`,
  );
}

interface SignatureCheck {
  ok: boolean;
  code?: 'InvalidAccessKeyId' | 'SignatureDoesNotMatch' | 'AccessDenied';
}

/** Recomputes the request's SigV4 signature (header form) with the fake's key. */
function checkSignature(
  request: IncomingMessage,
  body: Buffer,
  keys: { accessKeyId: string; secretAccessKey: string; region: string },
): SignatureCheck {
  const authorization = request.headers.authorization ?? '';
  const match =
    /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, ?SignedHeaders=([a-z0-9;-]+), ?Signature=([0-9a-f]{64})$/.exec(
      authorization,
    );
  if (!match) return { ok: false, code: 'AccessDenied' };
  const [, accessKeyId, date, region, signedHeaderList, signature] = match as unknown as string[];
  if (accessKeyId !== keys.accessKeyId) return { ok: false, code: 'InvalidAccessKeyId' };
  if (region !== keys.region) return { ok: false, code: 'SignatureDoesNotMatch' };
  const amzDate = String(request.headers['x-amz-date'] ?? '');
  if (!amzDate.startsWith(date as string)) return { ok: false, code: 'SignatureDoesNotMatch' };
  const signedHeaders = (signedHeaderList as string).split(';');
  if (!signedHeaders.includes('host') || !signedHeaders.includes('x-amz-content-sha256')) {
    return { ok: false, code: 'SignatureDoesNotMatch' };
  }
  const payloadHash = String(request.headers['x-amz-content-sha256'] ?? '');
  if (payloadHash !== 'UNSIGNED-PAYLOAD' && payloadHash !== sha256(body)) {
    return { ok: false, code: 'SignatureDoesNotMatch' };
  }
  const url = request.url ?? '/';
  const queryStart = url.indexOf('?');
  const path = queryStart === -1 ? url : url.slice(0, queryStart);
  const query = queryStart === -1 ? '' : url.slice(queryStart + 1);
  const canonicalQuery = query
    .split('&')
    .filter(Boolean)
    .map((pair) => (pair.includes('=') ? pair : `${pair}=`))
    .sort()
    .join('&');
  const canonicalHeaders = signedHeaders
    .map((name) => {
      const value = request.headers[name];
      const text = Array.isArray(value) ? value.join(',') : (value ?? '');
      return `${name}:${text.trim().replace(/\s+/g, ' ')}\n`;
    })
    .join('');
  const canonicalRequest = [
    request.method,
    path,
    canonicalQuery,
    canonicalHeaders,
    signedHeaderList,
    payloadHash,
  ].join('\n');
  const scope = `${date}/${region}/s3/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256(canonicalRequest)].join('\n');
  let key = hmac(`AWS4${keys.secretAccessKey}`, date as string);
  key = hmac(key, region as string);
  key = hmac(key, 's3');
  key = hmac(key, 'aws4_request');
  const expected = createHmac('sha256', key).update(stringToSign).digest('hex');
  return expected === signature ? { ok: true } : { ok: false, code: 'SignatureDoesNotMatch' };
}

/** Starts the fake on a free local port. */
export async function startS3Fake(
  options: { bucket?: string; region?: string; accessKeyId?: string; secretAccessKey?: string } = {},
): Promise<S3Fake> {
  const bucket = options.bucket ?? 'souk-media';
  const region = options.region ?? 'us-east-1';
  const accessKeyId = options.accessKeyId ?? 'AKIAFAKEMEDIA0000001';
  const secretAccessKey = options.secretAccessKey ?? 'fake-secret-key-for-the-media-tests-0001';
  const objects: S3Fake['objects'] = new Map();
  const requests: S3Fake['requests'] = [];

  const server = createServer(async (request, response) => {
    const body = await readBody(request);
    const head = request.method === 'HEAD';
    const url = new URL(request.url ?? '/', 'http://fake');
    const [, bucketName, ...rest] = url.pathname.split('/');
    const signature = checkSignature(request, body, { accessKeyId, secretAccessKey, region });
    requests.push({ method: request.method ?? '', path: url.pathname, signed: signature.ok });
    if (!signature.ok) {
      const status = signature.code === 'AccessDenied' ? 403 : 403;
      return errorXml(response, status, signature.code ?? 'AccessDenied', 'Request refused', head);
    }
    if (bucketName !== bucket) return errorXml(response, 404, 'NoSuchBucket', 'No such bucket', head);
    const key = rest.map((part) => decodeURIComponent(part)).join('/');
    if (!key) return errorXml(response, 400, 'InvalidRequest', 'Bucket operations are not supported', head);

    switch (request.method) {
      case 'PUT': {
        const contentType = String(request.headers['content-type'] ?? 'binary/octet-stream');
        objects.set(key, { body, contentType });
        response.writeHead(200, { etag: `"${createHash('md5').update(body).digest('hex')}"` });
        return response.end();
      }
      case 'GET':
      case 'HEAD': {
        const object = objects.get(key);
        if (!object) return errorXml(response, 404, 'NoSuchKey', 'The specified key does not exist.', head);
        response.writeHead(200, {
          'content-type': object.contentType,
          'content-length': String(object.body.length),
          etag: `"${createHash('md5').update(object.body).digest('hex')}"`,
        });
        return response.end(head ? undefined : object.body);
      }
      case 'DELETE':
        objects.delete(key);
        response.writeHead(204);
        return response.end();
      default:
        return errorXml(response, 405, 'MethodNotAllowed', 'Method not allowed', head);
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    region,
    accessKeyId,
    secretAccessKey,
    objects,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
