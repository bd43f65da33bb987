import { PageHeader } from '@/components/ui/page-header';
import { ProjectDocs } from '@/features/admin';

/** `/admin/project-docs` (spec §2 Admin; issue 3/8): the staff wiki. */
export default function AdminProjectDocsRoute() {
  return (
    <>
      <PageHeader
        eyebrow="Team"
        title="Project docs"
        description="Your team's handbook in Markdown: every save is kept, so any page can go back to an earlier version."
      />
      <ProjectDocs />
    </>
  );
}
