import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname } from 'node:path';

/** Removes the run's throw-away embedded database (the folder `e2eConfig` made in the temporary folder). */
export default function globalTeardown(): void {
  const dir = process.env.SOUK_E2E_DATA_DIR;
  if (dir && dirname(dir) === tmpdir()) rmSync(dir, { recursive: true, force: true });
}
