import { PageHeader } from '@/components/ui/page-header';
import { FileLibrary } from '@/features/admin';

/** `/admin/file-upload` (spec §2 Admin; issue 3/8): the admin file library. */
export default function AdminFileUploadRoute() {
  return (
    <>
      <PageHeader
        eyebrow="Operations"
        title="File Upload"
        description="Files the team shares: upload, preview, copy a link that opens for signed-in staff, delete."
      />
      <FileLibrary />
    </>
  );
}
