import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from '../lib/server.mjs';

const SCRIPT = join(ROOT, 'scripts/check-size.mjs');

/** The front ends' size budgets, as `scripts/check-size.mjs --markdown` reports them. */
export async function run({ log }) {
  if (!existsSync(SCRIPT)) {
    log('  scripts/check-size.mjs not found');
    return { rows: [], details: ['Pending: `scripts/check-size.mjs` does not exist yet.'] };
  }
  const result = spawnSync(process.execPath, [SCRIPT, '--markdown'], { cwd: ROOT, encoding: 'utf8' });
  const output = (result.stdout || '').trim();
  log(
    output
      .split('\n')
      .map((line) => `  ${line}`)
      .join('\n'),
  );
  if (result.stderr?.trim()) log(result.stderr.trim());
  // a ratchet is the script's temporary limit where the target is not met yet
  const overTarget = output.split('\n').filter((line) => line.includes('ratchet, target'));
  const met = result.status === 0 && overTarget.length === 0;
  return {
    rows: [
      {
        measure: 'Front-end sizes (`scripts/check-size.mjs`, gzip)',
        budget: 'every target of the script',
        figure:
          result.status !== 0
            ? `over a limit (exit ${result.status}), see below`
            : overTarget.length
              ? `${overTarget.length} measure(s) over target, held by a ratchet: ${overTarget.map((line) => `${line.split('|')[1].trim()} ${line.split('|')[2].trim()}`).join('; ')}`
              : 'all within target',
        met,
      },
    ],
    details: [
      'Output of `node scripts/check-size.mjs --markdown` on the production builds:',
      '',
      output || `(no output; exit ${result.status}) ${result.stderr ?? ''}`,
    ],
  };
}
