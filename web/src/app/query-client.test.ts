import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { shouldRetry } from './query-client';

const apiError = (status: number) => new ApiError({ status, error: 'E', message: 'm' });

describe('shouldRetry', () => {
  it('does not retry answers that will not change (4xx)', () => {
    expect(shouldRetry(0, apiError(404))).toBe(false);
    expect(shouldRetry(0, apiError(400))).toBe(false);
  });

  it('retries network failures, timeouts and 5xx twice', () => {
    expect(shouldRetry(0, apiError(0))).toBe(true);
    expect(shouldRetry(1, apiError(503))).toBe(true);
    expect(shouldRetry(2, apiError(503))).toBe(false);
    expect(shouldRetry(0, new Error('x'))).toBe(true);
  });
});
