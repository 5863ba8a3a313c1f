import { TOAST_OPTIONS } from '@souk/core';
import type * as React from 'react';
import { Toaster as SonnerToaster, toast as sonner } from 'sonner';

/**
 * Sonner's rich text colours are too light on their tinted backgrounds (success 4.2:1, error 4.4:1); these
 * darker ones reach WCAG AA (at least 4.5:1) on the same backgrounds.
 */
const READABLE_COLORS = {
  '--success-text': '#166534',
  '--info-text': '#1e40af',
  '--warning-text': '#92400e',
  '--error-text': '#b91c1c',
} as React.CSSProperties;

/** The toast host: top-right, at most 20 (spec §9). Mount once per app. */
export function Toaster() {
  return (
    <SonnerToaster
      position={TOAST_OPTIONS.position}
      visibleToasts={TOAST_OPTIONS.maxToasts}
      richColors
      closeButton
      style={READABLE_COLORS}
      toastOptions={{ className: 'font-sans' }}
    />
  );
}

/** Toasts with the spec's durations: success 2 s, error 4 s (spec §8, §9). */
export const toast = {
  success: (message: string) => sonner.success(message, { duration: TOAST_OPTIONS.successDurationMs }),
  error: (message: string) => sonner.error(message, { duration: TOAST_OPTIONS.errorDurationMs }),
};
