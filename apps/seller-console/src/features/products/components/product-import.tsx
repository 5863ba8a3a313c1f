import type { ProductImportResponse } from '@souk/core';
import { cn, Link, toast } from '@souk/ui';
import { useId, useState } from 'react';
import { buttonClass } from '../../../components/button-class.js';
import { PageHeader } from '../../../components/page-header.js';
import { errorMessage } from '../../../lib/error-message.js';
import { useImportProducts } from '../api/import-products.js';

export interface ProductImportProps {
  productsHref: string;
}

const ACTION_LABELS = { create: 'Create', update: 'Update', reject: 'Reject' } as const;
const ACTION_TONES = {
  create: 'bg-green-50 text-green-800 ring-green-200',
  update: 'bg-blue-50 text-blue-800 ring-blue-200',
  reject: 'bg-red-50 text-red-800 ring-red-200',
} as const;

function plural(count: number, word: string): string {
  return `${count} ${count === 1 ? word : `${word}s`}`;
}

/** The per-row report of a dry run or an import: counts, then each row's action and reasons. */
function ImportReport({ report }: { report: ProductImportResponse }) {
  return (
    <section aria-labelledby="import-report" className="space-y-3">
      <h2 id="import-report" className="text-base font-semibold text-ink">
        {report.applied ? 'Imported' : 'Dry run report'}
      </h2>
      <ul className="flex flex-wrap gap-2 text-sm" aria-label="Counts">
        <li className="rounded-full bg-green-50 px-3 py-1 text-green-800">
          {report.created} {report.applied ? 'created' : 'to create'}
        </li>
        <li className="rounded-full bg-blue-50 px-3 py-1 text-blue-800">
          {report.updated} {report.applied ? 'updated' : 'to update'}
        </li>
        <li className="rounded-full bg-red-50 px-3 py-1 text-red-800">{report.rejected} rejected</li>
      </ul>
      <div className="overflow-x-auto rounded-xl border border-gray-200 bg-white">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Rows of the file</caption>
          <thead className="bg-gray-50 text-xs text-muted uppercase">
            <tr>
              <th scope="col" className="px-3 py-2">
                Row
              </th>
              <th scope="col" className="px-3 py-2">
                Action
              </th>
              <th scope="col" className="px-3 py-2">
                Product
              </th>
              <th scope="col" className="px-3 py-2">
                Reasons
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-gray-100">
            {report.rows.map((row) => (
              <tr key={row.row} className={row.action === 'reject' ? 'bg-red-50/40' : ''}>
                <td className="px-3 py-2 tabular-nums">{row.row}</td>
                <td className="px-3 py-2">
                  <span
                    className={cn(
                      'inline-flex rounded-full px-2 py-0.5 text-xs font-medium ring-1 ring-inset',
                      ACTION_TONES[row.action],
                    )}
                  >
                    {ACTION_LABELS[row.action]}
                  </span>
                </td>
                <td className="px-3 py-2">
                  <span className="block font-medium text-ink">{row.name || '—'}</span>
                  <span className="block text-xs break-all text-muted">{row.slug}</span>
                </td>
                <td className="px-3 py-2 text-sale">
                  {row.errors.length > 0 && (
                    <ul className="list-disc space-y-0.5 pl-4">
                      {row.errors.map((error) => (
                        <li key={error}>{error}</li>
                      ))}
                    </ul>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

/**
 * CSV import: the chosen file is read in the browser, sent as a dry run whose per-row report says what
 * would be created, updated or rejected and why; only a file with no rejected row can be imported, and
 * the import applies every row or none.
 */
export function ProductImport({ productsHref }: ProductImportProps) {
  const fileId = useId();
  const [fileName, setFileName] = useState<string | null>(null);
  const [rows, setRows] = useState<Record<string, string>[] | null>(null);
  const [problems, setProblems] = useState<string[]>([]);
  const [report, setReport] = useState<ProductImportResponse | null>(null);
  const [reading, setReading] = useState(false);
  const run = useImportProducts();

  async function choose(file: File | undefined) {
    setReport(null);
    setRows(null);
    setProblems([]);
    run.reset();
    if (!file) return;
    setFileName(file.name);
    setReading(true);
    try {
      // papaparse downloads only when a file is chosen
      const { parseProductsCsv } = await import('../csv/parse-products-csv.js');
      const parsed = await parseProductsCsv(file);
      setProblems(parsed.errors);
      if (parsed.rows.length === 0) {
        setProblems((current) => [...current, 'The file has no product rows']);
        return;
      }
      setRows(parsed.rows);
      run.mutate({ rows: parsed.rows, dryRun: true }, { onSuccess: setReport });
    } catch (error) {
      setProblems([errorMessage(error, 'Could not read the file')]);
    } finally {
      setReading(false);
    }
  }

  function apply() {
    if (!rows) return;
    run.mutate(
      { rows, dryRun: false },
      {
        onSuccess: (result) => {
          setReport(result);
          if (result.applied) {
            toast.success(`Imported ${plural(result.created + result.updated, 'product')}`);
            setRows(null);
          }
        },
      },
    );
  }

  const count = report ? report.created + report.updated : 0;
  const canApply = rows !== null && report !== null && !report.applied && report.rejected === 0 && count > 0;
  return (
    <>
      <PageHeader
        title="Import products"
        description="Products from a CSV file, as the list's export writes it: rows with a known slug update that product, the others create one."
      >
        <Link href={productsHref} className={buttonClass('outline', 'md')}>
          Back to products
        </Link>
      </PageHeader>
      <div className="space-y-6">
        <div className="rounded-xl border border-gray-200 bg-white p-4 sm:p-6">
          <label htmlFor={fileId} className="mb-1.5 block text-sm font-medium text-ink">
            CSV file
          </label>
          <input
            id={fileId}
            type="file"
            accept=".csv,text/csv"
            aria-describedby={`${fileId}-hint`}
            onChange={(event) => {
              void choose(event.currentTarget.files?.[0]);
              event.currentTarget.value = '';
            }}
            className="block w-full text-sm file:mr-3 file:rounded-lg file:border-0 file:bg-brand-50 file:px-4 file:py-2 file:font-medium file:text-brand-700"
          />
          <p id={`${fileId}-hint`} className="mt-1 text-xs text-muted">
            Nothing changes until you import: the file is checked first.
            {fileName && ` Chosen: ${fileName}.`}
          </p>
        </div>
        {(reading || (run.isPending && !report)) && (
          <p role="status" className="text-sm text-muted">
            Checking the file…
          </p>
        )}
        {problems.length > 0 && (
          <div role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
            <ul className="list-disc pl-4">
              {problems.map((problem) => (
                <li key={problem}>{problem}</li>
              ))}
            </ul>
          </div>
        )}
        {run.isError && (
          <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
            {errorMessage(run.error, 'Could not import the products')}
          </p>
        )}
        {report?.applied && (
          <p role="status" className="rounded-lg bg-green-50 p-3 text-sm text-green-800">
            Imported: {report.created} created, {report.updated} updated.{' '}
            <Link href={productsHref} className="font-medium underline">
              See the products
            </Link>
          </p>
        )}
        {report && !report.applied && report.rejected > 0 && (
          <p role="status" className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
            {plural(report.rejected, 'row')} cannot be imported. Fix {report.rejected === 1 ? 'it' : 'them'}{' '}
            in the file and choose it again: the import applies every row or none.
          </p>
        )}
        {canApply && (
          <button type="button" disabled={run.isPending} onClick={apply} className={buttonClass('primary')}>
            {run.isPending ? 'Importing…' : `Import ${plural(count, 'product')}`}
          </button>
        )}
        {report && <ImportReport report={report} />}
      </div>
    </>
  );
}
