/**
 * `text` as a LIKE pattern matching it anywhere, its own `%`, `_` and `\` taken literally.
 * @example containsPattern('50%_off') // "%50\\%\\_off%"
 */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}
