import type { Plugin } from 'vite';

/**
 * The page's CSP nonce, from the meta element the server puts in every page, read as Vite's preload helper
 * reads it (the same text compresses to a few bytes beside it).
 */
const PAGE_NONCE = 'document.querySelector("meta[property=csp-nonce]")?.nonce';

const IN_NODE_MODULES = String.raw`[\\/]node_modules[\\/](?:\.pnpm[\\/][^\\/]+[\\/]node_modules[\\/])?`;

/** Libraries that put styles in a `<style>` element they create: the code that makes it, and its fix. */
const INJECTORS = [
  {
    // sonner's toasts (`type` goes: text/css is every style element's default)
    module: new RegExp(String.raw`${IN_NODE_MODULES}sonner[\\/]dist[\\/]index\.mjs$`),
    create: "style.type = 'text/css'",
    withNonce: `style.nonce = ${PAGE_NONCE}`,
  },
  {
    // get-nonce: the nonce react-style-singleton gives the scroll lock styles of Radix dialogs
    module: new RegExp(String.raw`${IN_NODE_MODULES}get-nonce[\\/]dist[\\/]es2015[\\/]index\.js$`),
    create: 'if (currentNonce) {',
    withNonce: `currentNonce ||= ${PAGE_NONCE};\n    if (currentNonce) {`,
  },
];

/**
 * Gives the `<style>` elements libraries inject (sonner's toasts, Radix dialogs' scroll lock) the page's
 * CSP nonce, so the policy allows styles by nonce instead of `'unsafe-inline'`. A library whose code no
 * longer matches fails the build rather than its styles silently failing the policy.
 */
export function nonceInjectedStyles(): Plugin {
  return {
    name: 'souk:nonce-injected-styles',
    transform(code, id) {
      const injector = INJECTORS.find(({ module }) => module.test(id));
      if (!injector) return null;
      if (!code.includes(injector.create)) {
        this.error(`nonceInjectedStyles: ${id} no longer has ${injector.create}`);
      }
      return { code: code.replace(injector.create, injector.withNonce), map: null };
    },
  };
}
