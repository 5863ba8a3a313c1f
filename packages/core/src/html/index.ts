export type { ProductJsonLd } from './product-json-ld.js';
export { productJsonLd } from './product-json-ld.js';
export type {
  ManifestChunk,
  RenderedDocumentParts,
  RenderScopeStorage,
  ServerRendererOptions,
} from './rendered-document.js';
export { escapeHtml, manifestChunkUrls, renderedDocument, scriptJson } from './rendered-document.js';
