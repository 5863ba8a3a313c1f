/** The text to show for a failed call: core's ApiError carries the server message or the spec §8 fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof Error && error.message.trim() !== '' ? error.message : fallback;
}
