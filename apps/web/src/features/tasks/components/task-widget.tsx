import type { Task } from '@fundpath/contracts/coaching';
import { Callout } from '@/components/ui/callout';
import { ErrorBoundary } from '@/components/ui/error-boundary';
import { ChecklistWidget } from './widgets/checklist-widget';
import { ExternalActionWidget } from './widgets/external-action-widget';
import { FormFieldsWidget } from './widgets/form-fields-widget';
import { CheckboxWidget, LinkWidget, SimpleTaskWidget } from './widgets/simple-widget';
import { UploadWidget } from './widgets/upload-widget';
import { ValueWidget } from './widgets/value-widget';

export const TASK_WIDGET_ERROR_TITLE = 'Task Widget Error';

/** The body of a task by its type (spec §2 task widgets). */
export function TaskWidget({ task, flagged }: { task: Task; flagged?: readonly string[] }) {
  switch (task.task_type) {
    case 'document_upload':
    case 'file_upload':
      return <UploadWidget task={task} />;
    case 'form_fields':
      return <FormFieldsWidget task={task} flagged={flagged} />;
    case 'checklist':
      return <ChecklistWidget task={task} />;
    case 'external_action':
      return <ExternalActionWidget task={task} />;
    case 'simple_task':
      return <SimpleTaskWidget task={task} />;
    case 'checkbox':
      return <CheckboxWidget task={task} />;
    case 'text_input':
    case 'date_input':
      return <ValueWidget task={task} />;
    case 'link':
      return <LinkWidget task={task} />;
    default:
      return (
        <Callout tone="warning" title="Unknown Task Type">
          This task can't be shown here. Please contact support so we can help you finish it.
        </Callout>
      );
  }
}

/** A widget that fails to render stays contained in its card, with Try Again. */
export function SafeTaskWidget(props: { task: Task; flagged?: readonly string[] }) {
  return (
    <ErrorBoundary title={TASK_WIDGET_ERROR_TITLE} compact>
      <TaskWidget {...props} />
    </ErrorBoundary>
  );
}
