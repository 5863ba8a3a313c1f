import * as runtime from 'react/jsx-runtime';
import { describe, expect, it } from 'vitest';
import { JSX_BINDINGS, jsxRuntimeBindings } from './jsx-runtime-bindings.js';

const plugin = jsxRuntimeBindings();

function resolve(source: string, importer: string | undefined) {
  const hook = plugin.resolveId;
  if (typeof hook !== 'function') throw new Error('a resolveId function');
  return hook.call({} as never, source, importer, { isEntry: false } as never);
}

function load(id: string) {
  const hook = plugin.load;
  if (typeof hook !== 'function') throw new Error('a load function');
  return hook.call({} as never, id) as string | null;
}

function applies(command: 'build' | 'serve', isSsrBuild: boolean) {
  const apply = plugin.apply;
  if (typeof apply !== 'function') throw new Error('an apply function');
  return apply({}, { command, isSsrBuild, mode: 'production' });
}

describe('jsxRuntimeBindings', () => {
  it('gives the app’s JSX the bindings module, which itself imports React’s runtime', () => {
    expect(resolve('react/jsx-runtime', '/repo/apps/storefront/src/main.tsx')).toBe(JSX_BINDINGS);
    expect(resolve('react/jsx-runtime', JSX_BINDINGS)).toBeNull();
    expect(resolve('react', '/repo/apps/storefront/src/main.tsx')).toBeNull();
    expect(load('/repo/apps/storefront/src/main.tsx')).toBeNull();
  });

  // JSX compiles to imports of these names; an import of another name (its CommonJS `default`) fails the build
  it('re-exports every function of React’s JSX runtime', () => {
    const code = load(JSX_BINDINGS) ?? '';
    const exported = [...code.matchAll(/^export const (\w+) = runtime\.(\w+);$/gm)].map(([, name, from]) => {
      expect(name).toBe(from);
      return name;
    });
    expect(exported.sort()).toEqual(
      Object.keys(runtime)
        .filter((name) => name !== 'default')
        .sort(),
    );
  });

  it('works in the browser build only: the server renderer and the dev server keep React’s module', () => {
    expect(applies('build', false)).toBe(true);
    expect(applies('build', true)).toBe(false);
    expect(applies('serve', false)).toBe(false);
  });
});
