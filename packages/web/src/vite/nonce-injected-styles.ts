import type { Plugin } from 'vite';

/** Libraries that put their stylesheet in a `<style>` element they create, and that element's creation. */
const INJECTORS = [
  {
    module:
      /[\\/]node_modules[\\/](?:\.pnpm[\\/][^\\/]+[\\/]node_modules[\\/])?sonner[\\/]dist[\\/]index\.mjs$/,
    create: "document.createElement('style')",
  },
];

/** The page's CSP nonce, from the meta element the server puts in every page (as Vite's preload helper reads it). */
const WITH_NONCE =
  "Object.assign(document.createElement('style'),{nonce:document.querySelector('meta[property=csp-nonce]')?.nonce||''})";

/**
 * Gives the `<style>` elements libraries inject (sonner's toasts) the page's CSP nonce, so the policy can
 * allow styles by nonce instead of `'unsafe-inline'`. A library whose code no longer matches fails the build
 * rather than its styles silently failing the policy.
 */
export function nonceInjectedStyles(): Plugin {
  return {
    name: 'souk:nonce-injected-styles',
    transform(code, id) {
      const injector = INJECTORS.find(({ module }) => module.test(id));
      if (!injector) return null;
      if (!code.includes(injector.create)) {
        this.error(`nonceInjectedStyles: ${id} no longer creates its style element with ${injector.create}`);
      }
      return { code: code.replace(injector.create, WITH_NONCE), map: null };
    },
  };
}
