const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/**
 * Text made safe for HTML text and attribute values.
 * @example escapeHtml('Tom & "Jerry" <3') // "Tom &amp; &quot;Jerry&quot; &lt;3"
 */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);
}

/**
 * JSON for a `<script type="application/json">` element: `<` and the JavaScript line separators escaped,
 * so no text in the data can close the element or break the page.
 * @example scriptJson({ name: '</script>' }) // '{"name":"\\u003c/script>"}'
 */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * One chunk of a Vite client build (its `.vite/manifest.json`).
 * @example const chunk: ManifestChunk = { file: 'assets/product-page-1a2b.js', imports: ['_vendor-3c4d.js'] };
 */
export interface ManifestChunk {
  file: string;
  imports?: string[];
}

/**
 * The root-relative URLs of the chunks of `modules` and of everything they import statically, from a Vite
 * build manifest: what a server-rendered page preloads for its screens. Unknown modules are skipped.
 * @example manifestChunkUrls({ 'src/a.tsx': { file: 'assets/a-1.js', imports: ['_b.js'] }, '_b.js': { file: 'assets/b-2.js' } }, ['src/a.tsx']) // ["/assets/a-1.js", "/assets/b-2.js"]
 */
export function manifestChunkUrls(
  manifest: Record<string, ManifestChunk>,
  modules: readonly string[],
): string[] {
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (seen.has(key) || !chunk) return;
    seen.add(key);
    for (const next of chunk.imports ?? []) visit(next);
  };
  for (const key of modules) visit(key);
  return [...seen].map((key) => `/${manifest[key]?.file}`);
}

/**
 * What {@link renderedDocument} fills a built `index.html` with.
 * @example
 * ```ts
 * const parts: RenderedDocumentParts = {
 *   template: '<html><head><title>Souk</title></head><body><div id="root"></div></body></html>',
 *   body: '<h1>Tea</h1>', state: { page: 1 }, stateId: 'souk-state', title: 'Tea House',
 * };
 * ```
 */
export interface RenderedDocumentParts {
  /** The app's built `index.html`, with an empty `<div id="root"></div>`. */
  template: string;
  /** The server-rendered markup of the app. */
  body: string;
  /** Data the browser starts from, embedded as JSON in `<script type="application/json" id={stateId}>`. */
  state: unknown;
  /** The `id` of that script element, by which the browser finds the state. */
  stateId: string;
  /** Replaces the template's `<title>`. */
  title?: string;
  /** Replaces the template's `<meta name="description">`. */
  description?: string;
  /** Scripts to preload (`<link rel="modulepreload">`), those the template does not name already. */
  preload?: readonly string[];
  /**
   * The page's web app manifest (`<link rel="manifest">`) and the browser's colour for it (`<meta
   * name="theme-color">`): a shop's page names its own shop's app.
   */
  appManifest?: AppManifestLink;
  /**
   * Inline scripts that run first, at the top of `<head>` (after the charset), before anything of the
   * page loads. Each text is inserted verbatim, so a Content-Security-Policy can allow it by its hash.
   */
  inlineScripts?: readonly string[];
  /**
   * Starts the app's entry script only once the page has painted (fetched at once, run after the next
   * frame): the server-rendered page shows before the browser spends time on the app's code.
   */
  startAfterPaint?: boolean;
  /**
   * Starts the app's entry script only when the shopper shows intent — a tap, a key, focus, a pointer over
   * the page — or once the page has gone quiet ({@link START_WHEN_QUIET_MS} after `load` and
   * {@link NETWORK_QUIET_MS} after the last resource finished loading, then when idle):
   * the server-rendered page is whole without it, and its first load fetches no script (taps made before
   * are replayed by the app). A browser holding one of the keys named here (a signed-in shopper, a guest's
   * session) starts at once, after the first paint, since its first view depends on what it holds. The
   * entry's and `preload`'s module preloads are added when the app starts, not before. Wins over
   * `startAfterPaint`.
   */
  startOnIntent?: StartOnIntent;
}

