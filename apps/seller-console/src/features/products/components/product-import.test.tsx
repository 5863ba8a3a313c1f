import { ApiError, type ProductImportResponse } from '@souk/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../../testing/render.js';
import { ProductImport } from './product-import.js';

const api = vi.hoisted(() => ({ import: vi.fn() }));
vi.mock('../api/products-api.js', () => ({ productsApi: api }));

beforeEach(() => vi.clearAllMocks());

const CSV = [
  'slug,name,price,stock,bulkPricing',
  'linen-shirt,Linen Shirt,24.50,12,2:36',
  ',Wool Scarf,15,3,',
  '',
].join('\r\n');

function report(overrides: Partial<ProductImportResponse> = {}): ProductImportResponse {
  return {
    applied: false,
    created: 1,
    updated: 1,
    rejected: 0,
    rows: [
      { row: 1, action: 'update', slug: 'linen-shirt', name: 'Linen Shirt', errors: [] },
      { row: 2, action: 'create', slug: 'wool-scarf', name: 'Wool Scarf', errors: [] },
    ],
    ...overrides,
  };
}

function renderImport() {
  renderScreen(<ProductImport productsHref="/seller/products" />, {
    path: '/seller/products/import',
    pattern: '/seller/products/import',
  });
  return userEvent.setup();
}

const file = (text: string) => new File([text], 'products.csv', { type: 'text/csv' });

describe('ProductImport', () => {
  it('checks the file with a dry run, shows the report per row, then imports all rows', async () => {
    api.import.mockResolvedValueOnce(report());
    api.import.mockResolvedValueOnce(report({ applied: true }));
    const user = renderImport();
    await user.upload(screen.getByLabelText('CSV file'), file(CSV));
    const table = await screen.findByRole('table', { name: 'Rows of the file' });
    expect(api.import).toHaveBeenCalledWith({
      dryRun: true,
      rows: [
        { slug: 'linen-shirt', name: 'Linen Shirt', price: '24.50', stock: '12', bulkPricing: '2:36' },
        { slug: '', name: 'Wool Scarf', price: '15', stock: '3', bulkPricing: '' },
      ],
    });
    const rows = within(table).getAllByRole('row');
    expect(within(rows[1] as HTMLElement).getByText('Update')).toBeInTheDocument();
    expect(within(rows[2] as HTMLElement).getByText('Create')).toBeInTheDocument();
    expect(within(rows[2] as HTMLElement).getByText('wool-scarf')).toBeInTheDocument();
    expect(screen.getByText('1 to create')).toBeInTheDocument();
    expect(screen.getByText('1 to update')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Import 2 products' }));
    expect(api.import).toHaveBeenLastCalledWith(expect.objectContaining({ dryRun: false }));
    expect(await screen.findByText('Imported: 1 created, 1 updated.', { exact: false })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Import \d/ })).not.toBeInTheDocument();
  });

  it('offers no import while a row is rejected, and says why', async () => {
    api.import.mockResolvedValue(
      report({
        created: 1,
        updated: 0,
        rejected: 1,
        rows: [
          {
            row: 1,
            action: 'reject',
            slug: 'linen-shirt',
            name: 'Linen Shirt',
            errors: ['price: Price cannot be negative'],
          },
          { row: 2, action: 'create', slug: 'wool-scarf', name: 'Wool Scarf', errors: [] },
        ],
      }),
    );
    const user = renderImport();
    await user.upload(screen.getByLabelText('CSV file'), file(CSV));
    expect(await screen.findByText('price: Price cannot be negative')).toBeInTheDocument();
    expect(screen.getByText('1 rejected')).toBeInTheDocument();
    expect(screen.getByText(/1 row cannot be imported/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Import \d/ })).not.toBeInTheDocument();
    expect(api.import).toHaveBeenCalledTimes(1);
  });

  it('says when the file has no rows, without asking the server', async () => {
    const user = renderImport();
    await user.upload(screen.getByLabelText('CSV file'), file('slug,name,price\r\n'));
    expect(await screen.findByText('The file has no product rows')).toBeInTheDocument();
    expect(api.import).not.toHaveBeenCalled();
  });

  it('shows the server’s refusal', async () => {
    api.import.mockRejectedValue(new ApiError('rows: Import at most 5000 rows at a time', 400));
    const user = renderImport();
    await user.upload(screen.getByLabelText('CSV file'), file(CSV));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Import at most 5000 rows at a time'),
    );
  });
});
