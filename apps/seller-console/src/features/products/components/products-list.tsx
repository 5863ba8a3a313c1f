import type { SellerProductBulkBody, SellerProductPatch } from '@souk/core';
import { EmptyState, Link, Pagination, toast } from '@souk/ui';
import { Download, PackagePlus, Plus, Upload } from 'lucide-react';
import { useState } from 'react';
import { buttonClass } from '../../../components/button-class.js';
import { LoadFailed } from '../../../components/load-failed.js';
import { PageHeader } from '../../../components/page-header.js';
import { errorMessage } from '../../../lib/error-message.js';
import { useBulkProducts } from '../api/bulk-products.js';
import { useAlertCounts } from '../api/get-alert-counts.js';
import { useCategories } from '../api/get-categories.js';
import { useProducts } from '../api/get-products.js';
import { usePatchProduct } from '../api/patch-product.js';
import { productsApi } from '../api/products-api.js';
import { PRODUCT_FILTER_KEYS, type ProductsQuery } from '../products-query.js';
import { BulkActionsBar } from './bulk-actions-bar.js';
import { ProductsFilters } from './products-filters.js';
import { ProductsTable } from './products-table.js';

export interface ProductsListProps {
  query: ProductsQuery;
  /** Replaces the address's query (the list follows it). */
  onQueryChange: (query: ProductsQuery) => void;
  /** The shop's address name, for the export's file name. */
  shop: string;
  productHref: (id: string) => string;
  newProductHref: string;
  importHref: string;
}

/**
 * The products screen: search, filters, sort and page in the address; price, discount and stock edited in
 * place; actions on a selection; the CSV export of exactly what the list shows.
 */
export function ProductsList({
  query,
  onQueryChange,
  shop,
  productHref,
  newProductHref,
  importHref,
}: ProductsListProps) {
  const products = useProducts(query);
  const waiting = useAlertCounts();
  const categories = useCategories();
  const patch = usePatchProduct();
  const bulk = useBulkProducts();
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [exporting, setExporting] = useState(false);
  const data = products.data;
  const hasFilters = PRODUCT_FILTER_KEYS.some((key) => query[key] !== undefined);
  // a selection belongs to the list it was made on
  const change = (next: ProductsQuery) => {
    setSelected(new Set());
    onQueryChange(next);
  };
  const filter = (changes: Partial<ProductsQuery>) => change({ ...query, ...changes, page: undefined });

  function select(ids: string[], on: boolean) {
    const next = new Set(selected);
    for (const id of ids) {
      if (on) next.add(id);
      else next.delete(id);
    }
    setSelected(next);
  }

  function runBulk(action: Omit<SellerProductBulkBody, 'ids'>) {
    bulk.mutate(
      { ...action, ids: [...selected] },
      {
        onSuccess: ({ message }) => {
          toast.success(message);
          setSelected(new Set());
        },
        onError: (error) => toast.error(errorMessage(error, 'Could not update the products')),
      },
    );
  }

  async function exportCsv() {
    setExporting(true);
    try {
      // papaparse downloads only when the seller exports
      const { exportProducts } = await import('../csv/export-products.js');
      const count = await exportProducts(query, shop, productsApi.list);
      toast.success(`Exported ${count} ${count === 1 ? 'product' : 'products'}`);
    } catch (error) {
      toast.error(errorMessage(error, 'Could not export the products'));
    } finally {
      setExporting(false);
    }
  }

  const newShop = data && data.total === 0 && !hasFilters;
  return (
    <>
      <PageHeader
        title="Products"
        description={data ? `${data.total} ${data.total === 1 ? 'product' : 'products'}` : undefined}
      >
        {!newShop && (
          <button
            type="button"
            disabled={exporting || !data}
            onClick={() => void exportCsv()}
            className={buttonClass('outline', 'md')}
          >
            <Download aria-hidden="true" />
            {exporting ? 'Exporting…' : 'Export CSV'}
          </button>
        )}
        <Link href={importHref} className={buttonClass('outline', 'md')}>
          <Upload aria-hidden="true" />
          Import CSV
        </Link>
        <Link href={newProductHref} className={buttonClass('primary', 'md')}>
          <Plus aria-hidden="true" />
          New product
        </Link>
      </PageHeader>
      {!newShop && (
        <ProductsFilters
          query={query}
          categories={categories.data ?? []}
          onChange={filter}
          onClear={() => change({ sort: query.sort, perPage: query.perPage })}
        />
      )}
      {selected.size > 0 && (
        <BulkActionsBar
          count={selected.size}
          categories={categories.data ?? []}
          busy={bulk.isPending}
          onAction={runBulk}
          onClearSelection={() => setSelected(new Set())}
        />
      )}
      {products.isError && !data && (
        <LoadFailed
          message={errorMessage(products.error, 'Failed to load products')}
          onRetry={() => void products.refetch()}
        />
      )}
      {products.isPending && (
        <p role="status" className="py-8 text-center text-sm text-muted">
          Loading products…
        </p>
      )}
      {newShop && (
        <EmptyState
          icon={<PackagePlus />}
          title="Add your first product"
          description="Give it a name, a price and a photo; shoppers see it as soon as it is published."
        >
          <Link href={newProductHref} className={buttonClass('primary', 'md', 'mt-4')}>
            <Plus aria-hidden="true" />
            Add your first product
          </Link>
        </EmptyState>
      )}
      {data && data.products.length === 0 && !newShop && (
        <EmptyState
          icon={<PackagePlus />}
          title="No products match"
          description="Try other words or filters, or clear them."
        />
      )}
      {data && data.products.length > 0 && (
        <div
          aria-busy={products.isPlaceholderData || undefined}
          className={products.isPlaceholderData ? 'opacity-60' : ''}
        >
          <ProductsTable
            products={data.products}
            selected={selected}
            onSelect={select}
            onPatch={(id: string, changes: SellerProductPatch) => patch.mutateAsync({ id, patch: changes })}
            productHref={productHref}
            waiting={waiting.data}
          />
          <Pagination
            className="mt-4"
            aria-label="Products pages"
            page={data.page}
            total={data.total}
            perPage={data.perPage}
            onPageChange={(page) => change({ ...query, page: page > 1 ? page : undefined })}
          />
        </div>
      )}
    </>
  );
}
