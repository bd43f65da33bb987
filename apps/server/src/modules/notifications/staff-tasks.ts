/** Staff follow-up tasks (issue 7/8): the assignee hears of an assignment, and of a task falling due. */
import type { EventBus } from '../../platform/events';
import { findUser } from '../auth';
import { staffTaskBrief } from '../staff-tasks';
import { type NotificationsDeps, notify } from './service';

const taskLink = (id: string) => `/tasks?task=${id}`;

export function subscribeStaffTaskNotifications(events: EventBus, deps: NotificationsDeps): () => void {
  const offs = [
    events.on('staff_task.assigned', async ({ task_id, assignee_id, assigned_by }) => {
      const task = await staffTaskBrief(deps.db, task_id);
      if (!task) return;
      const by = assigned_by ? await findUser(deps.db, assigned_by) : undefined;
      await notify(
        deps,
        assignee_id,
        'staff_task.assigned',
        {
          title: `${by?.display_name ?? 'The platform'} assigned you a task: ${task.title}`,
          link: taskLink(task_id),
          data: { task_id },
        },
        { except: assigned_by },
      );
    }),
    events.on('staff_task.due', async ({ task_id, recipient_id, due_date }) => {
      const task = await staffTaskBrief(deps.db, task_id);
      if (!task) return;
      const today = new Date().toISOString().slice(0, 10);
      await notify(deps, recipient_id, 'staff_task.due', {
        title: `${due_date < today ? 'Overdue' : 'Due today'}: ${task.title}`,
        link: taskLink(task_id),
        data: { task_id, due_date },
      });
    }),
  ];
  return () => {
    for (const off of offs) off();
  };
}
