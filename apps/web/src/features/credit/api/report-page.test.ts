import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '@/testing/fetch-mock';
import { fetchReportForPage, getSavedMonitoringLogin, saveMonitoringLogin } from './report-page';

const failure = { status: 500, body: { status: 'error', code: 'INTERNAL', message: 'Boom' } };

/** Spec §8's credit service texts: each failed call is logged with its own. */
describe('credit service error texts', () => {
  afterEach(() => vi.restoreAllMocks());

  it('logs Failed to get saved credentials (silently: no credentials), but not for "none saved"', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    mockApi({ 'GET /api/credit-report-test/get-credentials': failure });
    expect(await getSavedMonitoringLogin()).toBeNull();
    expect(warn).toHaveBeenCalledWith('Failed to get saved credentials', expect.anything());
    warn.mockClear();
    mockApi({
      'GET /api/credit-report-test/get-credentials': {
        status: 404,
        body: { status: 'error', code: 'NOT_FOUND', message: 'None' },
      },
    });
    expect(await getSavedMonitoringLogin()).toBeNull();
    expect(warn).not.toHaveBeenCalled();
  });

  it('logs Failed to fetch credit data on a non-OK fetch and Failed to save credentials', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    mockApi({
      'POST /api/credit-report-test/fetch': failure,
      'POST /api/credit-report-test/save-credentials': failure,
    });
    await expect(fetchReportForPage({ email: 'a@b.co', password: 'x' })).rejects.toThrow('Boom');
    await saveMonitoringLogin({ email: 'a@b.co', password: 'x' });
    expect(warn.mock.calls.map((c) => c[0])).toEqual([
      'Failed to fetch credit data',
      'Failed to save credentials',
    ]);
  });
});
