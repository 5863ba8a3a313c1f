import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { generateDemoPassword } from '../demo/seller-accounts.js';

/** The repository's root and the API package, from src/cli or dist/cli alike. */
const REPO_ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
const API_DIR = join(REPO_ROOT, 'apps', 'api');
/** The load balancer's configuration, the same file compose.yaml mounts. */
export const CADDYFILE = join(REPO_ROOT, 'deploy', 'Caddyfile');

export interface ClusterOptions {
  /** One PostgreSQL for every instance; its database is created when missing. */
  databaseUrl: string;
  /** Where Caddy serves the shop. */
  port: number;
  /** The two API instances' ports (deploy/Caddyfile balances exactly two: SOUK_API_1, SOUK_API_2). */
  apiPorts: readonly [number, number];
  /** Secrets generated once, shared media and mail outbox, Caddy's own files. Never in the committed tree. */
  stateDir: string;
  /** Migrate and add the demo shops (once, in one process, before any instance starts). Default true. */
  seed?: boolean;
  /** Run the TypeScript sources through tsx instead of the build (tests: nothing to build first). */
  fromSource?: boolean;
  /** Extra environment of every instance (REDIS_URL, LOG_LEVEL, AUTH_RATE_LIMIT…). */
  env?: Record<string, string>;
  /** Each line an instance, the seeding or Caddy writes; default: prefixed on this process's output. */
  onLine?: (source: string, line: string) => void;
  /** The caddy executable (default `caddy` on PATH: Debian's package). */
  caddy?: string;
  /** How long an instance or Caddy may take to answer readiness. */
  startTimeoutMs?: number;
}

export interface ClusterProcess {
  name: string;
  /** Where it answers directly (bypassing the balancer for instances). */
  url: string;
  /** Starts it (again) and waits until it is ready. */
  start(): Promise<void>;
  /** Stops it (SIGTERM, then SIGKILL after 10 s) and waits for its exit. */
  stop(): Promise<void>;
  readonly running: boolean;
}

export interface Cluster {
  /** The shop, through Caddy. */
  url: string;
  instances: ClusterProcess[];
  caddy: ClusterProcess;
  /** Stops Caddy, then the instances. */
  stop(): Promise<void>;
}

interface Secrets {
  jwtSecret: string;
  secretsKey: string;
  demoSellerPassword: string;
}

/**
 * Every instance must sign and read the same tokens and open the same sealed payment secrets: generated
 * once into `{stateDir}/secrets.json` (mode 600), unless JWT_SECRET, SECRETS_KEY, DEMO_SELLER_PASSWORD are
 * set in the environment.
 */
export function clusterSecrets(stateDir: string, env: NodeJS.ProcessEnv = process.env): Secrets {
  const file = join(stateDir, 'secrets.json');
  let stored: Partial<Secrets> = {};
  if (existsSync(file)) stored = JSON.parse(readFileSync(file, 'utf8')) as Partial<Secrets>;
  const secrets: Secrets = {
    jwtSecret: stored.jwtSecret ?? randomBytes(32).toString('base64url'),
    secretsKey: stored.secretsKey ?? randomBytes(32).toString('base64'),
    demoSellerPassword: stored.demoSellerPassword ?? generateDemoPassword(),
  };
  if (JSON.stringify(stored) !== JSON.stringify(secrets)) {
    mkdirSync(stateDir, { recursive: true });
    writeFileSync(file, `${JSON.stringify(secrets, null, 2)}\n`, { mode: 0o600 });
  }
  return {
    jwtSecret: env.JWT_SECRET ?? secrets.jwtSecret,
    secretsKey: env.SECRETS_KEY ?? secrets.secretsKey,
    demoSellerPassword: env.DEMO_SELLER_PASSWORD ?? secrets.demoSellerPassword,
  };
}

/** Creates the database of `url` on its server when it does not exist yet. */
export async function ensureDatabase(url: string): Promise<boolean> {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  if (!name) throw new Error(`DATABASE_URL names no database: ${url}`);
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString(), connectionTimeoutMillis: 5000 });
  await client.connect();
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (rowCount) return false;
    await client.query(`CREATE DATABASE "${name.replaceAll('"', '""')}"`);
    return true;
  } finally {
    await client.end();
  }
}

/** `node dist/<file>.js`, or the source through tsx. */
function nodeArgs(file: string, fromSource: boolean): string[] {
  return fromSource
    ? ['--conditions=@souk/source', '--import', 'tsx', join(API_DIR, 'src', `${file}.ts`)]
    : [join(API_DIR, 'dist', `${file}.js`)];
}

function pipeLines(child: ChildProcess, source: string, onLine: (source: string, line: string) => void) {
  for (const stream of [child.stdout, child.stderr]) {
    let rest = '';
    stream?.setEncoding('utf8');
    stream?.on('data', (chunk: string) => {
      const lines = (rest + chunk).split('\n');
      rest = lines.pop() ?? '';
      for (const line of lines) onLine(source, line);
    });
    stream?.on('end', () => {
      if (rest) onLine(source, rest);
    });
  }
}

const exited = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve(child.exitCode);
    else child.once('exit', (code) => resolve(code));
  });

