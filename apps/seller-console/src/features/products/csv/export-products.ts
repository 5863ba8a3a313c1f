import { PRODUCT_CSV_COLUMNS, productCsvRow, type SellerProduct } from '@souk/core';
import Papa from 'papaparse';
import type { ProductsQuery } from '../products-query.js';

/** Products per request while exporting (the API's largest page). */
export const EXPORT_PAGE_SIZE = 100;

/** Reads every page of a list query, in the list's order. */
export async function fetchAllProducts(
  query: ProductsQuery,
  list: (query: ProductsQuery) => Promise<{ products: SellerProduct[]; total: number }>,
): Promise<SellerProduct[]> {
  const products: SellerProduct[] = [];
  for (let page = 1; ; page += 1) {
    const answer = await list({ ...query, page, perPage: EXPORT_PAGE_SIZE });
    products.push(...answer.products);
    if (answer.products.length < EXPORT_PAGE_SIZE || products.length >= answer.total) return products;
  }
}

/** The products as CSV text: a header of `PRODUCT_CSV_COLUMNS`, one row each (core's `productCsvRow`). */
export function productsCsv(products: readonly SellerProduct[]): string {
  return Papa.unparse(
    {
      fields: [...PRODUCT_CSV_COLUMNS],
      data: products.map((product) => {
        const row = productCsvRow(product);
        return PRODUCT_CSV_COLUMNS.map((column) => row[column]);
      }),
    },
    { newline: '\r\n' },
  );
}

/**
 * The export's file name: `products-{shop}-{date}.csv`, the date the seller's own (YYYY-MM-DD).
 * @example exportFileName('urban-threads', new Date(2026, 2, 9)) // "products-urban-threads-2026-03-09.csv"
 */
export function exportFileName(shop: string, date: Date): string {
  const day = [date.getFullYear(), date.getMonth() + 1, date.getDate()]
    .map((part) => String(part).padStart(2, '0'))
    .join('-');
  return `products-${shop}-${day}.csv`;
}

/** Hands the text to the browser as a download. */
export function downloadCsv(text: string, fileName: string): void {
  // a byte-order mark, so spreadsheet programs read the accents of names as UTF-8
  const blob = new Blob(['\uFEFF', text], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** Exports exactly what the list shows — its filters and sort, every page — as a CSV download. */
export async function exportProducts(
  query: ProductsQuery,
  shop: string,
  list: (query: ProductsQuery) => Promise<{ products: SellerProduct[]; total: number }>,
): Promise<number> {
  const { page: _page, perPage: _perPage, ...filters } = query;
  const products = await fetchAllProducts(filters, list);
  downloadCsv(productsCsv(products), exportFileName(shop, new Date()));
  return products.length;
}
