import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ok } from '@/testing/fetch-mock';
import { makeTask, renderWithApi } from '../testing/fixtures';
import { StepTasksPage } from './step-tasks-page';

describe('StepTasksPage', () => {
  it('counts tasks, says Ready to advance when all are done, and lists history with step numbers', async () => {
    const done = [
      makeTask({
        step_number: 2,
        title: 'Lift freezes',
        is_completed: true,
        completed_at: '2026-02-02T00:00:00Z',
      }),
      makeTask({
        step_number: 2,
        title: 'Pull report',
        is_completed: true,
        completed_at: '2026-02-03T00:00:00Z',
      }),
    ];
    const older = makeTask({
      step_number: 1,
      title: 'Set goals',
      is_completed: true,
      completed_at: '2026-01-02T00:00:00Z',
    });
    renderWithApi(<StepTasksPage step={2} />, {
      'POST /api/tasks/auto-create': ok({ created: 0, tasks: done }),
      'GET /api/tasks': ok({ tasks: [older, ...done, makeTask({ step_number: 3, title: 'Open' })] }),
    });
    expect(await screen.findByText('Ready to advance')).toBeInTheDocument();
    const stats = screen.getByText('Total').closest('dl')!;
    expect(within(stats).getByText('Total').nextSibling).toHaveTextContent('2');
    expect(within(stats).getByText('Remaining').nextSibling).toHaveTextContent('0');
    const history = await screen.findByRole('heading', { name: 'Completed tasks' });
    const card = history.closest('div.rounded-2xl') as HTMLElement;
    const items = within(card).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual([
      expect.stringContaining('Pull reportStep 2'),
      expect.stringContaining('Lift freezesStep 2'),
      expect.stringContaining('Set goalsStep 1'),
    ]);
  });

  it('has no Ready to advance hint while tasks remain', async () => {
    renderWithApi(<StepTasksPage step={1} />, {
      'POST /api/tasks/auto-create': ok({ created: 1, tasks: [makeTask({ title: 'Open task' })] }),
      'GET /api/tasks': ok({ tasks: [] }),
    });
    expect(await screen.findByText('Open task')).toBeInTheDocument();
    expect(screen.queryByText('Ready to advance')).not.toBeInTheDocument();
  });
});
