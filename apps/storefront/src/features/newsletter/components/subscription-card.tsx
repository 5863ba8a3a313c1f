import type * as React from 'react';

/** The frame of the newsletter's link pages: a title, then what happened. */
export function SubscriptionCard({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <main className="mx-auto w-full max-w-md px-4 py-10">
      <div className="rounded-2xl border border-gray-200 bg-white p-6 shadow-sm sm:p-8">
        <h1 className="text-2xl font-bold tracking-tight text-ink">{title}</h1>
        <div className="mt-6 space-y-6">{children}</div>
      </div>
    </main>
  );
}
