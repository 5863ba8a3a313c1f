import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('../../', import.meta.url));
export const API_DIR = join(ROOT, 'apps/api');
export const SERVER_ENTRY = join(API_DIR, 'dist/server.js');

/** Ports from 8500 up: other tools on the shared machines use 8130–8173, 8200, 8400 and 8410. */
let nextPort = 8500 + (process.pid % 50) * 10;

/** A free TCP port at or above 8500. */
export async function freePort() {
  for (let attempt = 0; attempt < 200; attempt++) {
    const port = nextPort++;
    const free = await new Promise((resolve) => {
      const probe = createServer();
      probe.once('error', () => resolve(false));
      probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
    });
    if (free) return port;
  }
  throw new Error('No free port found from 8500 up');
}

/** A fresh temporary folder, removed by the returned `remove()`. */
export function tempDir(label) {
  const dir = mkdtempSync(join(tmpdir(), `souk-bench-${label}-`));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });

/** One HTTP request over a keep-alive agent: `{ status, body, ms }`. */
export function request(url, { method = 'GET', headers = {}, body } = {}) {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const req = http.request(
      url,
      {
        method,
        agent,
        headers: payload
          ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload), ...headers }
          : headers,
      },
      (res) => {
        const chunks = [];
        res.on('data', (chunk) => chunks.push(chunk));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let json;
          try {
            json = JSON.parse(text);
          } catch {
            json = undefined;
          }
          resolve({ status: res.statusCode, body: json, text, ms: performance.now() - started });
        });
      },
    );
    req.on('error', reject);
    if (payload) req.write(payload);
    req.end();
  });
}

/** GET that must answer 200 with JSON. */
export async function getJson(url) {
  const res = await request(url);
  if (res.status !== 200) throw new Error(`GET ${url} answered ${res.status}: ${res.text.slice(0, 300)}`);
  return res.body;
}

/**
 * Starts the built API (`node apps/api/dist/server.js`) and waits for the first 200 of /api/health.
 * Resolves with `{ url, port, pid, spawnedAt, startMs, output(), stop() }`; `startMs` is spawn → first 200,
 * `spawnedAt` the `performance.now()` of the spawn. `onOutput` sees everything the server writes (`output()`
 * keeps only the last 4000 characters).
 */
export async function startApi({ env = {}, timeoutMs = 120_000, label = 'api', onOutput } = {}) {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, [SERVER_ENTRY], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      // request logging at `info` writes a line per request; the budgets are about the server's own work
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk) => {
    onOutput?.(chunk.toString());
    output = (output + chunk.toString()).slice(-4000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise((resolve) => child.once('exit', (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;
  let startMs;
  while (startMs === undefined) {
    if (child.exitCode !== null) throw new Error(`${label} server exited (${child.exitCode}):\n${output}`);
    if (performance.now() - started > timeoutMs) {
      child.kill('SIGKILL');
      throw new Error(`${label} server did not answer /api/health within ${timeoutMs} ms:\n${output}`);
    }
    try {
      const res = await request(`${url}/api/health`);
      if (res.status === 200) startMs = performance.now() - started;
    } catch {
      // not listening yet
    }
    if (startMs === undefined) await new Promise((resolve) => setTimeout(resolve, 5));
  }
  return {
    url,
    port,
    pid: child.pid,
    spawnedAt: started,
    startMs,
    output: () => output,
    async stop() {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

/** Starts `bench/hello-server.mjs` (bare Fastify of the api's version) in its own process. */
export async function startHello() {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    [fileURLToPath(new URL('../hello-server.mjs', import.meta.url)), String(port)],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  await new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk) => {
      if (chunk.toString().includes('listening')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`hello-world server exited (${code})`)));
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  return {
    url: `http://127.0.0.1:${port}`,
    async stop() {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** Runs a command to completion, inheriting output unless `quiet`; rejects on a non-zero exit. */
export function run(command, args, { cwd = ROOT, env = {}, quiet = false } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd,
      env: { ...process.env, ...env },
      stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    });
    let output = '';
    if (quiet) {
      child.stdout.on('data', (chunk) => {
        output += chunk;
      });
      child.stderr.on('data', (chunk) => {
        output += chunk;
      });
    }
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code === 0) resolve(output);
      else reject(new Error(`${command} ${args.join(' ')} exited ${code}\n${output.slice(-3000)}`));
    });
  });
}
