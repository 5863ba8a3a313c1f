// Test helpers of @souk/web (Vitest, Testing Library): screens rendered the way the front ends render them.
export {
  createTestQueryClient,
  type RenderedScreen,
  type RenderScreenOptions,
  renderScreen,
} from './render-screen.js';
