import { Link } from '@souk/ui';
import type * as React from 'react';

export interface StatCardProps {
  label: string;
  value: string;
  /** A line under the value ("paid orders", "now"). */
  note?: string;
  /** Where the card leads (payments to approve, orders to ship). */
  href?: string;
  linkLabel?: string;
  children?: React.ReactNode;
}

/** One figure of the dashboard. */
export function StatCard({ label, value, note, href, linkLabel, children }: StatCardProps) {
  return (
    <section aria-label={label} className="flex flex-col rounded-xl border border-gray-200 bg-white p-4">
      <h2 className="text-sm font-medium text-muted">{label}</h2>
      <p className="mt-1 text-2xl font-bold text-ink tabular-nums">{value}</p>
      {note && <p className="text-xs text-muted">{note}</p>}
      {children}
      {href && linkLabel && (
        <Link href={href} className="mt-auto pt-3 text-sm font-medium text-brand-700 hover:underline">
          {linkLabel}
        </Link>
      )}
    </section>
  );
}

/** A card's shape while the figures load. */
export function StatCardSkeleton() {
  return (
    <div aria-hidden="true" className="rounded-xl border border-gray-200 bg-white p-4">
      <div className="h-4 w-24 animate-pulse rounded bg-gray-100" />
      <div className="mt-3 h-7 w-32 animate-pulse rounded bg-gray-100" />
    </div>
  );
}
