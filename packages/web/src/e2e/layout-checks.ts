import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect } from './csp-violations.js';
import { settleImages } from './settle-images.js';
import { sidewaysOverflow } from './sideways-overflow.js';

/** The fixed buttons over every page (cart and chat), which must never sit on what a shopper needs. */
/** The dock that holds them (`FloatingActions`). */
const DOCK = '[data-slot="floating-actions"]';
const FLOATING = `${DOCK}, [data-slot="floating-cart-button"], [data-slot="floating-chat-button"]`;

/**
 * The number of columns of each visible grid `selector` matches (its computed `grid-template-columns`
 * tracks), in document order.
 * @example expect(await gridColumns(page, 'ul:has(> li [data-slot="product-card"])')).toEqual([2])
 */
export async function gridColumns(page: Page, selector: string): Promise<number[]> {
  return page.evaluate((selector) => {
    return [...document.querySelectorAll(selector)]
      .filter((grid) => grid.getBoundingClientRect().width > 0)
      .map((grid) => {
        const tracks = getComputedStyle(grid).gridTemplateColumns;
        return tracks === 'none' ? 0 : tracks.trim().split(/\s+/).length;
      });
  }, selector);
}

/**
 * The elements `selector` matches that something else covers, named with what covers them. Each visible
 * element is scrolled to the viewport's centre (`scrollIntoView({ block: 'center' })`, which stops at the
 * page's end for the last ones) and `document.elementFromPoint` is asked at its centre and at its four
 * corners inset by 2 px (more inside a rounded corner, which hit testing leaves out): the topmost element
 * there must be the element itself or inside it. Then every matched element in view is asked again at the
 * same five points twice: with the page scrolled to its very end, where no scrolling can move it out from
 * under the floating buttons, and at rest (scrolled to the top), as the page first shows. A dock of the
 * floating buttons that spans the viewport's whole width (`FloatingActions` below `lg`) is the view's edge,
 * as a browser's toolbar is: a point under it is out of view, not covered. Inside a product card the
 * card's own name link stretches over the whole card on purpose (the card is its target), so a point of
 * the same card counts as clear, and so does a form field's own button laid inside its box (the search
 * box's Search button, within the field's wrapper, over the room its padding keeps); anything else on top — above all the floating cart and chat buttons — is
 * a failure.
 * @example expect(await coveredElements(page, '[data-slot="price"], input')).toEqual([])
 */
