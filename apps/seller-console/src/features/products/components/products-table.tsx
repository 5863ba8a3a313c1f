import type { ProductAlertCounts, SellerProduct, SellerProductPatch } from '@souk/core';
import { cn, Link } from '@souk/ui';
import { StackedLabel } from '../../../components/stacked-label.js';
import { InlineEditCell } from './inline-edit-cell.js';
import { ProductThumbnail } from './product-thumbnail.js';

export interface ProductsTableProps {
  products: readonly SellerProduct[];
  selected: ReadonlySet<string>;
  onSelect: (ids: string[], selected: boolean) => void;
  /** Saves one field of a product; rejects with the reason. */
  onPatch: (id: string, patch: SellerProductPatch) => Promise<unknown>;
  productHref: (id: string) => string;
  /** How many confirmed shoppers wait for each product, by id (issue 22's alerts); none: no badges. */
  waiting?: ReadonlyMap<string, ProductAlertCounts> | undefined;
}

/** "3 waiting": the shoppers who asked to hear when the product is back or cheaper (counts, never who). */
function WaitingBadge({ counts }: { counts: ProductAlertCounts | undefined }) {
  const total = (counts?.backInStock ?? 0) + (counts?.priceDrop ?? 0);
  if (!counts || total === 0) return null;
  const detail = `${counts.backInStock} for back in stock, ${counts.priceDrop} for a price drop`;
  return (
    <span
      title={detail}
      className="mt-1 inline-flex items-center rounded-full bg-brand-50 px-2 py-0.5 text-xs font-medium text-brand-700"
    >
      {total} waiting<span className="sr-only"> ({detail})</span>
    </span>
  );
}

function PublishedBadge({ published }: { published: boolean }) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2 py-0.5 text-xs font-medium ring-1 ring-inset',
        published ? 'bg-green-50 text-green-800 ring-green-200' : 'bg-gray-100 text-gray-700 ring-gray-300',
      )}
    >
      {published ? 'Published' : 'Draft'}
    </span>
  );
}

const CELL = 'px-3 py-2 align-middle max-lg:block max-lg:p-0';
const HEAD = 'px-3 py-3 font-semibold tracking-wide uppercase';

/**
 * The seller's products: a table at desktop width, a card per product below `lg` (the same table for
 * assistive technology). Price, discount and stock are edited in their cells.
 */
export function ProductsTable({
  products,
  selected,
  onSelect,
  onPatch,
  productHref,
  waiting,
}: ProductsTableProps) {
  const allSelected = products.length > 0 && products.every((product) => selected.has(product._id));
  return (
    <div className="relative overflow-x-auto rounded-xl border border-gray-200 bg-white">
      <table className="w-full text-left text-sm max-lg:block">
        <caption className="sr-only">Products</caption>
        <thead className="bg-gray-50 text-xs text-muted max-lg:block">
          <tr className="max-lg:flex max-lg:items-center max-lg:gap-2 max-lg:px-4 max-lg:py-2">
            <th scope="col" className="w-10 px-3 py-3 max-lg:p-0">
              <input
                type="checkbox"
                aria-label="Select all products on this page"
                checked={allSelected}
                onChange={(event) =>
                  onSelect(
                    products.map((product) => product._id),
                    event.target.checked,
                  )
                }
                className="size-4 accent-brand-600"
              />
            </th>
            <th scope="col" className={cn(HEAD, 'max-lg:p-0 max-lg:normal-case max-lg:tracking-normal')}>
              <span className="lg:hidden">Select all</span>
              <span className="max-lg:hidden">Product</span>
            </th>
            <th scope="col" className={cn(HEAD, 'max-lg:sr-only')}>
              Price
            </th>
            <th scope="col" className={cn(HEAD, 'max-lg:sr-only')}>
              Discount
            </th>
            <th scope="col" className={cn(HEAD, 'max-lg:sr-only')}>
              Stock
            </th>
            <th scope="col" className={cn(HEAD, 'max-lg:sr-only')}>
              Status
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-100 max-lg:block">
          {products.map((product) => (
            <tr
              key={product._id}
              aria-selected={selected.has(product._id)}
              className={cn(
                'max-lg:grid max-lg:grid-cols-[auto_1fr_1fr] max-lg:gap-x-3 max-lg:gap-y-3 max-lg:p-4',
                selected.has(product._id) && 'bg-brand-50/50',
              )}
            >
              <td className="w-10 px-3 py-2 align-middle max-lg:row-span-3 max-lg:block max-lg:p-0 max-lg:pt-3">
                <input
                  type="checkbox"
                  aria-label={`Select ${product.name}`}
                  checked={selected.has(product._id)}
                  onChange={(event) => onSelect([product._id], event.target.checked)}
                  className="size-4 accent-brand-600"
                />
              </td>
              <td className={cn(CELL, 'max-lg:col-span-2')}>
                <div className="flex items-center gap-3">
                  <ProductThumbnail image={product.images[0]} />
                  <div className="min-w-0">
                    <Link
                      href={productHref(product._id)}
                      className="font-medium break-words text-brand-700 hover:underline"
                    >
                      {product.name}
                    </Link>
                    <span className="block truncate text-xs text-muted">
                      {[product.category, product.brand].filter(Boolean).join(' · ') || product.slug}
                    </span>
                    <WaitingBadge counts={waiting?.get(product._id)} />
                  </div>
                </div>
              </td>
              <td className={CELL}>
                <StackedLabel>Price</StackedLabel>
                <InlineEditCell
                  field="price"
                  label={`Price of ${product.name} (${product.currency})`}
                  value={product.price}
                  suffix={product.currency}
                  onSave={(price) => onPatch(product._id, { price })}
                />
              </td>
              <td className={CELL}>
                <StackedLabel>Discount</StackedLabel>
                <InlineEditCell
                  field="discount"
                  label={`Discount of ${product.name} (%)`}
                  value={product.discount}
                  suffix="%"
                  onSave={(discount) => onPatch(product._id, { discount })}
                />
              </td>
              <td className={CELL}>
                <StackedLabel>Stock</StackedLabel>
                <InlineEditCell
                  field="stock"
                  label={`Stock of ${product.name}`}
                  value={product.stock}
                  onSave={(stock) => onPatch(product._id, { stock })}
                />
              </td>
              <td className={CELL}>
                <StackedLabel>Status</StackedLabel>
                <PublishedBadge published={product.published} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
