import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CircuitOpenError, RequestError } from './errors';
import { AUTH_REQUEST, isRetryable, REQUEST_DEFAULTS, ROLES_REQUEST, retryDelay, withRetry } from './retry';
import { settle } from './testing';

describe('retry policy', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('uses the spec defaults and presets', () => {
    expect(REQUEST_DEFAULTS).toEqual({ timeoutMs: 10_000, attempts: 3, retryDelayMs: 1_000 });
    expect(AUTH_REQUEST).toEqual({ timeoutMs: 30_000, attempts: 3 });
    expect(ROLES_REQUEST).toEqual({ timeoutMs: 10_000, attempts: 2 });
  });

  it('waits 1 s × the attempt number', () => {
    expect([1, 2, 3].map((n) => retryDelay(n))).toEqual([1_000, 2_000, 3_000]);
  });

  it('retries 5xx, network errors and timeouts only', () => {
    expect(isRetryable(new RequestError('HTTP 500: Internal Server Error', 500))).toBe(true);
    expect(isRetryable(new RequestError('Network error - please check your connection', 0))).toBe(true);
    expect(isRetryable(new RequestError('HTTP 404: Not Found', 404))).toBe(false);
    expect(isRetryable(new CircuitOpenError('GET /x', 'OPEN', 'reason'))).toBe(false);
    expect(isRetryable(new Error('bug'))).toBe(false);
  });

  it('throws a 4xx at once', async () => {
    const attempt = vi.fn().mockRejectedValue(new RequestError('Not found', 404, 'NOT_FOUND'));
    await expect(withRetry(attempt, { attempts: 3, retryDelayMs: 1_000 })).rejects.toMatchObject({
      status: 404,
    });
    expect(attempt).toHaveBeenCalledTimes(1);
  });

  it('retries after 1 s, then 2 s, and gives up with the spec message keeping the last status', async () => {
    const attempt = vi.fn().mockRejectedValue(new RequestError('HTTP 502: Bad Gateway', 502));
    const result = settle(withRetry(attempt, { attempts: 3, retryDelayMs: 1_000 }));
    await vi.advanceTimersByTimeAsync(0);
    expect(attempt).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(999);
    expect(attempt).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(attempt).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1_999);
    expect(attempt).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(attempt).toHaveBeenCalledTimes(3);
    const { error } = await result;
    expect(error).toBeInstanceOf(RequestError);
    expect(error).toMatchObject({ message: 'Request failed after multiple attempts', status: 502 });
    expect((error as Error).cause).toMatchObject({ message: 'HTTP 502: Bad Gateway' });
  });

  it('returns the first success', async () => {
    const attempt = vi
      .fn()
      .mockRejectedValueOnce(new RequestError('Request timeout', 0))
      .mockResolvedValue('ok');
    const result = withRetry(attempt, { attempts: 3, retryDelayMs: 1_000 });
    await vi.advanceTimersByTimeAsync(1_000);
    await expect(result).resolves.toBe('ok');
  });

  it('keeps the original error when only one attempt is allowed', async () => {
    const attempt = vi.fn().mockRejectedValue(new RequestError('Request timeout', 0, 'TIMEOUT'));
    await expect(withRetry(attempt, { attempts: 1, retryDelayMs: 1_000 })).rejects.toMatchObject({
      message: 'Request timeout',
    });
  });

  it('stops waiting when the caller aborts', async () => {
    const controller = new AbortController();
    const attempt = vi.fn().mockRejectedValue(new RequestError('HTTP 500: Internal Server Error', 500));
    const result = settle(
      withRetry(attempt, { attempts: 3, retryDelayMs: 1_000, signal: controller.signal }),
    );
    await vi.advanceTimersByTimeAsync(500);
    controller.abort();
    const { error } = await result;
    expect(error).toMatchObject({ name: 'AbortError' });
    expect(attempt).toHaveBeenCalledTimes(1);
  });
});
