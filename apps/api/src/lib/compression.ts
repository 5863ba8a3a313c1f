import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync, type ZlibOptions } from 'node:zlib';

export type Encoding = 'br' | 'gzip';

/** The encoding an answer is sent in: Brotli when the client takes it, else gzip, else none. */
export function pickEncoding(acceptEncoding: string | string[] | undefined): Encoding | null {
  const accepted = String(acceptEncoding ?? '');
  if (/\bbr\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted)) return 'gzip';
  return null;
}

/** Settings for bodies compressed once and sent many times: fast to make (Brotli 5, gzip 6). */
function options(
  encoding: Encoding,
  body: string | Buffer,
): ZlibOptions & { params?: Record<number, number> } {
  return encoding === 'br'
    ? {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 5,
          [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(body),
        },
      }
    : { level: 6 };
}

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** `body` compressed off the main thread (pages). */
export function compress(body: string | Buffer, encoding: Encoding): Promise<Buffer> {
  return encoding === 'br'
    ? brotliAsync(body, options(encoding, body))
    : gzipAsync(body, options(encoding, body));
}

/** `body` compressed at once (cached API answers of tens of KB: under a millisecond). */
export function compressSync(body: Buffer, encoding: Encoding): Buffer {
  return encoding === 'br'
    ? brotliCompressSync(body, options(encoding, body))
    : gzipSync(body, options(encoding, body));
}
