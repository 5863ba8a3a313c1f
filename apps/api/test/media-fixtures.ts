import { deflateSync } from 'node:zlib';
import sharp from 'sharp';

/** A file of a multipart upload. */
export interface Part {
  name: string;
  body: Buffer;
  /** Defaults to `file`. */
  field?: string;
  /** The Content-Type the browser claims (ignored by the server). */
  type?: string;
  /** A plain form field instead of a file. */
  text?: boolean;
}

/** A multipart/form-data body and its Content-Type, as a browser's FormData sends it. */
export function multipart(parts: readonly Part[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----souk-test-${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = part.text
      ? `form-data; name="${part.field ?? 'file'}"`
      : `form-data; name="${part.field ?? 'file'}"; filename="${part.name}"`;
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: ${disposition}\r\n${
          part.text ? '' : `Content-Type: ${part.type ?? 'image/jpeg'}\r\n`
        }\r\n`,
      ),
      part.body,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** A photo-like image (a gradient with some texture) of the given size, as JPEG. */
export async function photo(
  width: number,
  height: number,
  options: { quality?: number } = {},
): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#c0392b"/><stop offset="1" stop-color="#2980b9"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/>
    <circle cx="${width / 3}" cy="${height / 3}" r="${Math.min(width, height) / 5}" fill="#f1c40f"/>
  </svg>`;
  return sharp(Buffer.from(svg))
    .jpeg({ quality: options.quality ?? 85 })
    .toBuffer();
}

/** GPS values written into test photos, searched for in every stored byte. */
export const GPS = { latitude: '33/1 55/1 3012/100', longitude: '18/1 25/1 1234/100' };

/**
 * A JPEG carrying EXIF with a GPS position, a camera model and an orientation (6: the camera was turned,
 * the stored pixels must be rotated 90° clockwise to show upright).
 */
export async function photoWithGps(width: number, height: number, orientation = 6): Promise<Buffer> {
  return sharp(await photo(width, height))
    .withExif({
      IFD0: { Make: 'SoukCam', Model: 'Leaky Model 9', Copyright: 'SECRET-OWNER' },
      IFD3: {
        GPSLatitudeRef: 'S',
        GPSLatitude: GPS.latitude,
        GPSLongitudeRef: 'E',
        GPSLongitude: GPS.longitude,
      },
    })
    .withMetadata({ orientation })
    .jpeg({ quality: 85 })
    .toBuffer();
}

/** A PNG with transparency. */
export function transparentPng(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 4, background: { r: 20, g: 160, b: 90, alpha: 0.5 } } })
    .png()
    .toBuffer();
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body) >>> 0);
  return Buffer.concat([length, body, crc]);
}

function crc32(data: Buffer): number {
  let crc = -1;
  for (const byte of data) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return crc ^ -1;
}

/**
 * A decompression bomb: a valid 20000 × 20000 one-bit PNG of zeros (400 megapixels, 50 MB of pixel rows)
 * that compresses to a few dozen kilobytes.
 */
export function pngBomb(size = 20_000): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 1; // bit depth
  header[9] = 0; // greyscale
  const rowBytes = 1 + Math.ceil(size / 8);
  const pixels = deflateSync(Buffer.alloc(rowBytes * size), { level: 9 });
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', pixels),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}
