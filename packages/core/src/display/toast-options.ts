/**
 * Toast behaviour (spec §8, §9): success toasts 2 s, error toasts 4 s, at most 20, top right.
 * @example TOAST_OPTIONS.errorDurationMs // 4000
 */
export const TOAST_OPTIONS = {
  successDurationMs: 2000,
  errorDurationMs: 4000,
  maxToasts: 20,
  position: 'top-right',
} as const;
