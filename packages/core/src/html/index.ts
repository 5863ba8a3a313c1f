/**
 * HTML for server-rendered pages: text escaped for HTML, JSON safe inside a `<script>`, a built
 * `index.html` filled with a render ({@link renderedDocument}), the chunks to preload from Vite's manifest
 * and a product's schema.org JSON-LD. No runtime dependencies beyond `@souk/core/pricing`.
 *
 * @example
 * ```ts
 * import { escapeHtml, scriptJson } from '@souk/core/html';
 * escapeHtml('Tom & "Jerry"'); // "Tom &amp; &quot;Jerry&quot;"
 * scriptJson({ name: '</script>' }); // '{"name":"\\u003c/script>"}'
 * ```
 *
 * @module @souk/core/html
 */
export type { ProductJsonLd } from './product-json-ld.js';
export { productJsonLd } from './product-json-ld.js';
export type {
  AppManifestLink,
  ManifestChunk,
  RenderedDocumentParts,
  RenderScopeStorage,
  ServerRendererOptions,
  StartOnIntent,
} from './rendered-document.js';
export {
  escapeHtml,
  manifestChunkUrls,
  NETWORK_QUIET_MS,
  renderedDocument,
  START_WHEN_QUIET_MS,
  scriptJson,
} from './rendered-document.js';
