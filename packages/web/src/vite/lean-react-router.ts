import MagicString from 'magic-string';
import type { Plugin } from 'vite';

const REACT_ROUTER_DIST =
  /[\\/]node_modules[\\/](?:\.pnpm[\\/][^\\/]+[\\/]node_modules[\\/])?react-router[\\/]dist[\\/]/;
/** `Link.displayName = "Link";` — a name for React's developer tools, on its own line. */
const DISPLAY_NAME = /^[\w$]+\.displayName = "[^"\n]*";$/gm;
/** `React10.forwardRef(` — builds a component and does nothing else. */
const FORWARD_REF = /\bReact\d*\.forwardRef\(/g;

/**
 * React Router's build marks neither its `forwardRef` components as free of side effects nor leaves out
 * their `displayName`s, so every component it has (`Form`, `NavLink`, `ScrollRestoration`…) ships whether
 * an app uses it or not. This marks the calls pure and drops the names: unused components go.
 */
export function leanReactRouter(): Plugin {
  return {
    name: 'souk:lean-react-router',
    transform(code, id) {
      if (!REACT_ROUTER_DIST.test(id)) return null;
      const out = new MagicString(code);
      for (const match of code.matchAll(DISPLAY_NAME)) out.remove(match.index, match.index + match[0].length);
      for (const match of code.matchAll(FORWARD_REF)) out.appendLeft(match.index, '/* @__PURE__ */ ');
      return out.hasChanged() ? { code: out.toString(), map: out.generateMap({ hires: true }) } : null;
    },
  };
}
