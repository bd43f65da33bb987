import { type RunStatus, runStatuses } from '@fundpath/contracts/automations';
import { Plus } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useUpdateSearchParams } from '@/lib/use-update-search-params';
import { RunDialog } from './run-dialog';
import { RunsView } from './runs-view';
import { TemplatesGallery } from './templates-gallery';
import { WorkflowEditor } from './workflow-editor';
import { WorkflowList } from './workflow-list';

const TABS = ['workflows', 'templates', 'runs'] as const;
type Tab = (typeof TABS)[number];

/**
 * `/automations` (admins): workflows (on/off, run counts), the ready templates, and every run with
 * its log. The URL holds the state: `?tab=`, `?edit=<id|new>` opens the editor, `?run=<id>` a
 * run, `?workflow=&status=&page=` filter the runs.
 */
export function AutomationsScreen() {
  const [params, update] = useUpdateSearchParams();
  const rawTab = params.get('tab');
  const tab: Tab = TABS.includes(rawTab as Tab) ? (rawTab as Tab) : 'workflows';
  const edit = params.get('edit');
  const runId = params.get('run');
  const rawStatus = params.get('status') ?? '';
  const status = (runStatuses as readonly string[]).includes(rawStatus) ? (rawStatus as RunStatus) : '';
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const workflowId = params.get('workflow') ?? '';

  if (edit)
    return (
      <WorkflowEditor
        key={edit}
        id={edit === 'new' ? null : edit}
        onClose={() => update({ edit: null, tab: 'workflows' })}
        onSaved={(id) => update({ edit: id })}
      />
    );

  return (
    <>
      <PageHeader
        title="Automations"
        description="Workflows that act on platform events: a trigger, conditions, then e-mails, notifications, tasks, tickets, tags, lead moves and webhooks, with waits in between."
        actions={
          <Button leftIcon={<Plus className="size-4" aria-hidden />} onClick={() => update({ edit: 'new' })}>
            New workflow
          </Button>
        }
      />
      <Tabs value={tab} onValueChange={(v) => update({ tab: v === 'workflows' ? null : v, page: null })}>
        <TabsList aria-label="Automations sections" className="mb-6">
          <TabsTrigger value="workflows">Workflows</TabsTrigger>
          <TabsTrigger value="templates">Templates</TabsTrigger>
          <TabsTrigger value="runs">Runs</TabsTrigger>
        </TabsList>
        <TabsContent value="workflows">
          <WorkflowList
            onEdit={(id) => update({ edit: id })}
            onRuns={(id) => update({ tab: 'runs', workflow: id, page: null })}
            onTemplates={() => update({ tab: 'templates' })}
          />
        </TabsContent>
        <TabsContent value="templates">
          <TemplatesGallery onCreated={(id) => update({ edit: id, tab: null })} />
        </TabsContent>
        <TabsContent value="runs">
          <RunsView
            workflowId={workflowId}
            status={status}
            page={page}
            onFilter={(f) =>
              update({
                ...(f.workflow !== undefined ? { workflow: f.workflow } : {}),
                ...(f.status !== undefined ? { status: f.status } : {}),
                ...(f.page !== undefined ? { page: f.page > 1 ? String(f.page) : null } : {}),
              })
            }
            onOpen={(id) => update({ run: id })}
          />
        </TabsContent>
      </Tabs>
      <RunDialog id={runId} onClose={() => update({ run: null })} />
    </>
  );
}
