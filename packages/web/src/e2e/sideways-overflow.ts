import type { Page } from '@playwright/test';

/**
 * How far the page scrolls sideways, and the elements sticking out past the viewport's edge — the right
 * one, or the left one on a right-to-left page (the outermost of each, named by tag and classes) — so a
 * failure says what to fix.
 * @example expect((await sidewaysOverflow(page)).by).toBe(0)
 */
export async function sidewaysOverflow(page: Page): Promise<{ by: number; elements: string[] }> {
  return page.evaluate(() => {
    const width = window.innerWidth;
    const by = Math.max(0, document.documentElement.scrollWidth - width);
    if (by === 0) return { by, elements: [] };
    // inside a scroller or a clipping box that itself fits, an element does not widen the page — unless it
    // is positioned past it: an absolute element is clipped only by boxes from its containing block up
    const clipped = (element: Element) => {
      for (let node = element; ; ) {
        const position = getComputedStyle(node).position;
        const next =
          position === 'fixed'
            ? null
            : position === 'absolute'
              ? (node as HTMLElement).offsetParent
              : node.parentElement;
        if (!next) return false;
        const box = next.getBoundingClientRect();
        const fits = box.right <= width + 0.5 && box.left >= -0.5;
        if (fits && getComputedStyle(next).overflowX !== 'visible') return true;
        node = next;
      }
    };
    const sticking = [...document.body.querySelectorAll('*')].filter((element) => {
      const box = element.getBoundingClientRect();
      return box.width > 0 && (box.right > width + 0.5 || box.left < -0.5) && !clipped(element);
    });
    const outermost = sticking.filter((element) => !sticking.includes(element.parentElement as Element));
    return {
      by,
      elements: outermost
        .slice(0, 5)
        .map((element) => `${element.tagName.toLowerCase()}.${[...element.classList].join('.')}`),
    };
  });
}
