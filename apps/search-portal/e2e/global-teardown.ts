import { rmSync } from 'node:fs';

/** Removes the run's throw-away embedded database. */
export default function globalTeardown(): void {
  const dir = process.env.SOUK_E2E_DATA_DIR;
  if (dir?.includes('souk-e2e-portal-')) rmSync(dir, { recursive: true, force: true });
}
