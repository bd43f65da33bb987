/**
 * `/admin/product-import`: a CSV is stored and checked (the dry run: only the import record and the
 * file are written), then imported by SKU in a background job that creates or updates products in
 * batches and counts its progress. Also the product CSV export (the same columns, so it imports back).
 */
import type { ImportError, ProductImport } from '@fundpath/contracts/ecommerce';
import type { Storage } from '../../adapters/storage';
import { recordAudit } from '../../platform/audit';
import type { Ctx } from '../../platform/auth';
import type { Db } from '../../platform/db';
import { AppError } from '../../platform/errors';
import {
  checkUpload,
  discardUploads,
  type ReceivedFile,
  readCapped,
  storeUploads,
  uploadKey,
} from '../../platform/uploads';
import { type CsvProduct, capErrors, isFileError, parseProductCsv, productsToCsv } from './csv';
import * as imports from './import-repo';
import * as repo from './product-repo';
import { forgetCategories } from './product-service';
import { sanitizeDescription } from './sanitize';
import { freeSlug } from './slugs';
import { findStoreById } from './store-repo';
import { STORE_NOT_FOUND } from './store-service';

export const IMPORT_MAX_BYTES = 5 * 1024 * 1024;
export const IMPORT_JOB = 'catalog.import_products';
const BATCH = 200;
const CHUNK = 1_000;

declare module '../../platform/jobs' {
  interface JobData {
    /** Creates/updates a store's products from a checked CSV (`/admin/product-import`). */
    'catalog.import_products': { import_id: string; skip_invalid: boolean };
  }
}

const invalidLines = (errors: readonly ImportError[]) =>
  [...new Set(errors.filter((e) => e.line > 1).map((e) => e.line))].sort((a, b) => a - b);

function toImport(r: NonNullable<Awaited<ReturnType<typeof imports.findImport>>>): ProductImport {
  const i = r.import;
  const invalid = invalidLines(i.errors);
  const fileLevel = i.errors.some(isFileError);
  return {
    id: i.id,
    store_id: i.store_id,
    store_name: r.store_name,
    file_name: i.file_name,
    status: i.status,
    total_rows: i.total_rows,
    valid_rows: fileLevel ? 0 : Math.max(0, i.total_rows - invalid.length),
    processed_rows: i.processed_rows,
    created_count: i.created_count,
    updated_count: i.updated_count,
    errors: i.errors,
    invalid_lines: invalid,
    created_by_name: r.created_by_name,
    created_at: i.created_at.toISOString(),
    finished_at: i.finished_at?.toISOString() ?? null,
  };
}

/**
 * The checks that need the store: a new SKU needs a title and a price, and no product may take a
 * SKU that one of the store's variants uses. Returns the rows that pass and the errors of the rest.
 */
async function checkAgainstStore(db: Db, storeId: number, rows: readonly CsvProduct[]) {
  const errors: ImportError[] = [];
  const ok: CsvProduct[] = [];
  for (let i = 0; i < rows.length; i += CHUNK) {
    const chunk = rows.slice(i, i + CHUNK);
    const skus = chunk.map((r) => r.sku);
    const [existing, variantSkus] = [
      await repo.productsBySku(db, storeId, skus),
      await imports.variantSkusIn(db, storeId, skus),
    ];
    for (const row of chunk) {
      const key = row.sku.toLowerCase();
      const before = errors.length;
      if (variantSkus.has(key))
        errors.push({
          line: row.line,
          column: 'sku',
          message: `sku ${row.sku} belongs to a variant of another product`,
        });
      if (!existing.has(key)) {
        if (!row.title)
          errors.push({ line: row.line, column: 'title', message: 'title is required for a new product' });
        if (row.price_cents === undefined)
          errors.push({ line: row.line, column: 'price', message: 'price is required for a new product' });
      }
      if (errors.length === before) ok.push(row);
    }
  }
  return { ok, errors };
}

async function check(db: Db, storeId: number, data: Buffer) {
  const parsed = parseProductCsv(data);
  const store = await checkAgainstStore(db, storeId, parsed.products);
  const errors = [...parsed.errors, ...store.errors].sort((a, b) => a.line - b.line);
  return { total_rows: parsed.total_rows, products: store.ok, errors };
}

