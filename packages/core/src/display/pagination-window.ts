import { DEFAULT_PAGE_SIZE } from '../schemas/catalogue.js';

/**
 * Spec §9: up to 5 page buttons.
 * @example DEFAULT_PAGE_BUTTONS // 5
 */
export const DEFAULT_PAGE_BUTTONS = 5;

/**
 * The page buttons to draw.
 * @example
 * ```ts
 * const pager: PaginationWindow | null = paginationWindow({ page: 1, total: 30, perPage: 10 });
 * pager // { pages: [1, 2, 3], current: 1, totalPages: 3, hasPrevious: false, hasNext: true }
 * ```
 */
export interface PaginationWindow {
  /** Page numbers of the buttons, ascending. */
  pages: number[];
  current: number;
  totalPages: number;
  hasPrevious: boolean;
  hasNext: boolean;
}

/**
 * The page buttons of a paginated list (spec §9). Returns `null` when the total does not exceed the page
 * size: no pagination shows then. A configured button count above 6 is set to 5, as the spec states
 * (6 itself is kept); below 1 it is 1. The window keeps the current page in the middle where it can and
 * slides to stay full at either end; the current page is clamped into range. A page size that is not a
 * positive number falls back to the default 4 (spec §9 parPage default).
 * @example paginationWindow({ page: 5, total: 100, perPage: 10 }) // { pages: [3, 4, 5, 6, 7], current: 5, totalPages: 10, … }
 * @example paginationWindow({ page: 1, total: 4, perPage: 4 }) // null
 */
export function paginationWindow(input: {
  page: number;
  total: number;
  perPage: number;
  maxButtons?: number;
}): PaginationWindow | null {
  const perPage = input.perPage > 0 ? input.perPage : DEFAULT_PAGE_SIZE;
  if (!(input.total > perPage)) return null;
  const totalPages = Math.ceil(input.total / perPage);
  const configured = Math.floor(input.maxButtons ?? DEFAULT_PAGE_BUTTONS);
  const buttons = configured > 6 ? DEFAULT_PAGE_BUTTONS : Math.max(configured || 1, 1);
  const count = Math.min(buttons, totalPages);
  const current = Math.min(Math.max(Math.floor(input.page) || 1, 1), totalPages);
  const start = Math.min(Math.max(current - Math.floor((count - 1) / 2), 1), totalPages - count + 1);
  return {
    pages: Array.from({ length: count }, (_, index) => start + index),
    current,
    totalPages,
    hasPrevious: current > 1,
    hasNext: current < totalPages,
  };
}