export async function coveredElements(
  page: Page,
  selector: string,
  /** Buttons also checked, by their whole visible text ('Add to cart'). */
  buttonText?: RegExp,
): Promise<string[]> {
  return page.evaluate(
    ({ selector, floating, dockSelector, buttonText }) => {
      const name = (element: Element) => {
        const text = (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
        const label =
          element.getAttribute('aria-label') ??
          element.getAttribute('name') ??
          element.getAttribute('placeholder') ??
          (text || element.getAttribute('type'));
        const slot = element.getAttribute('data-slot');
        const classes = [...element.classList].slice(0, 4).join('.');
        return `${element.tagName.toLowerCase()}${slot ? `[${slot}]` : classes ? `.${classes}` : ''} "${label}"`;
      };
      const visible = (element: Element) => {
        const box = element.getBoundingClientRect();
        const style = getComputedStyle(element);
        return box.width > 2 && box.height > 2 && style.visibility !== 'hidden' && style.opacity !== '0';
      };
      const dock = document.querySelector(dockSelector)?.getBoundingClientRect();
      const viewBottom =
        dock && dock.left <= 0 && dock.right >= window.innerWidth ? dock.top : window.innerHeight;
      const clearAt = (element: Element, x: number, y: number) => {
        if (x < 0 || y < 0 || x >= window.innerWidth || y >= viewBottom) return null;
        const top = document.elementFromPoint(x, y);
        if (!top || element === top || element.contains(top)) return null;
        if (top.closest(floating)) return top;
        const card = element.closest('[data-slot="product-card"]');
        if (card?.contains(top)) return null;
        // a field's own buttons inside its box (the search box's Search and Clear) sit beside its padding
        if (element.matches('input, select, textarea') && element.parentElement?.contains(top)) return null;
        return top;
      };
      const check = (element: Element, where: string, failures: string[]) => {
        const box = element.getBoundingClientRect();
        // a rounded corner is not the element's (hit testing follows border-radius): step inside its curve
        const radius = Math.min(
          Number.parseFloat(getComputedStyle(element).borderTopLeftRadius) || 0,
          box.width / 2,
          box.height / 2,
        );
        const inset = Math.max(2, Math.ceil(radius * 0.3) + 1);
        const points = [
          [box.left + box.width / 2, box.top + box.height / 2],
          [box.left + inset, box.top + inset],
          [box.right - inset, box.top + inset],
          [box.left + inset, box.bottom - inset],
          [box.right - inset, box.bottom - inset],
        ] as const;
        for (const [x, y] of points) {
          const top = clearAt(element, x, y);
          if (top) {
            failures.push(`${name(element)} ${where}: covered by ${name(top.closest(floating) ?? top)}`);
            return;
          }
        }
      };
      const text = buttonText && new RegExp(buttonText.source, buttonText.flags);
      const buttons = text
        ? [...document.querySelectorAll('button')].filter((button) =>
            text.test((button.textContent ?? '').trim()),
          )
        : [];
      const targets = [...document.querySelectorAll(selector), ...buttons].filter(visible);
      const failures: string[] = [];
      for (const element of targets) {
        element.scrollIntoView({ block: 'center', inline: 'nearest' });
        check(element, 'scrolled to the centre', failures);
      }
      const checkInView = (where: string) => {
        for (const element of targets) {
          const box = element.getBoundingClientRect();
          if (box.bottom > 0 && box.top < viewBottom) check(element, where, failures);
        }
      };
      window.scrollTo(0, document.documentElement.scrollHeight);
      checkInView('at the page end');
      window.scrollTo(0, 0);
      checkInView('at rest');
      return [...new Set(failures)];
    },
    {
      selector,
      floating: FLOATING,
      dockSelector: DOCK,
      buttonText: buttonText && { source: buttonText.source, flags: buttonText.flags },
    },
  );
}

/**
 * The visible interactive elements smaller than 24 × 24 CSS px that no exception of WCAG 2.2 SC 2.5.8
 * (Target Size, Minimum) covers, each with its size. Targets: a, button, input, select, textarea,
 * [role=button], [role=tab], summary, and a label wrapping a checkbox or radio (the label, not its input,
 * is then the target; a visually hidden input is no target of its own). Exceptions: an inline link inside
 * a sentence (its line box holds other text), and spacing — a 24 px circle centred on the target meets no
 * other target's box and no other undersized target's circle.
 * @example expect(await smallTapTargets(page)).toEqual([])
 */
export async function smallTapTargets(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const MIN = 24;
    const selector =
      'a[href], button, input:not([type="hidden"]), select, textarea, [role="button"], [role="tab"], summary, label';
    const visible = (element: Element) => {
      const box = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      if (box.width <= 1 || box.height <= 1 || style.visibility === 'hidden') return false;
      // sr-only inputs (clip / 1 px boxes) and fully transparent ones are not what a finger aims at
      if (style.clip === 'rect(0px, 0px, 0px, 0px)' || style.clipPath === 'inset(50%)') return false;
      return true;
    };
    const isTarget = (element: Element) => {
      if (element.tagName === 'LABEL')
        return Boolean(element.querySelector('input[type=checkbox], input[type=radio]'));
      // a checkbox or radio inside a label: the label is the target
      if (element.tagName === 'INPUT' && element.closest('label')) return false;
      return true;
    };
    // an inline link in running text: the block around it has text besides the link's own
    const inSentence = (element: Element) => {
      if (element.tagName !== 'A' || getComputedStyle(element).display !== 'inline') return false;
      let block = element.parentElement;
      while (block && getComputedStyle(block).display.startsWith('inline')) block = block.parentElement;
      const own = (element.textContent ?? '').trim().length;
      const around = (block?.textContent ?? '').trim().length;
      return around > own + 3;
    };
    const targets = [...document.querySelectorAll(selector)].filter(
      (element) => isTarget(element) && visible(element),
    );
    const boxes = targets.map((element) => element.getBoundingClientRect());
    const small = targets.map((_, index) => {
      const box = boxes[index] as DOMRect;
      return box.width < MIN - 0.5 || box.height < MIN - 0.5;
    });
    const centre = (box: DOMRect) => [box.left + box.width / 2, box.top + box.height / 2] as const;
    const distanceToBox = (x: number, y: number, box: DOMRect) =>
      Math.hypot(Math.max(box.left - x, 0, x - box.right), Math.max(box.top - y, 0, y - box.bottom));
    const failures: string[] = [];
    targets.forEach((element, index) => {
      if (!small[index] || inSentence(element)) return;
      const box = boxes[index] as DOMRect;
      const [x, y] = centre(box);
      const crowded = targets.some((other, otherIndex) => {
        if (otherIndex === index || other.contains(element) || element.contains(other)) return false;
        const otherBox = boxes[otherIndex] as DOMRect;
        if (distanceToBox(x, y, otherBox) < MIN / 2) return true;
        if (!small[otherIndex]) return false;
        const [ox, oy] = centre(otherBox);
        return Math.hypot(ox - x, oy - y) < MIN;
      });
      if (!crowded) return;
      const text = (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 30);
      const label = element.getAttribute('aria-label') ?? text;
      failures.push(
        `${element.tagName.toLowerCase()} "${label}" ${Math.round(box.width)}×${Math.round(box.height)}`,
      );
    });
    return failures;
  });
}