const csvErrors = {
  tooLarge: (name: string) =>
    new AppError('VALIDATION_FAILED', `${name} is larger than 5 MB`, {
      errors: { file: 'A CSV file can be at most 5 MB' },
    }),
  notAllowed: (what: string, name: string) =>
    new AppError('VALIDATION_FAILED', `${name} is not a CSV text file (it is ${what})`, {
      errors: { file: 'Choose a .csv file' },
    }),
};

/** `POST /api/admin/ecommerce/imports`: stores the file and records the dry run's report. */
export async function createImport(
  ctx: Ctx,
  storage: Storage,
  storeId: number,
  file: ReceivedFile | undefined,
): Promise<ProductImport> {
  const store = await findStoreById(ctx.db, storeId);
  if (!store) throw new AppError('NOT_FOUND', STORE_NOT_FOUND, { errors: { store_id: STORE_NOT_FOUND } });
  if (!file)
    throw new AppError('VALIDATION_FAILED', 'Choose a CSV file', { errors: { file: 'Choose a CSV file' } });
  const checked = checkUpload(
    file,
    { maxBytes: IMPORT_MAX_BYTES, allowedTypes: ['csv'], fallbackName: 'products.csv' },
    csvErrors,
  );
  const report = await check(ctx.db, storeId, checked.data);
  const [stored] = await storeUploads(
    storage,
    [
      {
        key: uploadKey('catalog/imports', 'csv'),
        data: checked.data,
        file_name: checked.file_name,
        content_type: 'text/csv',
      },
    ],
    ctx.log,
  );
  try {
    const row = await ctx.db.transaction(async (tx) => {
      const created = await imports.insertImport(tx, {
        store_id: storeId,
        created_by: ctx.realUser?.id ?? null,
        file_key: stored!.key,
        file_name: checked.file_name,
        status: 'checked',
        total_rows: report.total_rows,
        errors: capErrors(report.errors),
      });
      await recordAudit(
        ctx,
        {
          action: 'product_import.checked',
          target_type: 'store',
          target_id: String(storeId),
          target_label: store.store_name,
          after: {
            import_id: created.id,
            file_name: checked.file_name,
            rows: report.total_rows,
            errors: report.errors.length,
            sha256: stored!.sha256,
          },
        },
        tx,
      );
      return created;
    });
    return getImport(ctx, row.id);
  } catch (err) {
    await discardUploads(storage, [stored!.key], ctx.log);
    throw err;
  }
}

export async function getImport(ctx: Pick<Ctx, 'db'>, id: string): Promise<ProductImport> {
  const row = await imports.findImport(ctx.db, id);
  if (!row) throw new AppError('NOT_FOUND', 'Import not found');
  return toImport(row);
}

export async function listImports(ctx: Ctx): Promise<ProductImport[]> {
  return (await imports.listImports(ctx.db, 25)).map(toImport);
}

/** `POST …/imports/{id}/run`: queues the import once (a checked file with no errors, or `skip_invalid`). */
export async function runImport(ctx: Ctx, id: string, skipInvalid: boolean): Promise<ProductImport> {
  await ctx.db.transaction(async (tx) => {
    const row = await imports.findImportForUpdate(tx, id);
    if (!row) throw new AppError('NOT_FOUND', 'Import not found');
    if (row.status !== 'checked') throw new AppError('CONFLICT', 'This import has already been started');
    if (row.errors.some(isFileError))
      throw new AppError('VALIDATION_FAILED', 'The file itself has errors: fix it and upload it again');
    if (row.errors.length > 0 && !skipInvalid)
      throw new AppError(
        'VALIDATION_FAILED',
        `The dry run found ${row.errors.length} errors: fix the file, or import only the valid rows`,
        {
          errors: { skip_invalid: 'Confirm importing only the valid rows' },
        },
      );
    await imports.updateImport(tx, id, { status: 'queued' });
    await recordAudit(
      ctx,
      {
        action: 'product_import.started',
        target_type: 'store',
        target_id: String(row.store_id),
        after: { import_id: id, skip_invalid: skipInvalid },
      },
      tx,
    );
    await ctx.jobs.sendInTx(
      tx,
      IMPORT_JOB,
      { import_id: id, skip_invalid: skipInvalid },
      { singletonKey: id },
    );
  });
  return getImport(ctx, id);
}

