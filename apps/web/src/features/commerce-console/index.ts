/** The admin commerce console (issue 4/8): stores, platform settings, the sales dashboard, CSV product import. */
export { consoleKeys } from './api/keys';
export { CommerceDashboard } from './components/dashboard/commerce-dashboard';
export { EcommerceSettings } from './components/ecommerce-settings';
export { ProductImportAdmin } from './components/import/product-import';
export { StoresAdmin } from './components/stores-admin';
