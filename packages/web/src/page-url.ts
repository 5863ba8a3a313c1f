import { currentRenderScope } from './render-scope.js';

/** The absolute address of an in-app path, for share and support-chat links (spec §1, §7). */
export function pageUrl(path: string): string {
  return new URL(path, currentRenderScope()?.origin ?? window.location.origin).toString();
}
