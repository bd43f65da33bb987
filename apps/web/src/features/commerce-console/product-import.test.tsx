import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { MockRequest } from '@/testing/fetch-mock';
import { renderApp } from '@/testing/render-app';
import { describeError } from './components/import/import-report';
import { adminStore, IMPORT_ID, productImport, storeList } from './testing/fixtures';

const ok = (imp: object) => ({ body: { status: 'success', import: imp } });

async function uploadCsv(app: ReturnType<typeof renderApp>) {
  await screen.findByRole('option', { name: /Casey Fit Shop/ }, { timeout: 5000 });
  await app.userEvent.selectOptions(screen.getByRole('combobox', { name: 'Store' }), '7');
  const file = new File(['sku,title,price\n'], 'catalogue.csv', { type: 'text/csv' });
  await app.userEvent.upload(screen.getByLabelText('Choose a CSV file', { selector: 'input' }), file);
}

describe('/admin/product-import', () => {
  it('reports every error of the dry run by line and column, and imports the valid rows', async () => {
    const app = renderApp('/admin/product-import', {
      as: 'admin',
      routes: {
        'GET /api/admin/ecommerce/stores': storeList([adminStore()]),
        'GET /api/admin/ecommerce/imports': { body: { status: 'success', imports: [] } },
        'POST /api/admin/ecommerce/imports': { status: 201, ...ok(productImport()) },
        [`GET /api/admin/ecommerce/imports/${IMPORT_ID}`]: ok(productImport()),
        [`POST /api/admin/ecommerce/imports/${IMPORT_ID}/run`]: (req: MockRequest) => ({
          status: 202,
          ...ok(
            productImport({
              status: (req.body as { skip_invalid: boolean }).skip_invalid ? 'queued' : 'checked',
            }),
          ),
        }),
      },
    });
    await uploadCsv(app);

    const table = await screen.findByRole('table', { name: 'Import errors by line and column' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((r) =>
        within(r)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      ),
    ).toEqual([
      ['14', 'price', 'row 14: price must be a number'],
      ['87', 'sku', 'row 87: sku TEE-1 is already on line 3'],
      ['87', 'inventory', 'row 87: inventory cannot be negative'],
      ['150', 'status', 'row 150: status must be one of draft, active, archived'],
    ]);
    expect(screen.getByText('4 errors found')).toBeInTheDocument();
    const figures = screen.getAllByRole('definition').map((d) => d.textContent);
    expect(figures).toEqual(['200', '197', '3']);

    const upload = app.api.callsTo('POST /api/admin/ecommerce/imports')[0]!;
    expect(upload.body).toBeInstanceOf(FormData); // multipart, not JSON

    await app.userEvent.click(screen.getByRole('button', { name: 'Import the 197 valid rows' }));
    const dialog = await screen.findByRole('alertdialog');
    await app.userEvent.click(within(dialog).getByRole('button', { name: 'Import' }));
    await waitFor(() =>
      expect(app.api.callsTo(`POST /api/admin/ecommerce/imports/${IMPORT_ID}/run`)).toHaveLength(1),
    );
    expect(app.api.callsTo(`POST /api/admin/ecommerce/imports/${IMPORT_ID}/run`)[0]!.body).toEqual({
      skip_invalid: true,
    });
  });

  it('polls the running import until it is done, then stops', async () => {
    const states = [
      productImport({ status: 'running', processed_rows: 50 }),
      productImport({ status: 'running', processed_rows: 150, created_count: 100, updated_count: 47 }),
      productImport({ status: 'done', processed_rows: 200, created_count: 150, updated_count: 47 }),
    ];
    let polls = 0;
    const app = renderApp('/admin/product-import', {
      as: 'admin',
      routes: {
        'GET /api/admin/ecommerce/stores': storeList([adminStore()]),
        'GET /api/admin/ecommerce/imports': { body: { status: 'success', imports: [productImport()] } },
        [`GET /api/admin/ecommerce/imports/${IMPORT_ID}`]: () =>
          ok(states[Math.min(polls++, states.length - 1)]!),
      },
    });
    await app.userEvent.click(
      await screen.findByRole('button', { name: 'Open the report of catalogue.csv' }, { timeout: 5000 }),
    );
    const bar = await screen.findByRole('progressbar', { name: 'Import progress' });
    expect(bar).toHaveAttribute('aria-valuenow', '25');
    expect(
      await screen.findByText(
        /Import finished: 150 created, 47 updated, 3 rows left out\./,
        {},
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
    const calls = app.api.callsTo(`GET /api/admin/ecommerce/imports/${IMPORT_ID}`).length;
    expect(calls).toBe(3);
    await new Promise((r) => setTimeout(r, 1_500));
    expect(app.api.callsTo(`GET /api/admin/ecommerce/imports/${IMPORT_ID}`)).toHaveLength(calls);
  }, 15_000);

  it('stops polling when the import fails', async () => {
    let polls = 0;
    const app = renderApp('/admin/product-import', {
      as: 'admin',
      routes: {
        'GET /api/admin/ecommerce/stores': storeList([adminStore()]),
        'GET /api/admin/ecommerce/imports': { body: { status: 'success', imports: [productImport()] } },
        [`GET /api/admin/ecommerce/imports/${IMPORT_ID}`]: () =>
          ok(
            polls++ === 0
              ? productImport({ status: 'queued' })
              : productImport({
                  status: 'failed',
                  created_count: 20,
                  errors: [
                    {
                      line: 0,
                      column: 'file',
                      message: 'The import stopped unexpectedly; rows before the failure were saved',
                    },
                  ],
                  invalid_lines: [],
                }),
          ),
      },
    });
    await app.userEvent.click(
      await screen.findByRole('button', { name: 'Open the report of catalogue.csv' }, { timeout: 5000 }),
    );
    expect(await screen.findByText('Waiting for the import to start…')).toBeInTheDocument();
    expect(
      await screen.findByText(/The import stopped: 20 created/, {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('The import stopped unexpectedly; rows before the failure were saved'),
    ).toBeInTheDocument();
    await new Promise((r) => setTimeout(r, 1_500));
    expect(app.api.callsTo(`GET /api/admin/ecommerce/imports/${IMPORT_ID}`)).toHaveLength(2);
  }, 15_000);

  it('describes header and summary lines apart from rows', () => {
    expect(describeError({ line: 14, column: 'price', message: 'price must be a number' })).toBe(
      'row 14: price must be a number',
    );
    expect(describeError({ line: 1, column: 'colour', message: 'unknown column “colour”' })).toBe(
      'header: unknown column “colour”',
    );
    expect(describeError({ line: 0, column: 'file', message: '…and 12 more errors' })).toBe(
      '…and 12 more errors',
    );
  });
});
