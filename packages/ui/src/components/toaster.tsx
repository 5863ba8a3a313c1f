import { TOAST_OPTIONS } from '@souk/core';
import { Toaster as SonnerToaster, toast as sonner } from 'sonner';

/** The toast host: top-right, at most 20 (spec §9). Mount once per app. */
export function Toaster() {
  return (
    <SonnerToaster
      position={TOAST_OPTIONS.position}
      visibleToasts={TOAST_OPTIONS.maxToasts}
      richColors
      closeButton
      toastOptions={{ className: 'font-sans' }}
    />
  );
}

/** Toasts with the spec's durations: success 2 s, error 4 s (spec §8, §9). */
export const toast = {
  success: (message: string) => sonner.success(message, { duration: TOAST_OPTIONS.successDurationMs }),
  error: (message: string) => sonner.error(message, { duration: TOAST_OPTIONS.errorDurationMs }),
};
