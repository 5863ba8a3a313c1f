// The server side of @souk/web: what an app's `entry-server.tsx` builds its renderer with.
export { createRenderer, type RenderedPage, type RendererOptions } from './create-renderer.js';
