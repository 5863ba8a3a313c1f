import { cn, t } from '@souk/ui';
import type * as React from 'react';
import { useId, useRef, useState } from 'react';

export interface ProductTab {
  id: string;
  label: string;
  content: React.ReactNode;
}

/**
 * Accessible tabs (WAI-ARIA tabs pattern): arrow keys, Home and End move between tabs; only the active
 * tab is in the tab order; each panel is labelled by its tab.
 */
export function ProductTabs({ tabs, className }: { tabs: readonly ProductTab[]; className?: string }) {
  const id = useId();
  const [active, setActive] = useState(tabs[0]?.id ?? '');
  const refs = useRef<Record<string, HTMLButtonElement | null>>({});

  const focus = (index: number) => {
    const tab = tabs[(index + tabs.length) % tabs.length];
    if (!tab) return;
    setActive(tab.id);
    refs.current[tab.id]?.focus();
  };

  const onKeyDown = (event: React.KeyboardEvent, index: number) => {
    // right-to-left, the next tab is on the left
    const step = getComputedStyle(event.currentTarget).direction === 'rtl' ? -1 : 1;
    const moves: Record<string, number> = {
      ArrowRight: index + step,
      ArrowLeft: index - step,
      Home: 0,
      End: tabs.length - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    focus(target);
  };

  return (
    <div className={className}>
      <div
        role="tablist"
        aria-label={t('Product information')}
        className="flex gap-1 border-b border-gray-200"
      >
        {tabs.map((tab, index) => {
          const selected = tab.id === active;
          return (
            <button
              key={tab.id}
              ref={(node) => {
                refs.current[tab.id] = node;
              }}
              type="button"
              role="tab"
              id={`${id}-tab-${tab.id}`}
              aria-selected={selected}
              aria-controls={`${id}-panel-${tab.id}`}
              tabIndex={selected ? 0 : -1}
              onClick={() => setActive(tab.id)}
              onKeyDown={(event) => onKeyDown(event, index)}
              className={cn(
                '-mb-px cursor-pointer border-b-2 px-4 py-3 text-sm font-semibold transition focus-visible:outline-2 focus-visible:outline-brand-600',
                selected ? 'border-brand-600 text-brand-700' : 'border-transparent text-muted hover:text-ink',
              )}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={`${id}-panel-${tab.id}`}
          aria-labelledby={`${id}-tab-${tab.id}`}
          hidden={tab.id !== active}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: WAI-ARIA tabs: the panel takes focus after its tab
          tabIndex={0}
          className="py-6 focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          {tab.content}
        </div>
      ))}
    </div>
  );
}
