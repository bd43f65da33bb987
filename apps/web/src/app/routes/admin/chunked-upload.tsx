import { PageHeader } from '@/components/ui/page-header';
import { ChunkedUpload } from '@/features/admin';

/** `/admin/chunked-upload` (spec §2 Admin; issue 3/8): resumable uploads of large files (tus). */
export default function AdminChunkedUploadRoute() {
  return (
    <>
      <PageHeader
        eyebrow="Operations"
        title="Chunked Upload"
        description="Large files in resumable chunks: a dropped connection or a reload continues where it stopped."
      />
      <ChunkedUpload />
    </>
  );
}
