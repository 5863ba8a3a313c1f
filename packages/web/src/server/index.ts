// The server side of @souk/web: what an app's `entry-server.tsx` builds its renderer with.
export {
  createRenderer,
  type PageMatch,
  type PageVisitor,
  type RenderedPage,
  type Renderer,
  type RendererOptions,
} from './create-renderer.js';
