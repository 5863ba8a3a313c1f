import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { DASHBOARD_EARLY, type EarlyStartConfig, startEarly } from './src/lib/early-start.js';

/** The dashboard's screen: the signed-in layout and the dashboard route (`src/app/routes.tsx`). */
const SCREEN_MODULES = ['src/app/routes/console-layout.tsx', 'src/app/routes/dashboard.tsx'].map((file) =>
  fileURLToPath(new URL(file, import.meta.url)),
);

/**
 * Writes the early start (`src/lib/early-start.ts`) into the built `index.html`, with the files of the
 * dashboard's screen the build made (its chunks and the ones they import, less what the entry loads).
 * Build only: the dev server loads modules one by one anyway.
 */
export function earlyStart(): Plugin {
  let base = '/';
  return {
    name: 'souk:console-early-start',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html;
        const chunks = new Map<string, { imports: string[] }>();
        for (const output of Object.values(bundle))
          if (output.type === 'chunk') chunks.set(output.fileName, output);
        // a chunk's file and every file it imports statically, in import order
        const graph = (fileName: string, into = new Set<string>()) => {
          if (into.has(fileName)) return into;
          into.add(fileName);
          for (const imported of chunks.get(fileName)?.imports ?? []) graph(imported, into);
          return into;
        };
        const loadedByEntry = new Set<string>();
        for (const output of Object.values(bundle)) {
          if (output.type === 'chunk' && output.isEntry) graph(output.fileName, loadedByEntry);
        }
        const screen = new Set<string>();
        for (const module of SCREEN_MODULES) {
          const chunk = Object.values(bundle).find(
            (output) => output.type === 'chunk' && output.facadeModuleId === module,
          );
          if (!chunk) throw new Error(`earlyStart: no chunk for ${module}`);
          graph(chunk.fileName, screen);
        }
        const modules = [...screen].filter((fileName) => !loadedByEntry.has(fileName));
        const config: EarlyStartConfig = {
          ...DASHBOARD_EARLY,
          modules: modules.map((fileName) => `${base}${fileName}`),
        };
        // before the app's module script and its stylesheet: an inline script after a stylesheet would wait
        // for it, and the charset declaration stays in the page's first bytes
        const script = `<script>(${startEarly.toString()})(${JSON.stringify(config)})</script>\n    `;
        const appScript = html.indexOf('<script type="module"');
        if (appScript < 0) throw new Error('earlyStart: no module script in index.html');
        return html.slice(0, appScript) + script + html.slice(appScript);
      },
    },
  };
}
