import type { FailedJob, JobQueue } from '@fundpath/contracts/jobs';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'sonner';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { type MockHandler, mockApi, ok } from '@/testing/fetch-mock';
import { BackgroundJobsSection } from './background-jobs-section';

function queue(name: string, counts: Partial<JobQueue['counts']> = {}): JobQueue {
  return {
    name,
    policy: 'standard',
    dead_letter: name === 'dead-letter' ? null : 'dead-letter',
    retry_limit: 4,
    counts: { created: 0, retry: 0, active: 0, completed: 0, cancelled: 0, failed: 0, ...counts },
  };
}

const failedJob: FailedJob = {
  id: '6f1c2a4e-1b2c-4d3e-8f90-1234567890ab',
  queue: 'notifications.email',
  source_id: '0b4a7a2e-8c3c-4d0e-9f7a-1a2b3c4d5e6f',
  data_summary: '{"notificationId":"n1"}',
  error: 'SMTP connection refused',
  attempts: 5,
  created_at: '2025-03-01T11:00:00.000Z',
  failed_at: '2025-03-01T11:30:00.000Z',
};

function renderSection(routes: Record<string, MockHandler>) {
  const api = mockApi(routes);
  render(
    <QueryClientProvider client={createQueryClient()}>
      <BackgroundJobsSection />
      <Toaster />
    </QueryClientProvider>,
  );
  return api;
}

describe('BackgroundJobsSection', () => {
  it('shows the queues with their counts by state, and the failed jobs with their error', async () => {
    renderSection({
      'GET /api/admin/jobs': ok({
        queues: [
          queue('dead-letter', { created: 1 }),
          queue('notifications.email', { created: 3, active: 2, completed: 40, failed: 1 }),
        ],
        dead_letters: 1,
      }),
      'GET /api/admin/jobs/failed': ok({ jobs: [failedJob], total: 1, page: 1, per_page: 20 }),
    });

    const queues = await screen.findByRole('table', { name: 'Job queues and their jobs by state' });
    const email = (await within(queues).findByText('notifications.email')).closest('tr')!;
    expect(
      within(email)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['notifications.email', '3', '0', '2', '40', '1', '0']);
    expect(within(queues).getByText('dead letters')).toBeInTheDocument();

    const failed = screen.getByRole('table', { name: 'Jobs that failed after all their retries' });
    expect(await within(failed).findByText('SMTP connection refused')).toBeInTheDocument();
    expect(within(failed).getByText('{"notificationId":"n1"}')).toBeInTheDocument();
    expect(within(failed).getByText('5')).toBeInTheDocument();
  });

  it('retries a failed job, confirms with a toast and refreshes the list', async () => {
    let retried = false;
    const api = renderSection({
      'GET /api/admin/jobs': ok({ queues: [queue('notifications.email', { failed: 1 })], dead_letters: 1 }),
      'GET /api/admin/jobs/failed': () =>
        ok({ jobs: retried ? [] : [failedJob], total: retried ? 0 : 1, page: 1, per_page: 20 }),
      [`POST /api/admin/jobs/${failedJob.id}/retry`]: () => {
        retried = true;
        return ok({ retried: true });
      },
    });

    await userEvent.click(
      await screen.findByRole('button', { name: `Retry notifications.email job ${failedJob.id}` }),
    );
    expect(await screen.findByText('Job sent back to notifications.email')).toBeInTheDocument();
    expect(await screen.findByText('No failed jobs')).toBeInTheDocument();
    expect(api.callsTo(`POST /api/admin/jobs/${failedJob.id}/retry`)).toHaveLength(1);
    expect(api.callsTo('GET /api/admin/jobs/failed').length).toBeGreaterThanOrEqual(2);
  });

  it('tells the admin when a retry fails', async () => {
    renderSection({
      'GET /api/admin/jobs': ok({ queues: [], dead_letters: 1 }),
      'GET /api/admin/jobs/failed': ok({ jobs: [failedJob], total: 1, page: 1, per_page: 20 }),
      [`POST /api/admin/jobs/${failedJob.id}/retry`]: {
        status: 404,
        body: {
          status: 'error',
          code: 'NOT_FOUND',
          message: 'No failed job with that id is waiting for a retry',
        },
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: /Retry notifications.email job/ }));
    expect(await screen.findByText('No failed job with that id is waiting for a retry')).toBeInTheDocument();
  });

  it('shows empty states when there are no queues and no failed jobs', async () => {
    renderSection({
      'GET /api/admin/jobs': ok({ queues: [], dead_letters: 0 }),
      'GET /api/admin/jobs/failed': ok({ jobs: [], total: 0, page: 1, per_page: 20 }),
    });
    expect(await screen.findByText('No job queues yet')).toBeInTheDocument();
    expect(await screen.findByText('No failed jobs')).toBeInTheDocument();
  });
});
