import { DEMO_TEMPLATE_FILES, writeDemoTemplate } from '../demo/template.js';

/** `pnpm --filter @souk/api build` (after tsc): writes the demo template next to the compiled server. */
async function main(): Promise<void> {
  const started = performance.now();
  await writeDemoTemplate();
  console.log(
    `Demo template written to ${DEMO_TEMPLATE_FILES.tarball} in ${Math.round(performance.now() - started)} ms.`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
