/**
 * The product CSV (admin import and export): the columns of `productCsvColumns`, prices in
 * dollars (`19.99`), categories separated by `|`, an empty inventory meaning "not tracked". Every
 * row is checked and every problem reported with the line it is on in the file (the header is
 * line 1; a quoted field spanning lines is reported at the line its row starts on).
 */
import {
  type ImportError,
  PRICE_CENTS_MAX,
  type ProductStatus,
  productCsvColumns,
  productStatuses,
  STOCK_MAX,
} from '@fundpath/contracts/ecommerce';
import { parse } from 'csv-parse/sync';
import { csvCell } from '../permissions';

export type CsvColumn = (typeof productCsvColumns)[number];

export interface CsvProduct {
  line: number;
  sku: string;
  /** Only the columns the file has; an empty title keeps an existing product's title. */
  title?: string;
  description_html?: string;
  price_cents?: number;
  compare_at_cents?: number | null;
  /** null: stock not tracked. */
  inventory_quantity?: number | null;
  categories?: string[];
  status?: ProductStatus;
}

export interface ParsedCsv {
  /** Data rows in the file (valid or not). */
  total_rows: number;
  /** Rows without any error. */
  products: CsvProduct[];
  errors: ImportError[];
}

/** Stored errors stop here: a file that is wrong throughout says so without a megabyte of errors. */
export const MAX_REPORTED_ERRORS = 1_000;
export const MAX_ROWS = 50_000;

/** Control characters other than tab and line breaks (a quoted description may span lines). */
const CONTROL = /(?![\t\n\r])\p{Cc}/u;

