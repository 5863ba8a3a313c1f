import { lookup } from 'node:dns/promises';
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import { isIP } from 'node:net';
import { invalid, isDomainError, tooLarge, unsupported } from '../domain/errors.js';

/** Why a proxied address is refused, as the field's reason; `IMAGE_URL_INVALID` names the field. */
export const IMAGE_URL_REASON = 'must be an http or https image address';
export const IMAGE_URL_INVALID = `url: ${IMAGE_URL_REASON}`;
export const IMAGE_ADDRESS_REFUSED = 'This image address is not allowed';
export const IMAGE_NOT_AN_IMAGE = 'The address does not point to an image';
export const IMAGE_TOO_LARGE = 'The image is too large';
export const IMAGE_UNAVAILABLE = 'The image could not be loaded';
export const IMAGE_TOO_MANY_REDIRECTS = 'The image address redirects too many times';
export const IMAGE_TIMED_OUT = 'The image took too long to load';

export interface ImageProxyOptions {
  /** Whole fetch, redirects included (default 5 s). */
  timeoutMs?: number;
  /** Largest image passed through (default 5 MB). */
  maxBytes?: number;
  /** Redirects followed at most (default 3), each hop checked again. */
  maxRedirects?: number;
  /** Host name → addresses (default: the system resolver). */
  resolveHost?: (hostname: string) => Promise<string[]>;
  /**
   * Addresses allowed although not public. Only tests set it (a local image server on 127.0.0.1);
   * production refuses every private, loopback, link-local, CGNAT and multicast address.
   */
  allowAddress?: (address: string) => boolean;
}

export interface ProxiedImage {
  contentType: string;
  body: Buffer;
}

// ---------------------------------------------------------------------------------------------------------
// Address checks

function parseIPv4(address: string): number[] | null {
  const parts = address.split('.');
  if (parts.length !== 4) return null;
  const octets = parts.map((part) => (/^\d{1,3}$/.test(part) ? Number(part) : Number.NaN));
  return octets.every((octet) => octet >= 0 && octet <= 255) ? octets : null;
}

