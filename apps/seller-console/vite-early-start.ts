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
        const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
        const entryFiles = new Set<string>();
        const addEntryImports = (fileName: string) => {
          if (entryFiles.has(fileName)) return;
          entryFiles.add(fileName);
          const chunk = chunks.find((candidate) => candidate.fileName === fileName);
          for (const imported of chunk?.imports ?? []) addEntryImports(imported);
        };
        for (const chunk of chunks) if (chunk.isEntry) addEntryImports(chunk.fileName);

        const modules: string[] = [];
        const addScreen = (fileName: string) => {
          if (entryFiles.has(fileName) || modules.includes(fileName)) return;
          modules.push(fileName);
          const chunk = chunks.find((candidate) => candidate.fileName === fileName);
          for (const imported of chunk?.imports ?? []) addScreen(imported);
        };
        for (const module of SCREEN_MODULES) {
          const chunk = chunks.find((candidate) => candidate.facadeModuleId === module);
          if (!chunk) throw new Error(`earlyStart: no chunk for ${module}`);
          addScreen(chunk.fileName);
        }
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
