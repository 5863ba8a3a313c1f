import { currentRenderScope } from './render-scope.js';

/** The absolute address of a portal path, for the support chat's pre-filled text (spec §1). */
export function pageUrl(path: string): string {
  return new URL(path, currentRenderScope()?.origin ?? window.location.origin).toString();
}