/**
 * The web app manifest a page links to, and its theme colour.
 * @example const link: AppManifestLink = { href: '/api/shops/tea-house/manifest.webmanifest', themeColor: '#1c222b' };
 */
export interface AppManifestLink {
  href: string;
  themeColor: string;
}

/**
 * What makes a page with {@link RenderedDocumentParts.startOnIntent} start its app at once: keys of
 * `localStorage` and `sessionStorage`, any of which present means the first view depends on this browser.
 * @example const stored: StartOnIntent = { local: ['customerToken'], session: ['sessionId'] };
 */
export interface StartOnIntent {
  /** `localStorage` keys. */
  local?: readonly string[];
  /** `sessionStorage` keys. */
  session?: readonly string[];
}

/**
 * How long after `load`, at the least, a page that starts its app on intent starts it anyway (when the
 * network is quiet too and the browser is next idle): the app's code never competes with the first view.
 * @example START_WHEN_QUIET_MS // 3000
 */
export const START_WHEN_QUIET_MS = 3000;

/**
 * How long no resource may have finished loading before a page that starts its app on intent counts its
 * network as quiet: images still arriving below the first view keep it busy.
 * @example NETWORK_QUIET_MS // 2000
 */
export const NETWORK_QUIET_MS = 2000;

const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
/** The start of `<head>`, with its charset declaration when there is one (it must stay first). */
const HEAD_START = /<head>(\s*<meta charset="[^"]*"\s*\/?>)?/i;

function inlineScript(text: string): string {
  if (/<\/script/i.test(text)) throw new Error('An inline script cannot contain "</script"');
  return `<script>${text}</script>`;
}

/** The page's priority image (`fetchPriority="high"`), in its `<picture>` when it has one. */
const PRIORITY_PICTURE =
  /<picture>((?:<source [^>]*>)*)<img [^>]*fetch[Pp]riority="high"[^>]*>|<img [^>]*fetch[Pp]riority="high"[^>]*>/;
const FIRST_SOURCE = /<source [^>]*>/;

/** The value of `name` in one tag's markup, as written there (already escaped). */
function attribute(tag: string, name: string): string | undefined {
  return new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag)?.[1];
}

/**
 * A preload of the page's largest image (the one rendered with `fetchPriority="high"`), for the start of
 * `<head>`: the browser fetches it before the stylesheet and the scripts instead of after them. For a
 * `<picture>`, the first `<source>`'s `srcset`, `sizes` and `type` (a browser that cannot show that type
 * skips the preload and takes another source); for a plain `<img>`, its `src`.
 */
function priorityImagePreload(body: string): string {
  const found = PRIORITY_PICTURE.exec(body);
  if (!found) return '';
  const source = found[1] ? FIRST_SOURCE.exec(found[1])?.[0] : undefined;
  if (source) {
    const srcset = attribute(source, 'srcSet');
    if (srcset) {
      const sizes = attribute(source, 'sizes');
      const type = attribute(source, 'type');
      return `<link rel="preload" as="image" fetchpriority="high" imagesrcset="${srcset}"${sizes ? ` imagesizes="${sizes}"` : ''}${type ? ` type="${type}"` : ''}>`;
    }
  }
  const img = /<img [^>]*>/.exec(found[0])?.[0] ?? found[0];
  const src = attribute(img, 'src');
  return src ? `<link rel="preload" as="image" fetchpriority="high" href="${src}">` : '';
}

/** The entry, preloaded now and imported after the next frame (or 200 ms, in a tab that draws no frames). */
function entryAfterPaint(src: string): string {
  const url = JSON.stringify(src);
  return (
    `<link rel="modulepreload" crossorigin href="${escapeHtml(src)}">` +
    `<script>addEventListener('DOMContentLoaded',()=>{let s=0;const go=()=>{if(!s){s=1;import(${url})}};` +
    'requestAnimationFrame(()=>setTimeout(go));setTimeout(go,200)})</script>'
  );
}

