import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname } from 'node:path';

/**
 * Removes the run's throw-away data folder (the embedded database and media `e2eConfig` made in the temporary
 * folder). The server is still running when this runs (Playwright stops its web servers after), and may be
 * writing media variants in the background: a folder that gains a file while it is removed is retried, and
 * one still busy after that is left to the system's temporary-folder cleanup with a note, not a failed run.
 */
export default function globalTeardown(): void {
  const dir = process.env.SOUK_E2E_DATA_DIR;
  if (!dir || dirname(dir) !== tmpdir()) return;
  try {
    rmSync(dir, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
  } catch (error) {
    console.warn(`e2e teardown: could not remove ${dir} (${(error as Error).message})`);
  }
}
