import { PageHeader } from '@/components/ui/page-header';
import { PageEditor } from '@/features/admin';
import { LoginPageContent } from '@/features/landing';

/** The sign-in page shows a headline with its text and a list of points beside the form. */
const LOGIN_SECTIONS = ['hero', 'features'] as const;

/** `/admin/login-page-editor` (spec §2 Admin; issue 3/8): the text beside the sign-in form. */
export default function AdminLoginPageEditorRoute() {
  return (
    <>
      <PageHeader
        eyebrow="White label"
        title="Login Page Editor"
        description="The headline, text and points beside the sign-in form (the first Hero and Features sections)."
      />
      <PageEditor
        page="login"
        sectionTypes={LOGIN_SECTIONS}
        renderPreview={(sections) => (
          <div className="bg-slate-950 p-8 sm:p-10">
            <LoginPageContent sections={sections} />
          </div>
        )}
      />
    </>
  );
}
