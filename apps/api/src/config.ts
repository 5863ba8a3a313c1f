import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { z } from 'zod';
import { embeddedSecretsKey, parseSecretsKey } from './lib/secret-box.js';

const csv = z.string().transform((value) =>
  value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean),
);

/** The front ends' development servers (Vite, the portal, Storybook): trusted by CORS in development only. */
export const DEVELOPMENT_ORIGINS = [
  'http://localhost:5173',
  'http://localhost:5174',
  'http://localhost:6006',
];

/** An http(s) origin: scheme, host and port only — what links are built from and what CORS compares. */
const origin = (name: string) =>
  z.url({ protocol: /^https?$/, error: `${name} must be an http(s) address` }).refine(
    (value) => {
      // also runs when the url check failed: a value that is no URL is that check's to report
      if (!URL.canParse(value)) return true;
      const url = new URL(value);
      return url.pathname === '/' && !url.search && !url.hash && !url.username && !url.password;
    },
    { error: `${name} must be an origin such as https://shop.example.com, without a path` },
  );

/** An address alone, or a display name and an address (`Souk <no-reply@shop.example>`). */
const MAIL_FROM_FORMAT = /^(?:[^<>\r\n]*<[^\s<>@]+@[^\s<>@]+>|[^\s<>@]+@[^\s<>@]+)$/;

