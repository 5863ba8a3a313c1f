import { PAYMENT_METHOD_IDS, PAYMENT_STATUSES, SELLER_ORDER_STATUSES } from '@souk/core';
import { Search } from 'lucide-react';
import type * as React from 'react';
import { useEffect, useId, useState } from 'react';
import { buttonClass } from '../../../components/button-class.js';
import { FIELD_CLASS } from '../../../components/text-field.js';
import { methodLabel, statusText } from '../../../lib/format.js';
import type { OrdersQuery } from '../orders-query.js';

export interface OrdersFiltersProps {
  query: OrdersQuery;
  /** A change of filters (the page goes back to 1). */
  onChange: (changes: Partial<OrdersQuery>) => void;
  onClear: () => void;
}

const FILTER_KEYS = ['status', 'paymentStatus', 'method', 'from', 'to', 'q'] as const;

function Select({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: string | undefined;
  options: readonly { value: string; label: string }[];
  onChange: (value: string | undefined) => void;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-xs font-medium text-muted">
        {label}
      </label>
      <select
        id={id}
        value={value ?? ''}
        onChange={(event) => onChange(event.target.value || undefined)}
        className={`${FIELD_CLASS} border-gray-300 py-2`}
      >
        <option value="">All</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

function DateInput({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string | undefined;
  onChange: (value: string | undefined) => void;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-xs font-medium text-muted">
        {label}
      </label>
      <input
        id={id}
        type="date"
        value={value ?? ''}
        onChange={(event) => onChange(event.target.value || undefined)}
        className={`${FIELD_CLASS} border-gray-300 py-2`}
      />
    </div>
  );
}

/** The orders list's search box and filters; every value lives in the address (the parent's query). */
export function OrdersFilters({ query, onChange, onClear }: OrdersFiltersProps) {
  const searchId = useId();
  const [text, setText] = useState(query.q ?? '');
  // back and forward move the address: the box follows it
  useEffect(() => setText(query.q ?? ''), [query.q]);
  const filtered = FILTER_KEYS.some((key) => query[key] !== undefined);

  function search(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onChange({ q: text.trim() || undefined });
  }

  return (
    <div className="mb-4 space-y-3 rounded-xl border border-gray-200 bg-white p-4">
      {/* biome-ignore lint/a11y/useSemanticElements: a form's search role is the landmark every reader knows; <search> is new */}
      <form role="search" onSubmit={search} className="flex gap-2">
        <label htmlFor={searchId} className="sr-only">
          Search orders
        </label>
        <input
          id={searchId}
          type="search"
          value={text}
          maxLength={200}
          placeholder="Order number, name, e-mail or phone"
          onChange={(event) => setText(event.target.value)}
          className={`${FIELD_CLASS} border-gray-300 py-2`}
        />
        <button type="submit" className={buttonClass('primary', 'md')}>
          <Search aria-hidden="true" />
          Search
        </button>
      </form>
      <div className="grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-6">
        <Select
          label="Status"
          value={query.status}
          options={SELLER_ORDER_STATUSES.map((value) => ({ value, label: statusText(value) }))}
          onChange={(status) => onChange({ status: status as OrdersQuery['status'] })}
        />
        <Select
          label="Payment status"
          value={query.paymentStatus}
          options={PAYMENT_STATUSES.map((value) => ({ value, label: statusText(value) }))}
          onChange={(paymentStatus) =>
            onChange({ paymentStatus: paymentStatus as OrdersQuery['paymentStatus'] })
          }
        />
        <Select
          label="Payment method"
          value={query.method}
          options={PAYMENT_METHOD_IDS.map((value) => ({ value, label: methodLabel(value) }))}
          onChange={(method) => onChange({ method: method as OrdersQuery['method'] })}
        />
        <DateInput label="Placed from" value={query.from} onChange={(from) => onChange({ from })} />
        <DateInput label="Placed to" value={query.to} onChange={(to) => onChange({ to })} />
        <div className="flex items-end">
          <button
            type="button"
            disabled={!filtered}
            onClick={() => {
              setText('');
              onClear();
            }}
            className={buttonClass('outline', 'md', 'w-full')}
          >
            Clear filters
          </button>
        </div>
      </div>
    </div>
  );
}
