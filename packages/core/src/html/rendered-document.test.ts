import { describe, expect, it } from 'vitest';
import {
  escapeHtml,
  manifestChunkUrls,
  NETWORK_QUIET_MS,
  renderedDocument,
  START_WHEN_QUIET_MS,
  scriptJson,
} from './rendered-document.js';

const TEMPLATE = `<!doctype html>
<html lang="en">
  <head>
    <meta name="description" content="Shop independent sellers." />
    <title>Souk</title>
    <script type="module" crossorigin src="/assets/index-1.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

describe('escapeHtml', () => {
  it('escapes the five HTML specials', () => {
    expect(escapeHtml(`Tom & "Jerry" <3 'x'>`)).toBe('Tom &amp; &quot;Jerry&quot; &lt;3 &#39;x&#39;&gt;');
  });
});

describe('scriptJson', () => {
  it('cannot close its script element or break JavaScript', () => {
    const json = scriptJson({ name: '</script><script>alert(1)</script>', line: '\u2028\u2029' });
    expect(json).not.toContain('</script>');
    expect(json).not.toMatch(/[\u2028\u2029]/);
    expect(JSON.parse(json)).toEqual({ name: '</script><script>alert(1)</script>', line: '\u2028\u2029' });
  });
});

describe('manifestChunkUrls', () => {
  it('follows static imports once each and skips unknown modules', () => {
    const manifest = {
      'src/a.tsx': { file: 'assets/a-1.js', imports: ['_shared.js'] },
      'src/b.tsx': { file: 'assets/b-1.js', imports: ['_shared.js'] },
      '_shared.js': { file: 'assets/shared-1.js', imports: ['src/a.tsx'] },
    };
    expect(manifestChunkUrls(manifest, ['src/a.tsx', 'src/b.tsx', 'src/nope.tsx'])).toEqual([
      '/assets/a-1.js',
      '/assets/shared-1.js',
      '/assets/b-1.js',
    ]);
  });
});

describe('renderedDocument', () => {
  it('fills the template: markup, state, title, description and new preloads', () => {
    const html = renderedDocument({
      template: TEMPLATE,
      body: '<main>Hello $& world</main>',
      state: { queries: [{ name: '<b>' }] },
      stateId: 'souk-state',
      title: 'Pixel Forge | Online Shop',
      description: 'Shop "Pixel Forge" & more',
      preload: ['/assets/index-1.js', '/assets/home-2.js'],
    });
    // replacement patterns such as $& in rendered text stay literal
    expect(html).toContain('<div id="root"><main>Hello $& world</main></div>');
    expect(html).toContain(
      '<script type="application/json" id="souk-state">{"queries":[{"name":"\\u003cb>"}]}</script></body>',
    );
    expect(html).toContain('<title>Pixel Forge | Online Shop</title>');
    expect(html).toContain('<meta name="description" content="Shop &quot;Pixel Forge&quot; &amp; more" />');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/home-2.js"></head>');
    expect(html.match(/index-1\.js/g)).toHaveLength(1);
  });

  it('runs inline scripts first in <head>, after the charset, each text as given', () => {
    const template = TEMPLATE.replace('<head>', '<head>\n    <meta charset="UTF-8" />');
    const html = renderedDocument({
      template,
      body: '',
      state: {},
      stateId: 's',
      inlineScripts: ["addEventListener('error',function(e){},true)", 'var a=1<2'],
    });
    expect(html).toContain(
      `<meta charset="UTF-8" /><script>addEventListener('error',function(e){},true)</script><script>var a=1<2</script>`,
    );
    expect(html.indexOf('<script>')).toBeLessThan(html.indexOf('<meta name="description"'));
    const withoutCharset = renderedDocument({
      template: TEMPLATE,
      body: '',
      state: {},
      stateId: 's',
      inlineScripts: ['x()'],
    });
    expect(withoutCharset).toContain('<head><script>x()</script>');
    expect(() =>
      renderedDocument({
        template: TEMPLATE,
        body: '',
        state: {},
        stateId: 's',
        inlineScripts: ['"</script>"'],
      }),
    ).toThrow();
  });

  it("links the page's web app manifest and its theme colour in <head>, escaped", () => {
    const html = renderedDocument({
      template: TEMPLATE,
      body: '<h1>Tea</h1>',
      state: null,
      stateId: 'souk-state',
      appManifest: { href: '/api/shops/tea"house/manifest.webmanifest', themeColor: '#1c222b' },
    });
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain(
      '<link rel="manifest" href="/api/shops/tea&quot;house/manifest.webmanifest"><meta name="theme-color" content="#1c222b">',
    );
    const without = renderedDocument({ template: TEMPLATE, body: '', state: null, stateId: 'souk-state' });
    expect(without).not.toContain('rel="manifest"');
    expect(without).not.toContain('theme-color');
  });

  it('keeps the template title and description when the screen sets none', () => {
    const html = renderedDocument({ template: TEMPLATE, body: '', state: {}, stateId: 's' });
    expect(html).toContain('<title>Souk</title>');
    expect(html).toContain('content="Shop independent sellers."');
  });

  it('can start the entry script only after the page has painted, preloading it at once', () => {
    const html = renderedDocument({
      template: TEMPLATE,
      body: '<main/>',
      state: {},
      stateId: 's',
      startAfterPaint: true,
    });
    expect(html).not.toContain('<script type="module" crossorigin src="/assets/index-1.js"></script>');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/index-1.js">');
    expect(html).toMatch(/requestAnimationFrame\(\(\)=>setTimeout\(go\)\);setTimeout\(go,200\)/);
    expect(html).toContain('import("/assets/index-1.js")');
    expect(html.match(/index-1\.js/g)).toHaveLength(2);
  });

  it('puts the start script last in <head>, after the stylesheets, so the parser reads the body with them', () => {
    // Vite writes the entry before the stylesheet; a classic script after a stylesheet waits for it
    const template = TEMPLATE.replace(
      '</script>',
      '</script>\n    <link rel="stylesheet" crossorigin href="/assets/index-1.css">',
    );
    for (const start of [{ startAfterPaint: true }, { startOnIntent: { local: ['customerToken'] } }]) {
      const html = renderedDocument({ template, body: '<main/>', state: {}, stateId: 's', ...start });
      const head = html.slice(0, html.indexOf('</head>'));
      const script = head.lastIndexOf('<script>');
      expect(script, JSON.stringify(start)).toBeGreaterThan(head.indexOf('<link rel="stylesheet"'));
      expect(head.slice(script), JSON.stringify(start)).toMatch(/^<script>[^<]*<\/script>(<link[^>]*>)*$/);
    }
  });

  describe('starting on intent', () => {
    const WITH_PRELOADS = TEMPLATE.replace(
      '</script>',
      '</script>\n    <link rel="modulepreload" crossorigin href="/assets/runtime-1.js">',
    );
    const page = (stored = {}) =>
      renderedDocument({
        template: WITH_PRELOADS,
        body: '<main/>',
        state: {},
        stateId: 's',
        preload: ['/assets/home-1.js', '/assets/runtime-1.js'],
        startAfterPaint: true,
        startOnIntent: { local: ['customerToken'], session: ['sessionId'], ...stored },
      });

    /** What the app's start imports, in order: the preloads, then the entry. */
    const STARTED = ['/assets/runtime-1.js', '/assets/home-1.js', '/assets/index-1.js'];

    /**
     * Runs the page's start script in a fake browser: a parsed document, storages holding `stored`, the
     * resources that finished loading at `finished` (ms); the clock's timers and the event listeners are
     * kept to be fired by hand.
     */
    function browser(
      html: string,
      stored: { local?: string; session?: string } = {},
      finished: number[] = [],
      /** Modules whose import fails (a chunk the network lost). */
      failing: string[] = [],
    ) {
      const script = /<script>(\(\(\)=>\{const d=document[^<]*)<\/script>/.exec(html)?.[1];
      if (!script) throw new Error('no start script');
      const listeners = new Map<string, () => void>();
      let clock = 0;
      const timers: { at: number; run: () => void }[] = [];
      /** Each module imported, with the number of timer callbacks run before it (one task apart each). */
      const imported: string[] = [];
      const importedAfterTimers: number[] = [];
      let timersRun = 0;
      const links: { rel: string; href: string; nonce?: string }[] = [];
      const storage = (key?: string) => ({ getItem: (name: string) => (name === key ? 'x' : null) });
      const context = {
        document: {
          readyState: 'complete',
          currentScript: { nonce: 'n0nce' },
          createElement: () => ({}),
          head: { append: (link: { rel: string; href: string }) => links.push(link) },
        },
        localStorage: storage(stored.local),
        sessionStorage: storage(stored.session),
        addEventListener: (type: string, listener: () => void) => listeners.set(type, listener),
        setTimeout: (callback: () => void, delay = 0) => timers.push({ at: clock + delay, run: callback }),
        requestAnimationFrame: (callback: () => void) => timers.push({ at: clock + 16, run: callback }),
        performance: {
          now: () => clock,
          getEntriesByType: () => finished.map((responseEnd) => ({ responseEnd })),
        },
        window: {},
        __import: (url: string) => {
          imported.push(url);
          importedAfterTimers.push(timersRun);
          return failing.includes(url) ? Promise.reject(new Error(`failed: ${url}`)) : Promise.resolve({});
        },
      };
      const names = Object.keys(context);
      new Function(...names, script.replaceAll('import(', '__import('))(
        ...names.map((name) => context[name as keyof typeof context]),
      );
      /** Whatever the script awaits settles (its promises), as between two of the browser's tasks. */
      const settle = () => new Promise((resolve) => setImmediate(resolve));
      /** Runs the timers due until `until` (ms), the earliest first, moving the clock to each. */
      const runTimers = async (until = Number.POSITIVE_INFINITY) => {
        await settle();
        for (let next = timers.sort((a, b) => a.at - b.at)[0]; next && next.at <= until; ) {
          timers.shift();
          clock = next.at;
          next.run();
          timersRun++;
          await settle();
          next = timers.sort((a, b) => a.at - b.at)[0];
        }
        clock = Math.max(clock, Number.isFinite(until) ? until : clock);
      };
      return { listeners, runTimers, imported, importedAfterTimers, links };
    }

    it('fetches no script until the shopper shows intent, then preloads the modules and imports them one task apiece, the entry last', async () => {
      const html = page();
      expect(html).not.toContain('<script type="module"');
      expect(html).not.toContain('<link rel="modulepreload"');
      const tab = browser(html);
      expect(tab.links).toEqual([]);
      expect([...tab.listeners.keys()]).toEqual([
        'pointerdown',
        'touchstart',
        'keydown',
        'focusin',
        'mouseover',
      ]);
      tab.listeners.get('pointerdown')?.();
      tab.listeners.get('keydown')?.();
      await tab.runTimers();
      expect(tab.links.map(({ rel, href, nonce }) => [rel, href, nonce])).toEqual([
        ['modulepreload', '/assets/index-1.js', 'n0nce'],
        ['modulepreload', '/assets/runtime-1.js', 'n0nce'],
        ['modulepreload', '/assets/home-1.js', 'n0nce'],
      ]);
      expect(tab.imported).toEqual(STARTED);
      // evaluated in separate tasks: the runtime libraries, the screen, then the entry
      const [first = 0, second = 0, third = 0] = tab.importedAfterTimers;
      expect(second).toBeGreaterThan(first);
      expect(third).toBeGreaterThan(second);
    });

    it('imports the entry even when a preloaded module fails to load', async () => {
      const tab = browser(page(), { local: 'customerToken' }, [], ['/assets/runtime-1.js']);
      await tab.runTimers();
      expect(tab.imported).toEqual(STARTED);
    });

    it(`starts anyway once the page has gone quiet: ${START_WHEN_QUIET_MS} ms after load, when idle`, async () => {
      const tab = browser(page());
      expect(tab.imported).toEqual([]);
      await tab.runTimers(START_WHEN_QUIET_MS - 1);
      expect(tab.imported).toEqual([]);
      await tab.runTimers();
      expect(tab.imported).toEqual(STARTED);
    });

    it(`waits for ${NETWORK_QUIET_MS} ms without a resource finishing, images below the view still loading`, async () => {
      const lastImage = 4500;
      const tab = browser(page(), {}, [300, 2100, lastImage]);
      await tab.runTimers(lastImage + NETWORK_QUIET_MS - 1);
      expect(tab.links).toEqual([]);
      await tab.runTimers();
      expect(tab.imported).toEqual(STARTED);
    });

    it('starts at once, after the first paint, when the browser holds one of the keys', async () => {
      for (const stored of [{ local: 'customerToken' }, { session: 'sessionId' }]) {
        const tab = browser(page(), stored);
        expect(tab.listeners.size).toBe(0);
        expect(tab.links).toHaveLength(3);
        expect(tab.imported).toEqual([]);
        await tab.runTimers();
        expect(tab.imported).toEqual(STARTED);
      }
      const other = browser(page(), { local: 'somethingElse' });
      expect(other.links).toEqual([]);
    });
  });

  it('preloads the priority image of a <picture> first in <head>, by its first source', () => {
    const body =
      '<img src="/logo.png" loading="lazy"/><picture><source type="image/avif" srcSet="/m/1/640.avif 640w, /m/1/1280.avif 1280w" sizes="(min-width:640px) 50vw,100vw"/><source type="image/webp" srcSet="/m/1/640.webp 640w"/><img alt="Tea" src="/m/1/1280.jpg" fetchPriority="high"/></picture>';
    const html = renderedDocument({ template: TEMPLATE, body, state: {}, stateId: 's' });
    const preload =
      '<link rel="preload" as="image" fetchpriority="high" imagesrcset="/m/1/640.avif 640w, /m/1/1280.avif 1280w" imagesizes="(min-width:640px) 50vw,100vw" type="image/avif">';
    expect(html).toContain(`<head>${preload}`);
    expect(html.match(/rel="preload"/g)).toHaveLength(1);
  });

  it('preloads a plain priority <img> by its src, and nothing when no image has priority', () => {
    const plain = renderedDocument({
      template: TEMPLATE,
      body: '<img alt="" src="/banner.svg?a=1&amp;b=2" fetchPriority="high"/>',
      state: {},
      stateId: 's',
    });
    expect(plain).toContain(
      '<head><link rel="preload" as="image" fetchpriority="high" href="/banner.svg?a=1&amp;b=2">',
    );
    const none = renderedDocument({
      template: TEMPLATE,
      body: '<img alt="" src="/a.jpg" loading="lazy"/>',
      state: {},
      stateId: 's',
    });
    expect(none).not.toContain('rel="preload"');
  });
});