const EnvSchema = z.object({
  // what `pnpm start` runs is production; `pnpm --filter @souk/api dev` (src/dev-server.ts) sets development
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65_535).default(8000),
  HOST: z.string().default('0.0.0.0'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must be a postgres:// URL')
    .optional(),
  DATA_DIR: z.string().default('.data'),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
  // AES-256-GCM key of the sellers' payment secrets at rest: 32 bytes as 64 hex digits or base64
  SECRETS_KEY: z
    .string()
    .refine((value) => parseSecretsKey(value) !== undefined, {
      error: 'SECRETS_KEY must be 32 bytes written as 64 hex digits or base64 (openssl rand -base64 32)',
    })
    .optional(),
  // origins besides PUBLIC_URL's whose pages may call the API with credentials
  CORS_ORIGINS: z.optional(csv.pipe(z.array(origin('Each of CORS_ORIGINS')))),
  ALLOWED_ORIGINS: z.optional(z.never({ error: 'ALLOWED_ORIGINS is now CORS_ORIGINS' })),
  SHIPPING_FEE_DEFAULT: z.coerce.number().min(0).max(100_000).default(5),
  PAGE_SIZE: z.coerce.number().int().min(1).max(100).default(12),
  PUBLIC_URL: origin('PUBLIC_URL').optional(),
  // mail: an SMTP server, or (unset, the embedded default) .eml files under {DATA_DIR}/outbox
  SMTP_URL: z
    .url({
      protocol: /^smtps?$/,
      error: 'SMTP_URL must be an smtp:// or smtps:// address, such as smtp://user:pass@mail.example.com:587',
    })
    .optional(),
  MAIL_FROM: z
    .string()
    .trim()
    .regex(MAIL_FROM_FORMAT, 'MAIL_FROM must be an address or "Name <address>"')
    .optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SEED_DEMO: z.stringbool().default(true),
  TRUST_PROXY: z.stringbool().default(false),
  // Per client address and minute, each of register, login, password reset and sign-up (default 10).
  AUTH_RATE_LIMIT: z.coerce.number().int().min(1).max(100_000).default(10),
  // Where limits shared by every server are counted: Redis when set, else PostgreSQL (DATABASE_URL), else memory.
  REDIS_URL: z
    .url({ protocol: /^rediss?$/, error: 'REDIS_URL must be a redis:// or rediss:// address' })
    .optional(),
  // Source maps of the front ends are served only when this is `public`.
  SOURCE_MAPS: z.enum(['public', 'private']).default('private'),
  // Server renders at once, and renders waiting for a turn; past both a page request is answered 503.
  RENDER_CONCURRENCY: z.coerce.number().int().min(1).max(256).default(4),
  RENDER_QUEUE: z.coerce.number().int().min(0).max(10_000).default(64),
  // Password of the demo shops' seller accounts (owner@{shop}.example); unset, one is generated at first start.
  DEMO_SELLER_PASSWORD: z.string().min(8, 'DEMO_SELLER_PASSWORD must be at least 8 characters').optional(),
  // Provider keys for the demo shops (README "Payments"): a method is enabled only when its keys are set.
  STRIPE_PUBLISHABLE_KEY: z.string().optional(),
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  PAYPAL_CLIENT_ID: z.string().optional(),
  PAYPAL_CLIENT_SECRET: z.string().optional(),
  PAYPAL_EXCHANGE_RATE: z.coerce.number().positive().optional(),
  PAYFAST_MERCHANT_ID: z.string().optional(),
  PAYFAST_MERCHANT_KEY: z.string().optional(),
  PAYFAST_PASSPHRASE: z.string().optional(),
  CYBERSOURCE_MERCHANT_ID: z.string().optional(),
  CYBERSOURCE_KEY_ID: z.string().optional(),
  CYBERSOURCE_SHARED_SECRET: z.string().optional(),
  PAYMENT_ENVIRONMENT: z.enum(['sandbox', 'live']).default('sandbox'),
  // Provider base URLs: the documented hosts by default; tests point them at local fakes.
  STRIPE_API_BASE: z.url().optional(),
  PAYPAL_API_BASE: z.url().optional(),
  PAYFAST_BASE: z.url().optional(),
  PAYFAST_ITN_HOSTS: csv.optional(),
  CYBERSOURCE_API_BASE: z.url().optional(),
  // uploaded images: on disk under MEDIA_DIR (default {DATA_DIR}/media), or in an S3-compatible bucket
  MEDIA_DIR: z.string().optional(),
  MEDIA_AVIF_EFFORT: z.coerce.number().int().min(0).max(9).default(2),
  S3_BUCKET: z.string().trim().min(1).optional(),
  S3_ENDPOINT: z.url({ protocol: /^https?$/, error: 'S3_ENDPOINT must be an http(s) address' }).optional(),
  S3_REGION: z.string().trim().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: z.stringbool().default(false),
  S3_PREFIX: z
    .string()
    .regex(/^(?:[A-Za-z0-9_-]+\/)*$/, 'S3_PREFIX must be folder names ending in /, such as media/')
    .optional(),
});

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  /** PostgreSQL URL; absent means the embedded PGlite database in `dataDir`. */
  databaseUrl: string | undefined;
  dataDir: string;
  jwtSecret: string;
  /** The 32-byte AES-256-GCM key of the payment secrets in the database (`lib/secret-box.ts`). */
  secretsKey: Buffer;
  /**
   * Origins CORS trusts with credentials: PUBLIC_URL's, CORS_ORIGINS, and in development the front ends'
   * dev servers (DEVELOPMENT_ORIGINS).
   */
  allowedOrigins: string[];
  /** Shipping fee of sellers that set none, in major units. */
  shippingFeeDefault: number;
  /** `parPage` of query-products. */
  pageSize: number;
  /**
   * The shop's public origin (`https://shop.example.com`, no trailing slash), default http://localhost:{port}:
   * every absolute URL the server writes (links, canonical URLs, JSON-LD, images, payment return addresses)
   * is built from it, never from the request's Host header.
   */
  publicUrl: string;
  logLevel: string;
  seedDemo: boolean;
  /** Trust `X-Forwarded-*` (only behind a reverse proxy): client IPs feed the rate limits. */
  trustProxy: boolean;
  /** Calls per client address and minute to each sign-in, registration, reset and sign-up route. */
  authRateLimit: number;
  /** `REDIS_URL`: the shared store of rate limits when set (else PostgreSQL with DATABASE_URL, else memory). */
  redisUrl: string | undefined;
  /** True when PUBLIC_URL is https: cookies are `Secure` and `__Host-` prefixed, HSTS is sent. */
  secureCookies: boolean;
  /** `SOURCE_MAPS=public` serves the front ends' `.map` files; otherwise they are 404. */
  publicSourceMaps: boolean;
  /** Server rendering's CPU bound: renders at once and renders queued (then 503 with Retry-After). */
  render: { concurrency: number; queue: number };
  /** Password of the demo shops' seller accounts; undefined: generated for new accounts, printed once. */
  demoSellerPassword: string | undefined;
  payments: PaymentProvidersConfig;
  mail: MailConfig;
  media: MediaConfig;
}

