import fs from 'node:fs';
import { type Options, parse } from 'csv-parse';
import ExcelJS from 'exceljs';

/** A data row: its number (1 = the first row under the headings) and its cells by heading. */
export interface SourceRow {
  row: number;
  cells: Record<string, string>;
}

export type SourceFormat = 'csv' | 'xlsx';

export const formatOf = (fileName: string): SourceFormat | null =>
  /\.csv$/i.test(fileName) ? 'csv' : /\.xlsx$/i.test(fileName) ? 'xlsx' : null;

/**
 * The rows of a CSV or .xlsx file, streamed from disk: a million-row file is never held in memory. The first row
 * holds the headings; xlsx reads the first worksheet. Rows are numbered as data rows, so a resumed import can skip
 * what it has already committed by number.
 */
export async function* readRows(file: string, format: SourceFormat): AsyncGenerator<SourceRow> {
  if (format === 'csv') yield* csvRows(file);
  else yield* xlsxRows(file);
}

/** The headings alone (the first row), for the mapping table. */
export async function readHeadings(file: string, format: SourceFormat): Promise<string[]> {
  for await (const { cells } of readRows(file, format)) return Object.keys(cells);
  return [];
}

async function* csvRows(file: string): AsyncGenerator<SourceRow> {
  const options: Options & { readableHighWaterMark: number } = {
    columns: true,
    bom: true,
    skip_empty_lines: true,
    relax_column_count: true,
    trim: false,
    // Parse up to a batch of rows ahead (a stream's default is 16): the parsing runs while the import awaits the
    // database for the batch before, instead of after it.
    readableHighWaterMark: 2000,
  };
  const parser = fs.createReadStream(file).pipe(parse(options));
  let row = 0;
  for await (const record of parser as AsyncIterable<Record<string, string>>) yield { row: ++row, cells: record };
}

async function* xlsxRows(file: string): AsyncGenerator<SourceRow> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookReader(file, {
    worksheets: 'emit',
    sharedStrings: 'cache',
    styles: 'ignore',
    hyperlinks: 'ignore',
  });
  for await (const sheet of workbook) {
    let headings: string[] | null = null;
    let row = 0;
    for await (const line of sheet) {
      const values = Array.from((line.values as unknown[]).slice(1), cellText);
      if (!headings) {
        headings = values;
        continue;
      }
      if (values.every((v) => v === '')) continue;
      yield { row: ++row, cells: Object.fromEntries(headings.map((h, i) => [h, values[i] ?? ''])) };
    }
    return; // the first worksheet only
  }
}

function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'object') {
    const v = value as { text?: string; result?: unknown; richText?: { text: string }[] };
    if (v.richText) return v.richText.map((r) => r.text).join('');
    if (v.text !== undefined) return String(v.text);
    if (v.result !== undefined) return cellText(v.result);
  }
  return String(value);
}
