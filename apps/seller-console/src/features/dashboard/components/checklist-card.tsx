import { Link } from '@souk/ui';
import { Circle, CircleCheck } from 'lucide-react';
import { useChecklist } from '../api/get-checklist.js';

/**
 * The new shop's checklist (logo, support details, first product, a payment method, an info page), each
 * item a link to the screen that does it. Shown until every item is done; nothing while it loads or when
 * it cannot load (the dashboard's figures matter more).
 */
export function ChecklistCard() {
  const checklist = useChecklist();
  const items = checklist.data?.items;
  if (!items || items.every((item) => item.done)) return null;
  const done = items.filter((item) => item.done).length;
  return (
    <section
      aria-labelledby="checklist-title"
      className="mb-6 rounded-xl border border-brand-100 bg-brand-50/60 p-4 sm:p-6"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="checklist-title" className="text-lg font-semibold text-ink">
          Get your shop ready
        </h2>
        <p className="text-sm text-muted">
          {done} of {items.length} done
        </p>
      </div>
      <p className="mt-1 text-sm text-muted">
        Shoppers find your shop in the directory and the search once it has a published product.
      </p>
      <ul className="mt-4 grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
        {items.map((item) => (
          <li key={item.id}>
            {item.done ? (
              <span className="flex items-center gap-2 rounded-lg bg-white/70 px-3 py-2.5 text-sm text-muted line-through">
                <CircleCheck aria-hidden="true" className="size-5 shrink-0 text-green-600" />
                {item.label}
                <span className="sr-only">(done)</span>
              </span>
            ) : (
              <Link
                href={item.href}
                className="flex items-center gap-2 rounded-lg border border-gray-200 bg-white px-3 py-2.5 text-sm font-medium text-ink hover:border-brand-500 hover:text-brand-700"
              >
                <Circle aria-hidden="true" className="size-5 shrink-0 text-gray-400" />
                {item.label}
              </Link>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