/** Where uploaded images are stored and how hard their variants are encoded. */
export interface MediaConfig {
  /** `MEDIA_DIR`, default `{DATA_DIR}/media`: the disk storage's root (unused with S3). */
  dir: string;
  /** An S3-compatible bucket instead of the disk, when `S3_BUCKET` is set. */
  s3:
    | {
        bucket: string;
        endpoint: string | undefined;
        region: string;
        accessKeyId: string | undefined;
        secretAccessKey: string | undefined;
        forcePathStyle: boolean;
        prefix: string | undefined;
      }
    | undefined;
  /** AVIF encoder effort 0–9 (`MEDIA_AVIF_EFFORT`, default 2): upload time against file size. */
  avifEffort: number;
}

/** Where mail goes: an SMTP server, or `.eml` files a developer opens (the embedded default). */
export interface MailConfig {
  /** `smtp://` or `smtps://` URL; undefined writes each message to `outboxDir` instead. */
  smtpUrl: string | undefined;
  /** The From header: an address or `Name <address>`. */
  from: string;
  /** `{DATA_DIR}/outbox`: where messages go without an SMTP server. */
  outboxDir: string;
}

/** The sender of the embedded default, where mail only reaches files. */
export const DEFAULT_MAIL_FROM = 'Souk <no-reply@localhost>';

/** Where each payment provider lives, and the demo shops' keys from env. */
export interface PaymentProvidersConfig {
  environment: 'sandbox' | 'live';
  /** Base URLs override the provider's documented host (tests use local fakes). */
  stripeApiBase: string | undefined;
  paypalApiBase: string | undefined;
  payfastBase: string | undefined;
  /** Hosts whose addresses may send PayFast ITNs; default PayFast's documented hosts. */
  payfastItnHosts: string[] | undefined;
  cybersourceApiBase: string | undefined;
  demoKeys: {
    stripe?: { publishableKey: string; secretKey: string; webhookSecret: string };
    paypal?: { clientId: string; clientSecret: string; exchangeRate: number };
    payfast?: { merchantId: string; merchantKey: string; passphrase: string };
    cybersource?: { merchantId: string; keyId: string; sharedSecret: string };
  };
}

/** Thrown at start-up with every problem of the environment at once. */
export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

