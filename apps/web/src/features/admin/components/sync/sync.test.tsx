import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/testing/render-app';

const run = (extra: Record<string, unknown>) => ({
  id: 'r1',
  kind: 'default_tasks',
  status: 'completed',
  processed: 12,
  total: 12,
  changed: 7,
  error: null,
  requested_by_name: 'Avery Admin',
  requested_at: '2026-05-01T10:00:00.000Z',
  started_at: '2026-05-01T10:00:01.000Z',
  finished_at: '2026-05-01T10:00:05.000Z',
  ...extra,
});
const overview = (kinds: unknown[], runs: unknown[]) => ({ body: { status: 'success', kinds, runs } });

describe('/admin/sync', () => {
  it('starts a run and polls it while it is active', async () => {
    const last = run({});
    const active = run({
      id: 'r2',
      kind: 'knowledge_index',
      status: 'running',
      processed: 40,
      total: 80,
      changed: 0,
      finished_at: null,
    });
    const app = renderApp('/admin/sync', {
      as: 'admin',
      routes: {
        'GET /api/admin/sync': overview(
          [
            { kind: 'knowledge_index', active: null, last: null },
            { kind: 'default_tasks', active: null, last },
          ],
          [last],
        ),
        'POST /api/admin/sync/knowledge_index/run': { status: 202, body: { status: 'success', run: active } },
      },
    });
    expect(await screen.findAllByText('12 of 12 clients · 7 tasks created')).toHaveLength(2);
    app.api.set(
      'GET /api/admin/sync',
      overview(
        [
          { kind: 'knowledge_index', active, last: null },
          { kind: 'default_tasks', active: null, last },
        ],
        [active, last],
      ),
    );
    await app.userEvent.click(screen.getAllByRole('button', { name: 'Run now' })[0]!);
    await waitFor(() => expect(app.api.callsTo('POST /api/admin/sync/knowledge_index/run')).toHaveLength(1));
    const bar = await screen.findByRole('progressbar', { name: 'AI knowledge base re-index progress' });
    expect(bar).toHaveAttribute('aria-valuenow', '50');
    expect(within(bar.parentElement!).getByText('40 of 80 entries')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Running' })).toBeDisabled();
    // While a run is active the screen asks again by itself.
    const before = app.api.callsTo('GET /api/admin/sync').length;
    await waitFor(() => expect(app.api.callsTo('GET /api/admin/sync').length).toBeGreaterThan(before), {
      timeout: 4000,
    });
  });

  it('shows a refused start and a failed run; staff who are not admins get no run button', async () => {
    const failed = run({ status: 'failed', error: 'Connection lost', processed: 3 });
    renderApp('/admin/sync', {
      as: 'steps_team',
      routes: {
        'GET /api/admin/sync': overview(
          [
            { kind: 'knowledge_index', active: null, last: null },
            { kind: 'default_tasks', active: null, last: failed },
          ],
          [failed],
        ),
      },
    });
    expect(await screen.findAllByText('Connection lost')).not.toHaveLength(0);
    expect(screen.getByText('Admins run syncs')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Run now' })).not.toBeInTheDocument();
    expect(screen.getByText('Never run yet.')).toBeInTheDocument();
  });

  it('says so when a run of that kind is already going', async () => {
    const app = renderApp('/admin/sync', {
      as: 'admin',
      routes: {
        'GET /api/admin/sync': overview(
          [
            { kind: 'knowledge_index', active: null, last: null },
            { kind: 'default_tasks', active: null, last: null },
          ],
          [],
        ),
        'POST /api/admin/sync/default_tasks/run': {
          status: 409,
          body: { status: 'error', code: 'CONFLICT', message: 'Default tasks re-applied is already running' },
        },
      },
    });
    await screen.findByText('No sync has run yet.');
    await app.userEvent.click(screen.getAllByRole('button', { name: 'Run now' })[1]!);
    expect(await screen.findByText('Default tasks re-applied is already running')).toBeInTheDocument();
  });
});
