import type { AdminStore, ProductImport } from '@fundpath/contracts/ecommerce';

export const IMPORT_ID = '55555555-5555-4555-8555-555555555555';

export function adminStore(overrides: Partial<AdminStore> = {}): AdminStore {
  return {
    id: 7,
    slug: 'casey-fit',
    store_name: 'Casey Fit Shop',
    status: 'live',
    suspended: false,
    suspended_reason: null,
    suspended_at: null,
    owner_id: 'u_client_1',
    owner_name: 'Casey Client',
    owner_email: 'client@fundpath.test',
    product_count: 12,
    active_product_count: 10,
    created_at: '2026-10-01T10:00:00.000Z',
    ...overrides,
  };
}

export const storeList = (stores: AdminStore[]) => ({
  body: { status: 'success', stores, total: stores.length, page: 1, per_page: 25 },
});

export function productImport(overrides: Partial<ProductImport> = {}): ProductImport {
  return {
    id: IMPORT_ID,
    store_id: 7,
    store_name: 'Casey Fit Shop',
    file_name: 'catalogue.csv',
    status: 'checked',
    total_rows: 200,
    valid_rows: 197,
    processed_rows: 0,
    created_count: 0,
    updated_count: 0,
    errors: [
      { line: 14, column: 'price', message: 'price must be a number' },
      { line: 87, column: 'sku', message: 'sku TEE-1 is already on line 3' },
      { line: 87, column: 'inventory', message: 'inventory cannot be negative' },
      { line: 150, column: 'status', message: 'status must be one of draft, active, archived' },
    ],
    invalid_lines: [14, 87, 150],
    created_by_name: 'Ada Admin',
    created_at: '2026-11-25T09:00:00.000Z',
    finished_at: null,
    ...overrides,
  };
}
