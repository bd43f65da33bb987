import { isStaff } from '@fundpath/contracts/roles';
import { useSearchParams } from 'react-router';
import { PageHeader } from '@/components/ui/page-header';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useAuth } from '@/lib/auth';
import { DocumentsPanel } from './documents-panel';
import { TemplateLibrary } from './template-library';

/** `/documents`: one's folders and documents; staff also the template library. */
export function DocumentsScreen() {
  const { user } = useAuth();
  const [params] = useSearchParams();
  const highlight = params.get('document');
  const staff = isStaff(user);
  return (
    <>
      <PageHeader
        title="Documents"
        description={
          staff
            ? 'Your documents, and the library of templates you share with clients.'
            : 'Everything you uploaded in tasks and tickets, and the documents our team shared with you.'
        }
      />
      {staff ? (
        <Tabs defaultValue="documents">
          <TabsList aria-label="Documents sections">
            <TabsTrigger value="documents">My documents</TabsTrigger>
            <TabsTrigger value="library">Library</TabsTrigger>
          </TabsList>
          <TabsContent value="documents">
            <DocumentsPanel highlight={highlight} />
          </TabsContent>
          <TabsContent value="library">
            <TemplateLibrary />
          </TabsContent>
        </Tabs>
      ) : (
        <DocumentsPanel highlight={highlight} />
      )}
    </>
  );
}
