import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { apiFieldErrors } from './form-errors';

const refused = (details: unknown) =>
  new ApiError('Refused', 409, 'CONFLICT', {
    status: 'error',
    code: 'CONFLICT',
    message: 'Refused',
    details,
  });

describe('apiFieldErrors', () => {
  it('reads a service map and a schema failure list, first message per field', () => {
    expect(apiFieldErrors(refused({ errors: { sku: 'That SKU is taken' } }))).toEqual({
      sku: 'That SKU is taken',
    });
    expect(
      apiFieldErrors(
        refused([
          { path: 'body.variants.0.sku', message: 'Too long' },
          { path: 'body.variants.0.sku', message: 'Second' },
          { path: 'body', message: 'Whole body' },
        ]),
      ),
    ).toEqual({ 'variants.0.sku': 'Too long' });
  });

  it('is empty for anything that is not an API refusal', () => {
    expect(apiFieldErrors(new Error('boom'))).toEqual({});
    expect(apiFieldErrors(refused(undefined))).toEqual({});
  });
});
