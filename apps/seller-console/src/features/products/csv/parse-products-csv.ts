import Papa from 'papaparse';

export interface ParsedCsv {
  rows: Record<string, string>[];
  /** Papaparse's complaints ("Row 3: Too few fields…"), for the seller to fix the file. */
  errors: string[];
}

/** Reads a CSV file's rows by header name, blank lines skipped. */
export async function parseProductsCsv(file: Blob | string): Promise<ParsedCsv> {
  const text = typeof file === 'string' ? file : await file.text();
  const result = Papa.parse<Record<string, string>>(text, {
    header: true,
    skipEmptyLines: true,
    // a spreadsheet's byte-order mark or padded header must not hide a column
    transformHeader: (header) => header.replace(/^\uFEFF/, '').trim(),
  });
  return {
    rows: result.data,
    errors: result.errors.map((error) =>
      error.row === undefined ? error.message : `Row ${error.row + 1}: ${error.message}`,
    ),
  };
}
