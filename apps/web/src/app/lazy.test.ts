import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CHUNK_RELOAD_KEY,
  CHUNK_RELOAD_WINDOW_MS,
  isChunkLoadError,
  loadable,
  reloadOnceAfterDeploy,
} from '@/app/lazy';
import { reloadPage } from '@/lib/browser';

vi.mock('@/lib/browser', () => ({ reloadPage: vi.fn(), assignLocation: vi.fn() }));

const chunkError = () => new TypeError('Failed to fetch dynamically imported module: /assets/x-123.js');

beforeEach(() => {
  vi.mocked(reloadPage).mockClear();
});

describe('isChunkLoadError', () => {
  it.each([
    'Failed to fetch dynamically imported module: https://x.test/assets/a.js',
    'error loading dynamically imported module: https://x.test/assets/a.js',
    'Importing a module script failed.',
    'ChunkLoadError: Loading chunk 7 failed.',
  ])('recognises %s', (message) => {
    expect(isChunkLoadError(new TypeError(message))).toBe(true);
  });

  it('leaves other errors alone', () => {
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
  });
});

describe('loadable', () => {
  it('loads once and marks the promise fulfilled, so a prefetched screen renders without suspending', async () => {
    const loader = vi.fn(async () => ({ default: 'screen' }));
    const a = loadable(loader);
    expect(a.get()).toBeUndefined();
    const promise = a.load();
    expect(loadable(loader)).toBe(a);
    await promise;
    expect(a.load()).toBe(promise);
    expect(promise).toMatchObject({ status: 'fulfilled', value: { default: 'screen' } });
    expect(a.get()).toEqual({ default: 'screen' });
    expect(loader).toHaveBeenCalledTimes(1);
  });

  it('reloads the page once when a chunk is gone after a deploy, instead of failing', async () => {
    const a = loadable(async () => {
      throw chunkError();
    });
    const outcome = await Promise.race([
      a.load().then(() => 'settled'),
      new Promise((r) => setTimeout(r, 20, 'pending')),
    ]);
    expect(outcome).toBe('pending');
    expect(reloadPage).toHaveBeenCalledTimes(1);
    expect(Number(sessionStorage.getItem(CHUNK_RELOAD_KEY))).toBeGreaterThan(0);
  });

  it('shows the error when it happens again right after that reload', async () => {
    sessionStorage.setItem(CHUNK_RELOAD_KEY, String(Date.now()));
    const loader = vi.fn(async () => {
      throw chunkError();
    });
    const a = loadable(loader);
    await expect(a.load()).rejects.toThrow(/dynamically imported module/);
    expect(reloadPage).not.toHaveBeenCalled();
    // Try Again fetches the chunk again.
    await expect(a.load()).rejects.toThrow();
    expect(loader).toHaveBeenCalledTimes(2);
  });

  it('passes other errors through without reloading', async () => {
    const a = loadable(async () => {
      throw new Error('boom');
    });
    await expect(a.load()).rejects.toThrow('boom');
    expect(reloadPage).not.toHaveBeenCalled();
  });
});

describe('reloadOnceAfterDeploy', () => {
  it('reloads again once the last reload is older than the window', () => {
    sessionStorage.setItem(CHUNK_RELOAD_KEY, String(1_000));
    expect(reloadOnceAfterDeploy(1_000 + CHUNK_RELOAD_WINDOW_MS - 1)).toBe(false);
    expect(reloadOnceAfterDeploy(1_000 + CHUNK_RELOAD_WINDOW_MS + 1)).toBe(true);
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });
});
