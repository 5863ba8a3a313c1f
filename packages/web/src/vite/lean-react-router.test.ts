import { describe, expect, it } from 'vitest';
import { leanReactRouter } from './lean-react-router.js';

const ROUTER_CHUNK =
  '/repo/node_modules/.pnpm/react-router@7.18.5/node_modules/react-router/dist/development/chunk.mjs';
const SOURCE = [
  'var Link = React10.forwardRef(',
  '  function LinkWithRef(props, ref) { return null; }',
  ');',
  'Link.displayName = "Link";',
  'DataRouterContext.displayName = "DataRouter";',
].join('\n');

/** The plugin's transform, after Vite resolved a configuration of this command and mode. */
function transform(code: string, id: string, config = { command: 'serve', mode: 'development' }) {
  const plugin = leanReactRouter();
  const configured = plugin.configResolved;
  if (typeof configured !== 'function') throw new Error('a configResolved function');
  configured.call({} as never, config as never);
  const hook = plugin.transform;
  if (typeof hook !== 'function') throw new Error('a transform function');
  return hook.call({} as never, code, id) as { code: string; map: unknown } | null;
}

describe('leanReactRouter', () => {
  it('marks React Router’s forwardRef components pure and drops their displayName lines', () => {
    const result = transform(SOURCE, ROUTER_CHUNK);
    expect(result?.code).toBe(
      [
        'var Link = /* @__PURE__ */ React10.forwardRef(',
        '  function LinkWithRef(props, ref) { return null; }',
        ');',
        '',
        '',
      ].join('\n'),
    );
    expect(result?.map).toBeTruthy();
  });

  it('turns React Router’s developer warnings off in a production build only, as its production build does', () => {
    const flag = 'var ENABLE_DEV_WARNINGS = true;\nif (ENABLE_DEV_WARNINGS) warn();';
    const build = transform(flag, ROUTER_CHUNK, { command: 'build', mode: 'production' });
    expect(build?.code).toBe('var ENABLE_DEV_WARNINGS = false;\nif (ENABLE_DEV_WARNINGS) warn();');
    expect(transform(flag, ROUTER_CHUNK)).toBeNull();
    expect(transform(flag, ROUTER_CHUNK, { command: 'build', mode: 'development' })).toBeNull();
  });

  it('leaves every other module alone', () => {
    expect(transform(SOURCE, '/repo/packages/ui/src/components/header.tsx')).toBeNull();
    expect(transform('export const x = 1;', ROUTER_CHUNK)).toBeNull();
  });
});
