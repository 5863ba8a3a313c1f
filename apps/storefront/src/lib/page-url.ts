/** The absolute address of an in-app path, for share and chat links (spec §7). */
export function pageUrl(path: string): string {
  return new URL(path, window.location.origin).toString();
}
