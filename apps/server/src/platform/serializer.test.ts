import { currentUserResponseSchema, loginResponseSchema } from '@fundpath/contracts/auth';
import { brandConfigResponseSchema, coachContextSchema } from '@fundpath/contracts/brand';
import { errorBodySchema } from '@fundpath/contracts/errors';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { responseSerializerCompiler } from './serializer';

const route = { method: 'GET', url: '/api/test', httpStatus: '200' };
const serialize = (schema: z.ZodType, data: unknown) =>
  responseSerializerCompiler({ schema, ...route } as never)(data);
/** What the route wrote before: zod's own encode + JSON.stringify. */
const zodSerialize = (schema: z.ZodType, data: unknown) =>
  zodSerializerCompiler({ schema, ...route } as never)(data);

const user = {
  id: 'u-1',
  email: 'client@fundpath.test',
  role: 'client',
  display_name: 'Jordan "JJ" Client \u2028 ✓',
  permissions: { can_upload: true, can_pay: false },
  brand_id: null,
  latest_credit_report_json: {
    equifax_approval: true,
    experian_approval: false,
    transunion_approval: true,
    saved_at: '2026-01-02T03:04:05.000Z',
  },
  created_at: '2026-01-01T00:00:00.000Z',
};

const mixed = z.object({
  at: z.date(),
  count: z.number().int(),
  ratio: z.number(),
  note: z.string().optional(),
  items: z.array(z.object({ id: z.string(), tags: z.array(z.string()) })),
  by_key: z.record(z.string(), z.object({ ok: z.boolean() })),
  maybe: z.object({ id: z.string() }).nullable(),
  kind: z.union([
    z.object({ type: z.literal('a'), a: z.string() }),
    z.object({ type: z.literal('b'), b: z.number() }),
  ]),
  choice: z.discriminatedUnion('t', [
    z.object({ t: z.literal('x'), x: z.string() }),
    z.object({ t: z.literal('y'), y: z.boolean() }),
  ]),
  level: z.enum(['low', 'high']),
  anything: z.unknown(),
});
const mixedValue = {
  at: new Date('2026-03-04T05:06:07.089Z'),
  count: 3,
  ratio: 0.25,
  items: [{ id: 'i1', tags: ['t1', 't2'] }],
  by_key: { k1: { ok: true }, k2: { ok: false } },
  maybe: null,
  kind: { type: 'b', b: 2 },
  choice: { t: 'y', y: true },
  level: 'high',
  anything: { nested: [1, 'two', null] },
};

describe('response serializer', () => {
  it('writes what zod wrote for the contract response schemas and a mix of types', () => {
    const cases: Array<[z.ZodType, unknown]> = [
      [
        currentUserResponseSchema,
        { status: 'success', user, impersonation: { is_impersonating: false, original_user_id: null } },
      ],
      [
        currentUserResponseSchema,
        {
          status: 'success',
          user: { ...user, permissions: {}, brand_id: 'b-1', latest_credit_report_json: null },
          impersonation: { is_impersonating: true, original_user_id: 'admin-1' },
        },
      ],
      [loginResponseSchema, { status: 'success', user, message: 'Login successful' }],
      [errorBodySchema, { status: 'error', code: 'NOT_FOUND', message: 'Not found' }],
      [errorBodySchema, { status: 'error', code: 'VALIDATION_FAILED', message: 'Bad', details: [{ a: 1 }] }],
      [coachContextSchema, { success: false, client: null }],
      [
        brandConfigResponseSchema,
        {
          status: 'success',
          brand_name: 'FundPath',
          logo_white_url: null,
          logo_black_url: '/logo.svg',
          primary_color: '#111',
          secondary_color: '#222',
          accent_color: '#333',
        },
      ],
      [mixed, mixedValue],
      [
        mixed,
        { ...mixedValue, note: 'n', maybe: { id: 'm' }, kind: { type: 'a', a: 's' }, anything: undefined },
      ],
      [z.array(z.object({ id: z.string() })), [{ id: '1' }, { id: '2' }]],
    ];
    for (const [schema, data] of cases) {
      // Optional properties come after required ones; the value is the same either way.
      expect(JSON.parse(serialize(schema, data))).toEqual(JSON.parse(zodSerialize(schema, data)));
    }
    // Where every property is required (the current contracts), the bytes are the same too.
    expect(serialize(currentUserResponseSchema, cases[0]![1])).toBe(
      zodSerialize(currentUserResponseSchema, cases[0]![1]),
    );
    expect(JSON.parse(serialize(mixed, mixedValue)).at).toBe('2026-03-04T05:06:07.089Z');
  });

  it('is an allow-list: undeclared properties never leave, at any depth', () => {
    const secret = '$argon2id$v=19$m=65536$secret-hash';
    const body = serialize(currentUserResponseSchema, {
      status: 'success',
      password_hash: secret,
      user: {
        ...user,
        password_hash: secret,
        latest_credit_report_json: { ...user.latest_credit_report_json, token_hash: secret },
      },
      impersonation: { is_impersonating: false, original_user_id: null, token: secret },
    });
    expect(body).not.toContain(secret);
    expect(body).not.toContain('password_hash');
    expect(JSON.parse(body).user).toEqual(user);

    const nested = serialize(mixed, {
      ...mixedValue,
      extra: secret,
      items: [{ id: 'i1', tags: [], password_hash: secret }],
      by_key: { k1: { ok: true, password_hash: secret } },
      maybe: { id: 'm', password_hash: secret },
      kind: { type: 'a', a: 's', password_hash: secret },
      choice: { t: 'x', x: 'xx', password_hash: secret },
    });
    expect(nested).not.toContain(secret);
    expect(JSON.parse(nested).kind).toEqual({ type: 'a', a: 's' });
  });

  it('fails loudly on a missing required property instead of sending a partial body', () => {
    const { email: _email, ...withoutEmail } = user;
    expect(() =>
      serialize(currentUserResponseSchema, {
        status: 'success',
        user: withoutEmail,
        impersonation: { is_impersonating: false, original_user_id: null },
      }),
    ).toThrow(/email/);
  });
});
