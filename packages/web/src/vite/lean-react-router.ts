import MagicString from 'magic-string';
import type { Plugin } from 'vite';

const REACT_ROUTER_DIST =
  /[\\/]node_modules[\\/](?:\.pnpm[\\/][^\\/]+[\\/]node_modules[\\/])?react-router[\\/]dist[\\/]/;
/** `Link.displayName = "Link";` — a name for React's developer tools, on its own line. */
const DISPLAY_NAME = /^[\w$]+\.displayName = "[^"\n]*";$/gm;
/** `React10.forwardRef(` — builds a component and does nothing else. */
const FORWARD_REF = /\bReact\d*\.forwardRef\(/g;

/**
 * `var ENABLE_DEV_WARNINGS = true;` — the one line by which React Router's `development` build (the only
 * one its `exports` map offers a bundler) differs from its `production` build.
 */
const DEV_WARNINGS = /^var ENABLE_DEV_WARNINGS = true;$/m;

/**
 * React Router's build marks neither its `forwardRef` components as free of side effects nor leaves out
 * their `displayName`s, so every component it has (`Form`, `NavLink`, `ScrollRestoration`…) ships whether
 * an app uses it or not. This marks the calls pure and drops the names: unused components go. In a
 * production build it also turns React Router's developer warnings off, as its own production build does
 * (the browser and the server renderer alike, so an error screen renders the same on both).
 */
export function leanReactRouter(): Plugin {
  let production = false;
  return {
    name: 'souk:lean-react-router',
    configResolved(config) {
      production = config.command === 'build' && config.mode === 'production';
    },
    transform(code, id) {
      if (!REACT_ROUTER_DIST.test(id)) return null;
      const out = new MagicString(code);
      const devWarnings = production ? DEV_WARNINGS.exec(code) : null;
      if (devWarnings) {
        out.overwrite(
          devWarnings.index,
          devWarnings.index + devWarnings[0].length,
          'var ENABLE_DEV_WARNINGS = false;',
        );
      }
      for (const match of code.matchAll(DISPLAY_NAME)) out.remove(match.index, match.index + match[0].length);
      for (const match of code.matchAll(FORWARD_REF)) out.appendLeft(match.index, '/* @__PURE__ */ ');
      return out.hasChanged() ? { code: out.toString(), map: out.generateMap({ hires: true }) } : null;
    },
  };
}
