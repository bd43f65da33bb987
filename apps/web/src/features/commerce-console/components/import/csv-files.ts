import { type ImportError, productCsvColumns } from '@fundpath/contracts/ecommerce';

/** One CSV field, quoted when it must be (RFC 4180); a leading =, +, - or @ is defused for spreadsheets. */
function field(value: string | number): string {
  let s = String(value);
  if (/^[=+\-@]/.test(s) && typeof value === 'string') s = `'${s}`;
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}
const toCsv = (rows: ReadonlyArray<ReadonlyArray<string | number>>) =>
  `${rows.map((r) => r.map(field).join(',')).join('\r\n')}\r\n`;

/** A file to download straight from the page, no request needed. */
export const csvDataUrl = (csv: string) => `data:text/csv;charset=utf-8,${encodeURIComponent(csv)}`;

/** The import's columns with two example rows (categories split by |, an empty inventory = untracked). */
export const TEMPLATE_CSV = toCsv([
  [...productCsvColumns],
  [
    'TEE-BLK-M',
    'Training tee, black',
    '<p>Soft, breathable cotton.</p>',
    '24.00',
    '30.00',
    '40',
    'Apparel|Tees',
    'active',
  ],
  ['EBOOK-START', 'Starter e-book', 'A PDF guide to your first 30 days.', '9.99', '', '', 'Digital', 'draft'],
]);

/** Every error of a dry run as a CSV (line, column, problem), to fix the file beside it. */
export const errorsCsv = (errors: readonly ImportError[]) =>
  toCsv([['line', 'column', 'problem'], ...errors.map((e) => [e.line, e.column, e.message])]);
