import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

/** The `sessionStorage` key of the positions. */
export const SCROLL_MEMORY_KEY = 'souk-portal-scroll';

/** Scroll position of each history entry (by the router's location key) of this tab. */
let positions: Record<string, number> | null = null;
/** The entry on screen: scroll events are recorded against it. */
let currentKey = '';

function memory(): Record<string, number> {
  if (!positions) {
    try {
      const saved: unknown = JSON.parse(window.sessionStorage.getItem(SCROLL_MEMORY_KEY) ?? '{}');
      positions = typeof saved === 'object' && saved !== null ? (saved as Record<string, number>) : {};
    } catch {
      positions = {};
    }
  }
  return positions;
}

function persist(): void {
  try {
    window.sessionStorage.setItem(SCROLL_MEMORY_KEY, JSON.stringify(memory()));
  } catch {
    // a full or blocked storage only loses the positions
  }
}

/**
 * For the page frame: remembers where each history entry was scrolled to — kept for the tab, so a visit
 * to a shop (another app, a full page load) and back still finds it — and starts new entries at the top.
 * Back and forward leave the position to the screen ({@link useRestoreScroll}), which knows when its
 * content is there to scroll to.
 */
export function useScrollMemory(): void {
  const { key } = useLocation();
  const navigationType = useNavigationType();

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    const record = () => {
      memory()[currentKey] = window.scrollY;
    };
    window.addEventListener('scroll', record, { passive: true });
    window.addEventListener('pagehide', persist);
    return () => {
      window.removeEventListener('scroll', record);
      window.removeEventListener('pagehide', persist);
    };
  }, []);

  useLayoutEffect(() => {
    currentKey = key;
    if (navigationType !== 'POP') window.scrollTo(0, 0);
  }, [key, navigationType]);
}

/**
 * For a screen: on a back or forward visit (or a reload), returns to the remembered position once `ready`
 * — the results are on the page — and only once per visit.
 */
export function useRestoreScroll(ready: boolean): void {
  const { key } = useLocation();
  const navigationType = useNavigationType();
  const restored = useRef<string | null>(null);
  useLayoutEffect(() => {
    if (!ready || navigationType !== 'POP' || restored.current === key) return;
    restored.current = key;
    const top = memory()[key];
    if (top !== undefined) window.scrollTo(0, top);
  }, [ready, key, navigationType]);
}
