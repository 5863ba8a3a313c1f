import { TOAST_OPTIONS } from '@souk/core';
import type * as React from 'react';
import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';

// sonner (with its injected styles) is not part of a page's first load: it downloads with the first toast,
// and that toast waits for the host to be mounted instead of being lost
let sonnerModule: Promise<typeof import('sonner')> | undefined;
const loadSonner = () => {
  sonnerModule ??= import('sonner');
  return sonnerModule;
};
let hostMounted: () => void = () => {};
const hostReady = new Promise<void>((resolve) => {
  hostMounted = resolve;
});
const SonnerToaster = lazy(() => loadSonner().then((module) => ({ default: module.Toaster })));

/** Whether a toast has been raised: the host mounts (and sonner downloads) only then. */
let wanted = false;
const wantedListeners = new Set<() => void>();
function want(): void {
  if (wanted) return;
  wanted = true;
  for (const listener of wantedListeners) listener();
}
function subscribeWanted(listener: () => void): () => void {
  wantedListeners.add(listener);
  return () => wantedListeners.delete(listener);
}
const isWanted = () => wanted;
const notWantedOnServer = () => false;

/** Rendered after sonner's host in the same tree: its effect runs once the host listens for toasts. */
function HostMounted() {
  useEffect(() => hostMounted(), []);
  return null;
}

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

/** The toast host: top-right, at most 20 (spec §9), rendered from the first toast on. Mount once per app. */
export function Toaster() {
  if (!useSyncExternalStore(subscribeWanted, isWanted, notWantedOnServer)) return null;
  return (
    <Suspense fallback={null}>
      <SonnerToaster
        position={TOAST_OPTIONS.position}
        visibleToasts={TOAST_OPTIONS.maxToasts}
        richColors
        closeButton
        style={READABLE_COLORS}
        toastOptions={{ className: 'font-sans' }}
      />
      <HostMounted />
    </Suspense>
  );
}

/** Toasts with the spec's durations: success 2 s, error 4 s (spec §8, §9). */
export const toast = {
  success: (message: string) => show('success', message, TOAST_OPTIONS.successDurationMs),
  error: (message: string) => show('error', message, TOAST_OPTIONS.errorDurationMs),
};

function show(kind: 'success' | 'error', message: string, duration: number): void {
  want();
  void Promise.all([loadSonner(), hostReady]).then(([{ toast: sonner }]) =>
    sonner[kind](message, { duration }),
  );
}