/** The JWT secret of the embedded default: generated once and kept in the data folder. */
function embeddedJwtSecret(dataDir: string): string {
  const file = join(dataDir, 'jwt-secret');
  try {
    const existing = readFileSync(file, 'utf8').trim();
    if (existing.length >= 32) return existing;
  } catch {
    // first start: generate below
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/**
 * Reads and validates the configuration from the environment; fails with the list of what is wrong.
 * @example loadConfig({ PORT: '8080' }).port // 8080
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `- ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${problems.join('\n')}`);
  }
  const values = parsed.data;
  const dataDir = resolve(values.DATA_DIR);
  if (!values.JWT_SECRET && values.DATABASE_URL && values.NODE_ENV === 'production') {
    throw new ConfigError('Invalid configuration:\n- JWT_SECRET: required in production with DATABASE_URL');
  }
  // several servers share one PostgreSQL: each must read the secrets another one wrote
  if (!values.SECRETS_KEY && values.DATABASE_URL && values.NODE_ENV === 'production') {
    throw new ConfigError(
      'Invalid configuration:\n- SECRETS_KEY: required in production with DATABASE_URL (32 bytes, e.g. openssl rand -base64 32)',
    );
  }
  // a real mail server delivers to real inboxes: the sender must be the operator's, never a made-up one
  if (values.SMTP_URL && !values.MAIL_FROM) {
    throw new ConfigError('Invalid configuration:\n- MAIL_FROM: required when SMTP_URL is set');
  }
  const publicUrl = new URL(values.PUBLIC_URL ?? `http://localhost:${values.PORT}`).origin;
  return {
    env: values.NODE_ENV,
    port: values.PORT,
    host: values.HOST,
    databaseUrl: values.DATABASE_URL,
    dataDir,
    jwtSecret: values.JWT_SECRET ?? embeddedJwtSecret(dataDir),
    secretsKey: values.SECRETS_KEY
      ? (parseSecretsKey(values.SECRETS_KEY) as Buffer)
      : embeddedSecretsKey(dataDir),
    allowedOrigins: [
      ...new Set([
        publicUrl,
        ...(values.CORS_ORIGINS ?? []).map((value) => new URL(value).origin),
        ...(values.NODE_ENV === 'development' ? DEVELOPMENT_ORIGINS : []),
      ]),
    ],
    shippingFeeDefault: values.SHIPPING_FEE_DEFAULT,
    pageSize: values.PAGE_SIZE,
    publicUrl,
    logLevel: values.LOG_LEVEL,
    seedDemo: values.SEED_DEMO,
    trustProxy: values.TRUST_PROXY,
    authRateLimit: values.AUTH_RATE_LIMIT,
    redisUrl: values.REDIS_URL,
    secureCookies: publicUrl.startsWith('https:'),
    publicSourceMaps: values.SOURCE_MAPS === 'public',
    render: { concurrency: values.RENDER_CONCURRENCY, queue: values.RENDER_QUEUE },
    demoSellerPassword: values.DEMO_SELLER_PASSWORD,
    media: {
      dir: values.MEDIA_DIR ? resolve(values.MEDIA_DIR) : join(dataDir, 'media'),
      s3: values.S3_BUCKET
        ? {
            bucket: values.S3_BUCKET,
            endpoint: values.S3_ENDPOINT,
            region: values.S3_REGION,
            accessKeyId: values.S3_ACCESS_KEY_ID,
            secretAccessKey: values.S3_SECRET_ACCESS_KEY,
            forcePathStyle: values.S3_FORCE_PATH_STYLE,
            prefix: values.S3_PREFIX,
          }
        : undefined,
      avifEffort: values.MEDIA_AVIF_EFFORT,
    },
    mail: {
      smtpUrl: values.SMTP_URL,
      from: values.MAIL_FROM ?? DEFAULT_MAIL_FROM,
      outboxDir: join(dataDir, 'outbox'),
    },
    payments: {
      environment: values.PAYMENT_ENVIRONMENT,
      stripeApiBase: values.STRIPE_API_BASE,
      paypalApiBase: values.PAYPAL_API_BASE,
      payfastBase: values.PAYFAST_BASE,
      payfastItnHosts: values.PAYFAST_ITN_HOSTS,
      cybersourceApiBase: values.CYBERSOURCE_API_BASE,
      demoKeys: {
        ...(values.STRIPE_PUBLISHABLE_KEY && values.STRIPE_SECRET_KEY
          ? {
              stripe: {
                publishableKey: values.STRIPE_PUBLISHABLE_KEY,
                secretKey: values.STRIPE_SECRET_KEY,
                webhookSecret: values.STRIPE_WEBHOOK_SECRET ?? '',
              },
            }
          : {}),
        ...(values.PAYPAL_CLIENT_ID && values.PAYPAL_CLIENT_SECRET
          ? {
              paypal: {
                clientId: values.PAYPAL_CLIENT_ID,
                clientSecret: values.PAYPAL_CLIENT_SECRET,
                exchangeRate: values.PAYPAL_EXCHANGE_RATE ?? 1,
              },
            }
          : {}),
        ...(values.PAYFAST_MERCHANT_ID && values.PAYFAST_MERCHANT_KEY
          ? {
              payfast: {
                merchantId: values.PAYFAST_MERCHANT_ID,
                merchantKey: values.PAYFAST_MERCHANT_KEY,
                passphrase: values.PAYFAST_PASSPHRASE ?? '',
              },
            }
          : {}),
        ...(values.CYBERSOURCE_MERCHANT_ID && values.CYBERSOURCE_KEY_ID && values.CYBERSOURCE_SHARED_SECRET
          ? {
              cybersource: {
                merchantId: values.CYBERSOURCE_MERCHANT_ID,
                keyId: values.CYBERSOURCE_KEY_ID,
                sharedSecret: values.CYBERSOURCE_SHARED_SECRET,
              },
            }
          : {}),
      },
    },
  };
}
