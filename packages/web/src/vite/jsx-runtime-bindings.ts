import type { Plugin } from 'vite';

const JSX_RUNTIME = 'react/jsx-runtime';
/** The module the app's JSX imports instead: React's JSX functions as ES module bindings. */
export const JSX_BINDINGS = '\0souk:jsx-runtime';

/**
 * React's JSX runtime is CommonJS: every element the bundle creates calls it through the namespace object,
 * `(0,B.jsx)(…)`, hundreds of times in a page's scripts. Re-exported as ES bindings, each call is `q(…)`.
 * The functions are the same (React's `jsx` and `jsxs` use no `this`): only the calls get shorter.
 */
export function jsxRuntimeBindings(): Plugin {
  return {
    name: 'souk:jsx-runtime-bindings',
    apply: (_config, { command, isSsrBuild }) => command === 'build' && !isSsrBuild,
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === JSX_RUNTIME && importer !== JSX_BINDINGS) return JSX_BINDINGS;
      return null;
    },
    load(id) {
      if (id !== JSX_BINDINGS) return null;
      return [
        `import * as runtime from '${JSX_RUNTIME}';`,
        'export const jsx = runtime.jsx;',
        'export const jsxs = runtime.jsxs;',
        'export const Fragment = runtime.Fragment;',
      ].join('\n');
    },
  };
}