/** The eight 16-bit groups of an IPv6 address (zone id dropped, a trailing dotted IPv4 accepted), or null. */
function parseIPv6(address: string): number[] | null {
  let text = address.split('%')[0] ?? '';
  if (isIP(text) !== 6) return null;
  const lastColon = text.lastIndexOf(':');
  const dotted = text.slice(lastColon + 1);
  if (dotted.includes('.')) {
    const [a = 0, b = 0, c = 0, d = 0] = parseIPv4(dotted) ?? [];
    text = `${text.slice(0, lastColon + 1)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [left = '', right] = text.split('::');
  const groupsOf = (part: string) =>
    part === '' ? [] : part.split(':').map((group) => Number.parseInt(group, 16));
  const head = groupsOf(left);
  const tail = right === undefined ? [] : groupsOf(right);
  const gap = right === undefined ? 0 : 8 - head.length - tail.length;
  if (gap < 0) return null;
  const groups = [...head, ...new Array<number>(gap).fill(0), ...tail];
  return groups.length === 8 && groups.every((group) => group >= 0 && group <= 0xffff) ? groups : null;
}

function inV4(octets: number[], base: [number, number, number, number], prefix: number): boolean {
  const value = octets.reduce((sum, octet) => sum * 256 + octet, 0);
  const network = base.reduce((sum, octet) => sum * 256 + octet, 0);
  const size = 2 ** (32 - prefix);
  return Math.floor(value / size) === Math.floor(network / size);
}

/** IPv4 ranges that are not the public internet (RFC 6890 and friends). */
const V4_BLOCKED: [[number, number, number, number], number][] = [
  [[0, 0, 0, 0], 8], // "this network"
  [[10, 0, 0, 0], 8], // private
  [[100, 64, 0, 0], 10], // carrier-grade NAT
  [[127, 0, 0, 0], 8], // loopback
  [[169, 254, 0, 0], 16], // link-local (cloud metadata lives here)
  [[172, 16, 0, 0], 12], // private
  [[192, 0, 0, 0], 24], // IETF protocol assignments
  [[192, 0, 2, 0], 24], // documentation
  [[192, 88, 99, 0], 24], // 6to4 relay anycast
  [[192, 168, 0, 0], 16], // private
  [[198, 18, 0, 0], 15], // benchmarking
  [[198, 51, 100, 0], 24], // documentation
  [[203, 0, 113, 0], 24], // documentation
  [[224, 0, 0, 0], 4], // multicast
  [[240, 0, 0, 0], 4], // reserved, broadcast
];

function isPublicIPv4(octets: number[]): boolean {
  return !V4_BLOCKED.some(([base, prefix]) => inV4(octets, base, prefix));
}

function isPublicIPv6(groups: number[]): boolean {
  const [g0 = 0, g1 = 0, g2 = 0, g3 = 0, g4 = 0, g5 = 0, g6 = 0, g7 = 0] = groups;
  const embeddedV4 = (high: number, low: number) => [high >> 8, high & 0xff, low >> 8, low & 0xff];
  // ::ffff:a.b.c.d (mapped) and 64:ff9b::a.b.c.d (NAT64) reach the IPv4 address they carry
  if (g0 === 0 && g1 === 0 && g2 === 0 && g3 === 0 && g4 === 0 && g5 === 0xffff) {
    return isPublicIPv4(embeddedV4(g6, g7));
  }
  if (g0 === 0x64 && g1 === 0xff9b && g2 === 0 && g3 === 0 && g4 === 0 && g5 === 0) {
    return isPublicIPv4(embeddedV4(g6, g7));
  }
  if (g0 === 0x2002) return isPublicIPv4(embeddedV4(g1, g2)); // 6to4
  if (g0 === 0 && g1 === 0 && g2 === 0 && g3 === 0 && g4 === 0 && g5 === 0) return false; // ::, ::1, IPv4-compatible
  if ((g0 & 0xfe00) === 0xfc00) return false; // unique local fc00::/7
  if ((g0 & 0xffc0) === 0xfe80) return false; // link-local fe80::/10
  if ((g0 & 0xffc0) === 0xfec0) return false; // site-local fec0::/10
  if ((g0 & 0xff00) === 0xff00) return false; // multicast ff00::/8
  if (g0 === 0x2001 && g1 === 0xdb8) return false; // documentation
  if (g0 === 0x2001 && g1 === 0) return false; // Teredo tunnels
  if (g0 === 0x100 && g1 === 0 && g2 === 0 && g3 === 0) return false; // discard-only
  return true;
}

/**
 * True when an IP address is on the public internet: false for private, loopback, link-local, CGNAT,
 * multicast, documentation and reserved ranges of IPv4 and IPv6 (IPv4 carried inside IPv6 is checked
 * as IPv4), and for anything that is not an IP address.
 * @example isPublicAddress('93.184.216.34') // true
 * @example isPublicAddress('::ffff:127.0.0.1') // false
 */
export function isPublicAddress(address: string): boolean {
  const text = address.replace(/^\[|\]$/g, '');
  const kind = isIP(text.split('%')[0] ?? '');
  if (kind === 4) {
    const octets = parseIPv4(text);
    return octets !== null && isPublicIPv4(octets);
  }
  if (kind === 6) {
    const groups = parseIPv6(text);
    return groups !== null && isPublicIPv6(groups);
  }
  return false;
}

// ---------------------------------------------------------------------------------------------------------
// Fetching

/**
 * The address an image URL may be fetched from: http(s) only, no credentials, and every address the
 * host resolves to must be public (one private answer refuses the host, against DNS tricks).
 */
async function checkedAddress(url: URL, options: ImageProxyOptions): Promise<string> {
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.username || url.password) {
    throw invalid(IMAGE_URL_INVALID);
  }
  const host = url.hostname.replace(/^\[|\]$/g, '');
  let addresses: string[];
  if (isIP(host)) addresses = [host];
  else {
    try {
      addresses = await (options.resolveHost ?? systemResolve)(host);
    } catch {
      throw invalid(IMAGE_UNAVAILABLE);
    }
  }
  const allowed = (address: string) => isPublicAddress(address) || options.allowAddress?.(address) === true;
  const [first] = addresses;
  if (first === undefined) throw invalid(IMAGE_UNAVAILABLE);
  if (!addresses.every(allowed)) throw invalid(IMAGE_ADDRESS_REFUSED);
  return first;
}

async function systemResolve(hostname: string): Promise<string[]> {
  const answers = await lookup(hostname, { all: true, verbatim: true });
  return answers.map((answer) => answer.address);
}

/**
 * One request to the checked address itself (so a second DNS answer cannot swap in a private one); TLS
 * still verifies the certificate against the host name.
 */
function requestOnce(url: URL, address: string, signal: AbortSignal): Promise<IncomingMessage> {
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.request(
      {
        protocol: url.protocol,
        hostname: address,
        port: url.port || undefined,
        path: `${url.pathname}${url.search}`,
        method: 'GET',
        headers: {
          host: url.host,
          accept: 'image/*',
          'user-agent': 'SoukImageProxy/1.0',
        },
        servername: isIP(url.hostname) ? undefined : url.hostname,
        signal,
      },
      resolve,
    );
    request.on('error', reject);
    request.end();
  });
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

async function readBody(response: IncomingMessage, maxBytes: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of response) {
    const buffer = chunk as Buffer;
    size += buffer.length;
    if (size > maxBytes) {
      response.destroy();
      throw tooLarge(IMAGE_TOO_LARGE);
    }
    chunks.push(buffer);
  }
  return Buffer.concat(chunks, size);
}

/**
 * Fetches an image for the proxy of spec §7 "Other": refuses non-public addresses on every hop, follows
 * at most `maxRedirects` redirects, insists on an `image/*` answer and stops reading past `maxBytes`.
 * Every failure is a domain error the API answers with a 4xx: the address is the caller's input.
 */
export async function fetchProxiedImage(
  address: string,
  options: ImageProxyOptions = {},
): Promise<ProxiedImage> {
  const maxBytes = options.maxBytes ?? 5 * 1024 * 1024;
  const maxRedirects = options.maxRedirects ?? 3;
  const signal = AbortSignal.timeout(options.timeoutMs ?? 5000);
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    throw invalid(IMAGE_URL_INVALID);
  }
  try {
    for (let hop = 0; ; hop++) {
      const target = await checkedAddress(url, options);
      const response = await requestOnce(url, target, signal);
      const status = response.statusCode ?? 0;
      if (REDIRECTS.has(status) && response.headers.location) {
        response.resume();
        if (hop >= maxRedirects) throw invalid(IMAGE_TOO_MANY_REDIRECTS);
        try {
          url = new URL(response.headers.location, url);
        } catch {
          throw invalid(IMAGE_UNAVAILABLE);
        }
        continue;
      }
      if (status < 200 || status >= 300) {
        response.resume();
        throw invalid(IMAGE_UNAVAILABLE);
      }
      const contentType = (response.headers['content-type'] ?? '').trim();
      if (!/^image\/[a-z0-9.+-]+(\s*;.*)?$/i.test(contentType)) {
        response.destroy();
        throw unsupported(IMAGE_NOT_AN_IMAGE);
      }
      const declared = Number(response.headers['content-length']);
      if (Number.isFinite(declared) && declared > maxBytes) {
        response.destroy();
        throw tooLarge(IMAGE_TOO_LARGE);
      }
      return { contentType, body: await readBody(response, maxBytes) };
    }
  } catch (error) {
    if (isDomainError(error)) throw error;
    if (signal.aborted) throw invalid(IMAGE_TIMED_OUT);
    throw invalid(IMAGE_UNAVAILABLE);
  }
}