/** The events that show a shopper is about to use the page. */
const INTENT_EVENTS = ['pointerdown', 'touchstart', 'keydown', 'focusin', 'mouseover'];
/** A `<link rel="modulepreload">` tag of the template (Vite's preloads of the entry's imports). */
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/**
 * The entry and its module preloads, added and imported when the shopper shows intent or the page has gone
 * quiet (load, then the network) — at once (after the first paint) when the browser holds one of
 * `stored`'s keys. The preloads carry the script's own nonce (a policy with a nonce checks them too). The
 * preloaded modules are imported one task apiece, in order, and the entry last: evaluating the runtime
 * libraries and the app's modules is several shorter tasks instead of one long one.
 */
function entryOnIntent(src: string, preloads: readonly string[], stored: StartOnIntent): string {
  return (
    `<script>(()=>{const d=document,n=d.currentScript.nonce,u=${scriptJson([src, ...preloads])},` +
    `L=${scriptJson(stored.local ?? [])},S=${scriptJson(stored.session ?? [])};let s=0;` +
    // the app: its preloads now, its entry once the document is parsed and has painted
    "const go=()=>{if(s)return;s=1;for(const h of u){const l=d.createElement('link');l.rel='modulepreload';" +
    "l.crossOrigin='';if(n)l.nonce=n;l.href=h;d.head.append(l)}let r=0;" +
    // each preloaded module evaluated in its own task (the runtime libraries, then the app): one long task
    // of module evaluation becomes several shorter ones the browser can answer a tap between. One that fails
    // to load holds nothing up: the entry is imported anyway (and its own imports report their failure)
    `const run=async()=>{if(r)return;r=1;for(const h of u.slice(1)){await import(h).catch(()=>0);await new Promise(f=>setTimeout(f))}import(u[0])},` +
    'paint=()=>{requestAnimationFrame(()=>setTimeout(run));setTimeout(run,200)};' +
    "d.readyState=='loading'?addEventListener('DOMContentLoaded',paint):paint()};" +
    'let now=0;try{now=L.some(k=>localStorage.getItem(k)!=null)||S.some(k=>sessionStorage.getItem(k)!=null)}catch{}' +
    `if(now)return go();for(const t of${scriptJson(INTENT_EVENTS)})addEventListener(t,go,{capture:true,passive:true,once:true});` +
    // quiet: START_WHEN_QUIET_MS after load, NETWORK_QUIET_MS after the last resource finished, then idle
    `const q=()=>{const t=performance.now()+${START_WHEN_QUIET_MS},w=()=>{let l=0;` +
    "for(const e of performance.getEntriesByType('resource'))l=Math.max(l,e.responseEnd);" +
    `const d=Math.max(t,l+${NETWORK_QUIET_MS})-performance.now();d>0?setTimeout(w,d):(window.requestIdleCallback||setTimeout)(go)};w()};` +
    "d.readyState=='complete'?q():addEventListener('load',q)})()</script>"
  );
}

/**
 * A built `index.html` filled with a server render: markup, embedded state, title, description, preloads
 * (the page's priority image first in `<head>`) and inline head scripts.
 * @example
 * ```ts
 * renderedDocument({
 *   template: '<html><head><title>Souk</title></head><body><div id="root"></div></body></html>',
 *   body: '<h1>Tea</h1>',
 *   state: { page: 1 },
 *   stateId: 'souk-state',
 *   title: 'Tea & Co',
 * });
 * // '<html><head><title>Tea &amp; Co</title></head><body><div id="root"><h1>Tea</h1></div><script type="application/json" id="souk-state">{"page":1}</script></body></html>'
 * ```
 */