/** The widths issue 21 lays the shopper's pages out at: three phones, a tablet, a desktop. */
export const LAYOUT_WIDTHS = [360, 390, 412, 768, 1280] as const;

/** Product columns at a width: two on phones, three from 768 px, four from 1280 px. */
export const productColumnsAt = (width: number): number => (width >= 1280 ? 4 : width >= 768 ? 3 : 2);

export interface LayoutCheck {
  /** Names the screenshot (`layout-<name>-<width>.png`) and the failures. */
  name: string;
  width: number;
  /** Where the full-page screenshot goes. */
  screensDir: string;
  /** The page's card grids, each of which must show {@link productColumnsAt} columns. */
  grid?: string;
  /** How many such grids the page shows, when it must be exactly that many. */
  grids?: number;
  /** What must never be covered (`coveredElements`), and the text of buttons that must not be either. */
  needed: string;
  buttonText?: RegExp;
}

/**
 * The loaded page as a phone, tablet or desktop shows it, checked softly (every finding of a page is
 * reported): once the network is quiet and images have settled, a full-page screenshot, then no sideways
 * scroll, the grids' columns, tap targets of 24 px at least (`smallTapTargets`) and nothing needed covered
 * (`coveredElements`). Answers the label its findings carry.
 * @example await checkLayout(page, { name: 'home', width: 390, screensDir, grid: 'ul', needed: 'input' })
 */
export async function checkLayout(page: Page, check: LayoutCheck): Promise<string> {
  const { name, width, screensDir, grid, grids, needed, buttonText } = check;
  await page.waitForLoadState('networkidle');
  await settleImages(page);
  await page.screenshot({
    path: join(screensDir, `layout-${name}-${width}.png`),
    fullPage: true,
    animations: 'disabled',
  });
  const at = `${name} at ${width} px`;
  expect.soft(await sidewaysOverflow(page), `${at} scrolls sideways`).toEqual({ by: 0, elements: [] });
  if (grid) {
    const columns = await gridColumns(page, grid);
    if (grids === undefined) expect(columns.length, `${at} shows a grid`).toBeGreaterThan(0);
    else expect.soft(columns.length, `${at}: grids`).toBe(grids);
    for (const count of columns) expect.soft(count, `${at}: grid columns`).toBe(productColumnsAt(width));
  }
  expect.soft(await smallTapTargets(page), `${at}: tap targets under 24 px`).toEqual([]);
  expect.soft(await coveredElements(page, needed, buttonText), `${at}: covered`).toEqual([]);
  return at;
}
