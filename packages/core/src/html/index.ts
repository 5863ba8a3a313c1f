export type { ManifestChunk, RenderedDocumentParts } from './rendered-document.js';
export { escapeHtml, manifestChunkUrls, renderedDocument, scriptJson } from './rendered-document.js';
