import { PageHeader } from '@/components/ui/page-header';
import { PageEditor } from '@/features/admin';
import { PageSectionsLazy } from '@/features/landing';

const LANDING_SECTIONS = ['hero', 'features', 'steps', 'faq', 'cta', 'testimonials'] as const;

/** `/admin/landing-page-editor` (spec §2 Admin; issue 3/8): the public landing, previewed with its real sections. */
export default function AdminLandingPageEditorRoute() {
  return (
    <>
      <PageHeader
        eyebrow="White label"
        title="Landing Page Editor"
        description="Compose the public landing page from sections. Visitors see it once published."
      />
      <PageEditor
        page="landing"
        withContexts
        sectionTypes={LANDING_SECTIONS}
        renderPreview={(sections) => <PageSectionsLazy sections={sections} preview />}
      />
    </>
  );
}
