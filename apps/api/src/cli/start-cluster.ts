import { resolve } from 'node:path';
import { z } from 'zod';
import { startCluster } from './cluster.js';

const port = z.coerce.number().int().min(1).max(65_535);
const EnvSchema = z.object({
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must be a postgres:// URL')
    .default('postgres://postgres@127.0.0.1:5432/souk_cluster'),
  CLUSTER_PORT: port.default(8000),
  CLUSTER_API_PORTS: z
    .string()
    .regex(/^\s*\d{1,5}\s*,\s*\d{1,5}\s*$/, 'CLUSTER_API_PORTS must be two ports, such as 8001,8002')
    .default('8001,8002'),
  CLUSTER_DIR: z.string().default('.data/cluster'),
  SEED_DEMO: z.stringbool().default(true),
});

/**
 * `pnpm start:cluster` (after the build, as `pnpm start`): two API instances on one PostgreSQL behind
 * Caddy. Ctrl-C or SIGTERM stops them all.
 */
async function main(): Promise<void> {
  const parsed = EnvSchema.safeParse(process.env);
  if (!parsed.success) {
    console.error(parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('\n'));
    process.exit(1);
  }
  const env = parsed.data;
  const apiPorts = env.CLUSTER_API_PORTS.split(',').map((item) => port.parse(item.trim()));
  // relative to where `pnpm start:cluster` was run (the repository root), as DATA_DIR
  const stateDir = resolve(process.env.INIT_CWD ?? process.cwd(), env.CLUSTER_DIR);
  const cluster = await startCluster({
    databaseUrl: env.DATABASE_URL,
    port: env.CLUSTER_PORT,
    apiPorts: apiPorts as [number, number],
    stateDir,
    seed: env.SEED_DEMO,
  });
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`\n${signal}: stopping Caddy and the instances…`);
    await cluster.stop();
    process.exit(0);
  };
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));
  const safeUrl = new URL(env.DATABASE_URL);
  safeUrl.password = safeUrl.password ? '***' : '';
  console.log(
    [
      '',
      `Souk is running at ${cluster.url} (Caddy, round-robin over ${cluster.instances.map((i) => i.url).join(' and ')})`,
      `database: ${safeUrl}; secrets and shared media in ${stateDir}`,
      'Ctrl-C stops everything.',
      '',
    ].join('\n'),
  );
  // an instance or Caddy that dies takes the cluster down with it, loudly
  const watch = setInterval(() => {
    const dead = [cluster.caddy, ...cluster.instances].find((process) => !process.running);
    if (dead && !stopping) {
      console.error(`${dead.name} stopped unexpectedly; stopping the cluster.`);
      clearInterval(watch);
      void cluster.stop().then(() => process.exit(1));
    }
  }, 1000);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