/** The job: re-checks the file against the store as it is now, then writes in batches. */
export async function executeImport(
  db: Db,
  storage: Storage,
  importId: string,
  skipInvalid: boolean,
): Promise<void> {
  const row = (await imports.findImport(db, importId))?.import;
  if (!row || row.status === 'done') return;
  await imports.updateImport(db, importId, {
    status: 'running',
    processed_rows: 0,
    created_count: 0,
    updated_count: 0,
  });
  try {
    const { stream } = await storage.get(row.file_key);
    const { data } = await readCapped(stream, IMPORT_MAX_BYTES + 1);
    const report = await check(db, row.store_id, data);
    if (report.errors.length && !skipInvalid) {
      await imports.updateImport(db, importId, {
        status: 'failed',
        errors: capErrors(report.errors),
        finished_at: new Date(),
      });
      return;
    }
    const skipped = report.total_rows - report.products.length;
    let created = 0;
    let updated = 0;
    for (let i = 0; i < report.products.length; i += BATCH) {
      const batch = report.products.slice(i, i + BATCH);
      await db.transaction(async (tx) => {
        const existing = await repo.productsBySku(
          tx,
          row.store_id,
          batch.map((p) => p.sku),
        );
        for (const p of batch) {
          const current = existing.get(p.sku.toLowerCase());
          if (current) {
            await repo.updateProduct(tx, current.id, valuesFor(p));
            updated += 1;
          } else {
            await repo.insertProduct(tx, {
              ...newProductDefaults(p),
              sku: p.sku,
              ...valuesFor(p),
              store_id: row.store_id,
              slug: await freeSlug(tx, row.store_id, p.title ?? p.sku),
            });
            created += 1;
          }
        }
        await imports.updateImport(tx, importId, {
          processed_rows: skipped + i + batch.length,
          created_count: created,
          updated_count: updated,
        });
      });
      forgetCategories(db, row.store_id);
    }
    await imports.updateImport(db, importId, {
      status: 'done',
      processed_rows: report.total_rows,
      errors: capErrors(report.errors),
      finished_at: new Date(),
    });
  } catch (err) {
    await imports.updateImport(db, importId, {
      status: 'failed',
      errors: [
        ...row.errors,
        {
          line: 0,
          column: 'file',
          message: 'The import stopped unexpectedly; rows before the failure were saved',
        },
      ],
      finished_at: new Date(),
    });
    throw err;
  }
}

function newProductDefaults(p: CsvProduct): Omit<repo.NewProductRow, 'store_id' | 'slug'> {
  return { title: p.title!, price_cents: p.price_cents!, status: 'draft' };
}

/** What a row changes: only the columns the file has (an empty title keeps the current one). */
function valuesFor(p: CsvProduct): Partial<repo.NewProductRow> {
  // The SKU matched case-insensitively: an update keeps the product's own spelling.
  const v: Partial<repo.NewProductRow> = {};
  if (p.title) v.title = p.title;
  if (p.description_html !== undefined) v.description_html = sanitizeDescription(p.description_html);
  if (p.price_cents !== undefined) v.price_cents = p.price_cents;
  if (p.compare_at_cents !== undefined) v.compare_at_cents = p.compare_at_cents;
  if (p.inventory_quantity !== undefined) {
    v.track_inventory = p.inventory_quantity !== null;
    v.inventory_quantity = p.inventory_quantity ?? 0;
  }
  if (p.categories !== undefined) v.categories = p.categories;
  if (p.status !== undefined) v.status = p.status;
  return v;
}

export async function exportProductsCsv(ctx: Ctx, storeId: number): Promise<{ csv: string; slug: string }> {
  const store = await findStoreById(ctx.db, storeId);
  if (!store) throw new AppError('NOT_FOUND', STORE_NOT_FOUND);
  return { csv: productsToCsv(await repo.productsForExport(ctx.db, storeId)), slug: store.slug };
}
