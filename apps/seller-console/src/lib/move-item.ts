/**
 * A copy of a list with one item moved from one place to another (reorder buttons, up and down).
 * @example moveItem(['a', 'b', 'c'], 2, 0) // ['c', 'a', 'b']
 */
export function moveItem<Item>(items: readonly Item[], from: number, to: number): Item[] {
  const next = [...items];
  if (from < 0 || from >= next.length || to < 0 || to >= next.length) return next;
  const [moved] = next.splice(from, 1) as [Item];
  next.splice(to, 0, moved);
  return next;
}
