/** Accents and case folded, as the engine's rules say: `Crème` → `creme`. */
export function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** The words of a text as the suite counts them: folded runs of letters and digits. */
export function tokensOf(text: string): string[] {
  return fold(text).match(/[\p{L}\p{N}]+/gu) ?? [];
}