/** The inverse of the export's formula guard: `'=SUM(…)` comes back as `=SUM(…)`. */
const unguard = (v: string) => (/^'[=+\-@\t\r]/.test(v) ? v.slice(1) : v);

const DOLLARS = /^\$?(\d{1,9})(?:\.(\d{1,2}))?$/;

/** `19.99` / `$19.99` / `20` → cents, or the message for the cell. */
function dollars(raw: string, column: string): number | string {
  const v = raw.replace(/,/g, '');
  if (/^-\$?\d/.test(v) || /^\$?-\d/.test(v)) return `${column} cannot be negative`;
  if (/^\$?\d+\.\d{3,}$/.test(v)) return `${column} has more than two decimals`;
  const m = DOLLARS.exec(v);
  if (!m) return `${column} must be a number`;
  const cents = Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
  if (cents > PRICE_CENTS_MAX) return `${column} must be at most 1000000.00`;
  return cents;
}

/** Parses and checks the whole file; rows with any error are left out of `products`. */
export function parseProductCsv(input: Buffer | string): ParsedCsv {
  // One line ending, so the parser's line count is the line number an editor shows.
  const text = (typeof input === 'string' ? input : input.toString('utf8')).replace(/\r\n?/g, '\n');
  const errors: ImportError[] = [];
  const report = (line: number, column: string, message: string) => {
    errors.push({ line, column, message });
  };
  type Rec = { record: string[]; info: { lines: number }; raw: string };
  let records: Rec[];
  try {
    records = parse(text, {
      bom: true,
      info: true,
      raw: true,
      relax_column_count: true,
      skip_empty_lines: true,
      skip_records_with_error: true,
      on_skip: (err: { lines?: number; message: string } | undefined) => {
        if (err) report(err.lines ?? 0, 'row', err.message.replace(/^[A-Za-z ]+: /, ''));
      },
    }) as unknown as Rec[];
  } catch (err) {
    return {
      total_rows: 0,
      products: [],
      errors: [{ line: 1, column: 'file', message: (err as Error).message }],
    };
  }
  const [head, ...rows] = records;
  if (!head)
    return {
      total_rows: 0,
      products: [],
      errors: [{ line: 1, column: 'file', message: 'The file is empty' }],
    };
  const header = head.record.map((h) => h.trim().toLowerCase());
  const headerLine = startLine(head);
  const index = new Map<CsvColumn, number>();
  header.forEach((name, i) => {
    if (!(productCsvColumns as readonly string[]).includes(name))
      report(
        headerLine,
        name || `column ${i + 1}`,
        `unknown column “${name}” (expected ${productCsvColumns.join(', ')})`,
      );
    else if (index.has(name as CsvColumn)) report(headerLine, name, `column ${name} appears twice`);
    else index.set(name as CsvColumn, i);
  });
  if (!index.has('sku')) report(headerLine, 'sku', 'the file needs a sku column');
  if (errors.length) return { total_rows: rows.length, products: [], errors };
  if (rows.length > MAX_ROWS)
    return {
      total_rows: rows.length,
      products: [],
      errors: [
        {
          line: 1,
          column: 'file',
          message: `At most ${MAX_ROWS} rows per file (this one has ${rows.length})`,
        },
      ],
    };

  const products: CsvProduct[] = [];
  const skuLines = new Map<string, number>();
  for (const rec of rows) {
    const line = startLine(rec);
    const before = errors.length;
    const cell = (c: CsvColumn) => {
      const i = index.get(c);
      return i === undefined ? undefined : unguard((rec.record[i] ?? '').trim());
    };
    const fail = (column: string, message: string) => report(line, column, message);
    if (rec.record.length !== header.length) {
      // Its cells cannot be matched to columns: one error for the row, not one per shifted cell.
      fail('row', `row has ${rec.record.length} fields, the header has ${header.length}`);
      continue;
    }
    for (const c of index.keys()) {
      const v = cell(c);
      if (v && CONTROL.test(v)) fail(c, `${c} cannot contain control characters`);
    }
    const p: CsvProduct = { line, sku: cell('sku') ?? '' };
    if (!p.sku) fail('sku', 'sku is required');
    else if (p.sku.length > 64) fail('sku', 'sku must be at most 64 characters');
    else {
      const key = p.sku.toLowerCase();
      const first = skuLines.get(key);
      if (first !== undefined) fail('sku', `sku ${p.sku} is already on line ${first}`);
      else skuLines.set(key, line);
    }
    const title = cell('title');
    if (title !== undefined) {
      if (title.length > 140) fail('title', 'title must be at most 140 characters');
      else if (title.length === 1) fail('title', 'title must be at least 2 characters');
      else if (title) p.title = title;
    }
    const description = cell('description');
    if (description !== undefined) {
      if (description.length > 50_000) fail('description', 'description is too long');
      else p.description_html = description;
    }
    const price = cell('price');
    if (price !== undefined) {
      if (!price) fail('price', 'price is required');
      else {
        const v = dollars(price, 'price');
        if (typeof v === 'string') fail('price', v);
        else p.price_cents = v;
      }
    }
    const compare = cell('compare_at_price');
    if (compare !== undefined) {
      if (!compare) p.compare_at_cents = null;
      else {
        const v = dollars(compare, 'compare_at_price');
        if (typeof v === 'string') fail('compare_at_price', v);
        else if (p.price_cents !== undefined && v <= p.price_cents)
          fail('compare_at_price', 'compare_at_price must be higher than price');
        else p.compare_at_cents = v;
      }
    }
    const inventory = cell('inventory');
    if (inventory !== undefined) {
      if (!inventory) p.inventory_quantity = null;
      else if (/^-\d+$/.test(inventory)) fail('inventory', 'inventory cannot be negative');
      else if (!/^\d+$/.test(inventory)) fail('inventory', 'inventory must be a whole number');
      else if (Number(inventory) > STOCK_MAX) fail('inventory', `inventory must be at most ${STOCK_MAX}`);
      else p.inventory_quantity = Number(inventory);
    }
    const categories = cell('categories');
    if (categories !== undefined) {
      const list = [
        ...new Set(
          categories
            .split('|')
            .map((c) => c.trim())
            .filter(Boolean),
        ),
      ];
      if (list.length > 10) fail('categories', 'at most 10 categories');
      else if (list.some((c) => c.length > 60))
        fail('categories', 'a category must be at most 60 characters');
      else p.categories = list;
    }
    const status = cell('status');
    if (status) {
      const s = status.toLowerCase();
      if (!(productStatuses as readonly string[]).includes(s))
        fail('status', `status must be one of ${productStatuses.join(', ')}`);
      else p.status = s as ProductStatus;
    }
    if (errors.length === before) products.push(p);
  }
  errors.sort((a, b) => a.line - b.line);
  return { total_rows: rows.length, products, errors };
}

/** The line a record starts on: where it ends, less the line breaks inside it. */
function startLine(rec: { info: { lines: number }; raw: string }): number {
  const inner = rec.raw.replace(/^\n+/, '').replace(/\n$/, '');
  return rec.info.lines - (inner.match(/\n/g)?.length ?? 0);
}

/** The column of the summary line that stands for the errors past the cap (not a file error). */
export const MORE_ERRORS = 'more';

/** An error about the file itself (its header, encoding, size), which no row-skipping can import past. */
export const isFileError = (e: ImportError): boolean => e.line <= 1 && e.column !== MORE_ERRORS;

/** Caps the stored errors, keeping the first ones and saying how many more there were. */
export function capErrors(errors: readonly ImportError[]): ImportError[] {
  if (errors.length <= MAX_REPORTED_ERRORS) return [...errors];
  return [
    ...errors.slice(0, MAX_REPORTED_ERRORS),
    { line: 0, column: MORE_ERRORS, message: `…and ${errors.length - MAX_REPORTED_ERRORS} more errors` },
  ];
}

/** Cents to the CSV's dollars: 1999 → `19.99`. */
const toDollars = (cents: number) => (cents / 100).toFixed(2);

/** The export: the import's columns, formulas neutralised, CRLF line ends (RFC 4180). */
export function productsToCsv(
  rows: ReadonlyArray<{
    sku: string | null;
    title: string;
    description_html: string;
    price_cents: number;
    compare_at_cents: number | null;
    track_inventory: boolean;
    inventory_quantity: number;
    categories: string[];
    status: ProductStatus;
  }>,
): string {
  const lines = rows.map((r) =>
    [
      r.sku,
      r.title,
      r.description_html,
      toDollars(r.price_cents),
      r.compare_at_cents === null ? '' : toDollars(r.compare_at_cents),
      r.track_inventory ? String(r.inventory_quantity) : '',
      r.categories.join('|'),
      r.status,
    ]
      .map(csvCell)
      .join(','),
  );
  return `${[productCsvColumns.join(','), ...lines].join('\r\n')}\r\n`;
}
