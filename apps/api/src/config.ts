import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { z } from 'zod';

const csv = z.string().transform((value) =>
  value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean),
);

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65_535).default(8000),
  HOST: z.string().default('0.0.0.0'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must be a postgres:// URL')
    .optional(),
  DATA_DIR: z.string().default('.data'),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
  ALLOWED_ORIGINS: csv.default(['http://localhost:5173', 'http://localhost:5174', 'http://localhost:6006']),
  SHIPPING_FEE_DEFAULT: z.coerce.number().min(0).max(100_000).default(5),
  PAGE_SIZE: z.coerce.number().int().min(1).max(100).default(12),
  PUBLIC_URL: z.url().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SEED_DEMO: z.stringbool().default(true),
  TRUST_PROXY: z.stringbool().default(false),
});

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  /** PostgreSQL URL; absent means the embedded PGlite database in `dataDir`. */
  databaseUrl: string | undefined;
  dataDir: string;
  jwtSecret: string;
  allowedOrigins: string[];
  /** Shipping fee of sellers that set none, in major units. */
  shippingFeeDefault: number;
  /** `parPage` of query-products. */
  pageSize: number;
  /** Public address of the shop (payment return addresses); defaults to http://localhost:{port}. */
  publicUrl: string;
  logLevel: string;
  seedDemo: boolean;
  /** Trust `X-Forwarded-*` (only behind a reverse proxy): client IPs feed the rate limits. */
  trustProxy: boolean;
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
  return {
    env: values.NODE_ENV,
    port: values.PORT,
    host: values.HOST,
    databaseUrl: values.DATABASE_URL,
    dataDir,
    jwtSecret: values.JWT_SECRET ?? embeddedJwtSecret(dataDir),
    allowedOrigins: values.ALLOWED_ORIGINS,
    shippingFeeDefault: values.SHIPPING_FEE_DEFAULT,
    pageSize: values.PAGE_SIZE,
    publicUrl: (values.PUBLIC_URL ?? `http://localhost:${values.PORT}`).replace(/\/+$/, ''),
    logLevel: values.LOG_LEVEL,
    seedDemo: values.SEED_DEMO,
    trustProxy: values.TRUST_PROXY,
  };
}
