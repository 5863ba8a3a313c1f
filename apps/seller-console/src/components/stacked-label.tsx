/** A cell's column name, shown inside the cell where table rows stack as cards (the header row is hidden). */
export function StackedLabel({ children }: { children: string }) {
  return (
    <span
      aria-hidden="true"
      className="mb-0.5 block text-xs font-semibold tracking-wide text-muted uppercase lg:hidden"
    >
      {children}
    </span>
  );
}
