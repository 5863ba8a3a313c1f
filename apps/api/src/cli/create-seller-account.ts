import { parseArgs } from 'node:util';
import { RegisterBodySchema } from '@souk/core';
import * as z from 'zod/mini';
import { ConfigError, loadConfig } from '../config.js';
import { openDatabase } from '../db/client.js';
import { isDomainError } from '../domain/errors.js';
import { createSellerAccount } from '../services/seller-accounts.js';

const USAGE = `Usage: pnpm --filter @souk/api seller:create-account --seller urban-threads --email owner@example.com --password '…'

Creates a seller account that can sign in with POST /api/seller/login and approve the shop's bank transfer
and cash on delivery payments. --seller is the shop's name (as in its address) or its id. The password may
come from the SOUK_SELLER_PASSWORD environment variable instead of --password (kept out of shell history).`;

const InputSchema = z.object({
  seller: z
    .string({ error: '--seller is required' })
    .check(z.trim(), z.minLength(1, { error: '--seller is required' })),
  email: RegisterBodySchema.shape.email,
  password: RegisterBodySchema.shape.password,
});

/** `pnpm --filter @souk/api seller:create-account --seller … --email … --password …` */
async function main(): Promise<void> {
  const { values } = parseArgs({
    // `pnpm … seller:create-account -- --seller …` passes the `--` through.
    args: process.argv.slice(2).filter((arg) => arg !== '--'),
    options: {
      seller: { type: 'string' },
      email: { type: 'string' },
      password: { type: 'string' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) {
    console.log(USAGE);
    return;
  }
  const parsed = InputSchema.safeParse({
    seller: values.seller,
    email: values.email,
    password: values.password ?? process.env.SOUK_SELLER_PASSWORD,
  });
  if (!parsed.success) {
    throw new ConfigError(`${parsed.error.issues[0]?.message ?? 'Invalid input'}\n\n${USAGE}`);
  }
  const config = loadConfig();
  const database = await openDatabase(config);
  try {
    await database.migrate();
    const account = await createSellerAccount(database.db, parsed.data);
    console.log(`Created seller account ${account.email} for seller ${account.sellerId}.`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  const known = error instanceof ConfigError || isDomainError(error);
  console.error(known ? error.message : error);
  process.exit(1);
});
