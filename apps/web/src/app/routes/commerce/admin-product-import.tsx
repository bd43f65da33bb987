import { PageHeader } from '@/components/ui/page-header';
import type { ScreenProps } from '@/config/routes';
import { ProductImportAdmin } from '@/features/commerce-console';

/** `/admin/product-import` (spec §2 Admin; issue 4/8): CSV import with a dry run, and the products export. */
export default function AdminProductImportRoute(_props: ScreenProps) {
  return (
    <>
      <PageHeader
        eyebrow="Ecommerce"
        title="Product import"
        description="Bring a store’s catalogue in from a spreadsheet: check it first, then import it in the background."
      />
      <ProductImportAdmin />
    </>
  );
}