/** Polls `url` until it answers 200; fails when `child` exits first or the time runs out. */
async function waitReady(url: string, child: ChildProcess, name: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`${name} exited (${child.exitCode ?? child.signalCode}) before it was ready`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (response.status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${name} was not ready at ${url} within ${timeoutMs} ms`);
}

function managed(
  name: string,
  url: string,
  readyUrl: string,
  launch: () => ChildProcess,
  timeoutMs: number,
): ClusterProcess {
  let child: ChildProcess | undefined;
  const running = () => child !== undefined && child.exitCode === null && child.signalCode === null;
  return {
    name,
    url,
    get running() {
      return running();
    },
    async start() {
      if (running()) return;
      child = launch();
      await waitReady(readyUrl, child, name, timeoutMs);
    },
    async stop() {
      const current = child;
      if (!current || !running()) return;
      const done = exited(current);
      current.kill('SIGTERM');
      const killer = setTimeout(() => current.kill('SIGKILL'), 10_000);
      await done;
      clearTimeout(killer);
    },
  };
}

/**
 * `pnpm start:cluster`: the shop as several API instances on one PostgreSQL behind Caddy. The database is
 * created when missing, migrated and given the demo shops by one process before any instance starts; the
 * instances start one after the other (each runs the start-up chores — demo seller accounts, sealing
 * secrets — alone) with the same secrets and TRUST_PROXY=true; Caddy (deploy/Caddyfile) balances them
 * round-robin and routes around one whose readiness fails.
 */
export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  const {
    databaseUrl,
    port,
    apiPorts,
    stateDir,
    seed = true,
    fromSource = false,
    startTimeoutMs = 120_000,
  } = options;
  const onLine =
    options.onLine ??
    ((source: string, line: string) => {
      process.stdout.write(`[${source}] ${line}\n`);
    });
  mkdirSync(stateDir, { recursive: true });
  const secrets = clusterSecrets(stateDir);
  if (await ensureDatabase(databaseUrl)) onLine('cluster', `created the database of ${databaseUrl}`);

  const publicUrl = `http://localhost:${port}`;
  const baseEnv = (): NodeJS.ProcessEnv => ({
    ...process.env,
    NODE_ENV: 'production',
    DATABASE_URL: databaseUrl,
    JWT_SECRET: secrets.jwtSecret,
    SECRETS_KEY: secrets.secretsKey,
    DEMO_SELLER_PASSWORD: secrets.demoSellerPassword,
    // shared by the instances: uploaded media and the mail outbox
    DATA_DIR: stateDir,
    PUBLIC_URL: publicUrl,
    TRUST_PROXY: 'true',
    ...options.env,
  });

  // migrations and demo data: one process, before any instance, so two never seed at once
  if (seed) {
    const seeding = spawn(process.execPath, nodeArgs('cli/seed', fromSource), {
      cwd: API_DIR,
      env: baseEnv(),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    pipeLines(seeding, 'seed', onLine);
    const code = await exited(seeding);
    if (code !== 0) throw new Error(`seeding the database failed (exit ${code})`);
  }

  const instances = apiPorts.map((apiPort, index) => {
    const url = `http://127.0.0.1:${apiPort}`;
    const name = `api-${index + 1}`;
    return managed(
      name,
      url,
      `${url}/api/health/ready`,
      () => {
        const child = spawn(process.execPath, nodeArgs('server', fromSource), {
          cwd: API_DIR,
          env: {
            ...baseEnv(),
            PORT: String(apiPort),
            // reachable through Caddy only
            HOST: '127.0.0.1',
            // the first instance adds the demo's month of activity and warms its images; the others find them
            SEED_DEMO: String(seed && index === 0),
          },
          stdio: ['ignore', 'pipe', 'pipe'],
        });
        pipeLines(child, name, onLine);
        return child;
      },
      startTimeoutMs,
    );
  });

  const caddyDir = join(stateDir, 'caddy');
  mkdirSync(caddyDir, { recursive: true });
  const caddy = managed(
    'caddy',
    publicUrl,
    `http://127.0.0.1:${port}/api/health/ready`,
    () => {
      const child = spawn(
        options.caddy ?? 'caddy',
        ['run', '--config', CADDYFILE, '--adapter', 'caddyfile'],
        {
          env: {
            ...process.env,
            SOUK_PORT: String(port),
            ...Object.fromEntries(
              apiPorts.map((apiPort, index) => [`SOUK_API_${index + 1}`, `127.0.0.1:${apiPort}`]),
            ),
            // Caddy's own files (autosaved config, certificates) stay in the state folder
            XDG_DATA_HOME: caddyDir,
            XDG_CONFIG_HOME: caddyDir,
          },
          stdio: ['ignore', 'pipe', 'pipe'],
        },
      );
      pipeLines(child, 'caddy', onLine);
      return child;
    },
    startTimeoutMs,
  );

  const stop = async () => {
    await caddy.stop();
    await Promise.all(instances.map((instance) => instance.stop()));
  };
  try {
    for (const instance of instances) await instance.start();
    await caddy.start();
  } catch (error) {
    await stop();
    throw error;
  }
  return { url: publicUrl, instances, caddy, stop };
}