export function renderedDocument({
  template,
  body,
  state,
  stateId,
  title,
  description,
  preload = [],
  appManifest,
  inlineScripts = [],
  startAfterPaint = false,
  startOnIntent,
}: RenderedDocumentParts): string {
  let html = template.replace('<div id="root"></div>', () => `<div id="root">${body}</div>`);
  const headStart = priorityImagePreload(body) + inlineScripts.map(inlineScript).join('');
  if (headStart) html = html.replace(HEAD_START, (start) => `${start}${headStart}`);
  // the inline script that starts the app goes last in <head>, after the stylesheets: a classic script waits
  // for the stylesheets before it, so the parser reads the body with the page's CSS in hand. Before them,
  // Chromium styled and laid out the whole parsed page once without its CSS, then again with it.
  let starter = '';
  if (startOnIntent) {
    const preloads: string[] = [];
    html = html.replace(MODULE_PRELOAD, (_match, href: string) => {
      preloads.push(href);
      return '';
    });
    for (const url of preload) if (!preloads.includes(url)) preloads.push(url);
    html = html.replace(ENTRY_SCRIPT, (_match, src: string) => {
      starter = entryOnIntent(
        src,
        preloads.filter((url) => url !== src),
        startOnIntent,
      );
      return '';
    });
  } else if (startAfterPaint) {
    html = html.replace(ENTRY_SCRIPT, (_match, src: string) => {
      starter = entryAfterPaint(src);
      return '';
    });
  }
  // a page that starts on intent preloads its modules when it starts, not before
  const links = (startOnIntent ? [] : preload)
    .filter((url) => !html.includes(`"${url}"`))
    .map((url) => `<link rel="modulepreload" crossorigin href="${escapeHtml(url)}">`)
    .join('');
  const stateScript = `<script type="application/json" id="${escapeHtml(stateId)}">${scriptJson(state)}</script>`;
  const app = appManifest
    ? `<link rel="manifest" href="${escapeHtml(appManifest.href)}"><meta name="theme-color" content="${escapeHtml(appManifest.themeColor)}">`
    : '';
  html = html
    .replace('</head>', () => `${app}${links}${starter}</head>`)
    .replace('</body>', () => `${stateScript}</body>`);
  if (title) html = html.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(title)}</title>`);
  if (description) {
    html = html.replace(
      /<meta name="description" content="[^"]*"\s*\/?>/,
      () => `<meta name="description" content="${escapeHtml(description)}" />`,
    );
  }
  return html;
}

/**
 * Where each request's render scope lives while it renders (Node's `AsyncLocalStorage` fits).
 * @example
 * ```ts
 * const scopes: { requestId: string }[] = [];
 * const storage: RenderScopeStorage<{ requestId: string }> = {
 *   run: (scope, callback) => { scopes.push(scope); try { return callback(); } finally { scopes.pop(); } },
 *   getStore: () => scopes.at(-1),
 * };
 * storage.run({ requestId: 'r1' }, () => storage.getStore()?.requestId) // "r1"
 * ```
 */
export interface RenderScopeStorage<Scope> {
  /** Runs `callback` with `scope` as the current scope (AsyncLocalStorage.run on the server). */
  run<R>(scope: Scope, callback: () => R): R;
  /** The scope of the render in progress, if any. */
  getStore(): Scope | undefined;
}

/**
 * What the API server hands an app's server renderer (`createRenderer` of its `entry-server.tsx`).
 * @example
 * ```ts
 * const options: ServerRendererOptions<{ requestId: string }> = {
 *   template: '<html><head><title>Souk</title></head><body><div id="root"></div></body></html>',
 *   manifest: { 'src/main.tsx': { file: 'assets/main-1a2b.js' } },
 *   fetch, apiBaseUrl: LOCAL_API_URL,
 *   storage: { run: (_scope, callback) => callback(), getStore: () => undefined },
 * };
 * ```
 */
export interface ServerRendererOptions<Scope> {
  /** The app's built `index.html`. */
  template: string;
  /** The client build's manifest: the chunks of the screens rendered, preloaded beside the entry. */
  manifest: Record<string, ManifestChunk>;
  /** Calls the API (the server passes one that answers in-process); no shopper identity is ever sent. */
  fetch: typeof fetch;
  /** Base URL the API client uses with that fetch. */
  apiBaseUrl: string;
  storage: RenderScopeStorage<Scope>;
}
