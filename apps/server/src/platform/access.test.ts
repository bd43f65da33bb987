import {
  effectivePermissions,
  isLockedGrant,
  PERMISSIONS,
  type PermissionKey,
  permissionMap,
} from '@fundpath/contracts/permissions';
import { type Access, decideAccess, isPermissionAccess, type Role, roles } from '@fundpath/contracts/roles';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeUser, type TestUser } from '../testing/factories';
import { createTestApp, type TestApp } from '../testing/test-app';
import { createSession, SESSION_COOKIE } from './sessions';

const PLACEHOLDER_ID = '00000000-0000-4000-8000-000000000000';

/** Every registered route × every role (and anonymous): 401/403 exactly where the declaration says. */
describe('route access declarations', () => {
  let t: TestApp;
  const people = new Map<Role, TestUser>();

  beforeAll(async () => {
    t = await createTestApp();
    // Each caller carries its role's default permissions, as the server computes them at sign-in.
    for (const role of roles) {
      const user = await makeUser(t.db, role);
      people.set(role, { ...user, permissions: permissionMap(effectivePermissions(role, [], [])) });
    }
  });
  afterAll(() => t.close());

  it('every route declares who may call it', () => {
    expect(t.app.routeAccess.length).toBeGreaterThan(10);
    for (const r of t.app.routeAccess) expect(r.access, `${r.method} ${r.url}`).toBeDefined();
  });

  it('refuses to register a route that declares no access', async () => {
    const { default: Fastify } = await import('fastify');
    const { authPlugin } = await import('./auth');
    const app = Fastify();
    await app.register(authPlugin, {
      db: t.db,
      config: t.config,
      sessionCache: t.app.deps.sessionCache,
      events: t.app.deps.events,
      jobs: t.app.deps.jobs,
    });
    expect(() => app.get('/api/undeclared', async () => 'x')).toThrow(/does not declare config.access/);
    await app.close();
  });

  const callers: Array<Role | null> = [null, ...roles];
  for (const role of callers) {
    it(`enforces 401/403 on every route for ${role ?? 'anonymous'} callers`, {
      timeout: 120_000,
    }, async () => {
      const failures: string[] = [];
      let checked = 0;
      const user = role ? people.get(role)! : null;
      for (const route of t.app.routeAccess) {
        if (route.method === 'HEAD' || route.url.startsWith('/api/docs')) continue;
        const url = route.url.replace(/:[A-Za-z_]+/g, PLACEHOLDER_ID).replace('*', 'x');
        // A fresh session per call: logout or password routes must not spoil the next check.
        const cookie = user
          ? `${SESSION_COOKIE}=${(await createSession(t.db, user.id, { ip: null, userAgent: null })).token}`
          : undefined;
        const res = await t.app.inject({
          method: route.method as 'GET',
          url,
          headers: cookie ? { cookie } : {},
          ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: {} }),
        });
        const expected = decideAccess(route.access as Access, user, user);
        checked += 1;
        const where = `${route.method} ${url}`;
        if (expected === 'unauthenticated' && res.statusCode !== 401)
          failures.push(`${where}: want 401, got ${res.statusCode}`);
        if (expected === 'forbidden' && res.statusCode !== 403)
          failures.push(`${where}: want 403, got ${res.statusCode}`);
        if (
          expected === 'allow' &&
          (res.statusCode === 401 ||
            (res.statusCode === 403 && res.json().message === 'You do not have permission to do that'))
        ) {
          failures.push(`${where}: want allowed, got ${res.statusCode}`);
        }
      }
      expect(failures).toEqual([]);
      expect(checked).toBeGreaterThan(10);
    });
  }
});

// ---- input fuzzing ---------------------------------------------------------------------------

type JsonSchema = {
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  const?: unknown;
  minimum?: number;
  exclusiveMinimum?: number;
  minLength?: number;
  minItems?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  $ref?: string;
  default?: unknown;
};
type OpenApi = {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: Array<{ in: string; name: string; schema?: JsonSchema }>;
        requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
      }
    >
  >;
  components?: { schemas?: Record<string, JsonSchema> };
};

/** Values that once reached SQL and failed there (a 500): every one must be a 4xx now. */
const HOSTILE_VALUES: unknown[] = [
  'a\u0000b',
  'not-a-uuid',
  2147483648,
  -2147483649,
  2 ** 53 + 2,
  1e300,
  1.5,
  'x'.repeat(20_000),
  '',
  {},
  [],
  true,
  null,
];
const HOSTILE_STRINGS = [
  'a\u0000b',
  'abc',
  '2147483648',
  '-2147483649',
  '99999999999999999999',
  '1.5',
  'x'.repeat(3_000),
];

/** A value the schema accepts, as far as a JSON schema says: the base each case mutates one field of. */
function example(schema: JsonSchema | undefined, doc: OpenApi, depth = 0): unknown {
  if (!schema || depth > 8) return 'x';
  if (schema.$ref) return example(doc.components?.schemas?.[schema.$ref.split('/').pop()!], doc, depth + 1);
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  if (schema.default !== undefined) return schema.default;
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants?.length)
    return example(variants.find((v) => v.type !== 'null') ?? variants[0], doc, depth + 1);
  if (schema.allOf?.length) {
    return Object.assign({}, ...schema.allOf.map((s) => example(s, doc, depth + 1) as object));
  }
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  if (type === 'object' || schema.properties) {
    const out: Record<string, unknown> = {};
    for (const key of schema.required ?? []) out[key] = example(schema.properties?.[key], doc, depth + 1);
    return out;
  }
  if (type === 'array')
    return Array.from({ length: schema.minItems ?? 0 }, () => example(schema.items, doc, depth + 1));
  if (type === 'integer' || type === 'number')
    return Math.max(1, schema.minimum ?? schema.exclusiveMinimum ?? 1);
  if (type === 'boolean') return false;
  if (schema.format === 'uuid') return PLACEHOLDER_ID;
  if (schema.format === 'email') return 'fuzz@example.com';
  if (schema.format === 'date-time') return '2024-01-01T00:00:00.000Z';
  if (schema.format === 'date') return '2024-01-01';
  if (schema.format === 'uri') return 'https://example.com/';
  return 'x'.repeat(Math.max(1, schema.minLength ?? 1));
}

/**
 * Every route's params, query and JSON body, one field at a time, with the values an attack on a
 * fresh install used (NUL bytes, out-of-range integers, invalid ids, huge strings, wrong types):
 * never a 5xx, and never the database's own backstop (the schema must refuse first).
 */
describe('route input fuzzing', () => {
  let t: TestApp;
  const people = new Map<Role, TestUser>();

  beforeAll(async () => {
    t = await createTestApp();
    // Each caller carries its role's default permissions, as the server computes them at sign-in.
    for (const role of roles) {
      const user = await makeUser(t.db, role);
      people.set(role, { ...user, permissions: permissionMap(effectivePermissions(role, [], [])) });
    }
  });
  afterAll(() => t.close());

  it('bounds every integer a route accepts to the int32 range of the columns', () => {
    // Data-dependent paths (a turn number of an existing conversation) escape the fuzzing below,
    // so the schemas themselves are checked: an unbounded integer reached SQL as a 500.
    const doc = t.app.swagger() as unknown as OpenApi;
    const unbounded: string[] = [];
    const walk = (schema: JsonSchema | undefined, where: string, depth = 0): void => {
      if (!schema || depth > 12) return;
      if (schema.$ref) {
        walk(doc.components?.schemas?.[schema.$ref.split('/').pop()!], where, depth + 1);
        return;
      }
      const s = schema as JsonSchema & { maximum?: number; additionalProperties?: unknown };
      const types = Array.isArray(s.type) ? s.type : [s.type];
      if (types.includes('integer') && !(s.maximum !== undefined && s.maximum <= 2_147_483_647))
        unbounded.push(where);
      for (const [k, v] of Object.entries(s.properties ?? {})) walk(v, `${where}.${k}`, depth + 1);
      walk(s.items, `${where}[]`, depth + 1);
      for (const v of [...(s.anyOf ?? []), ...(s.oneOf ?? []), ...(s.allOf ?? [])]) walk(v, where, depth + 1);
      if (s.additionalProperties && typeof s.additionalProperties === 'object')
        walk(s.additionalProperties as JsonSchema, `${where}.*`, depth + 1);
    };
    for (const [path, ops] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(ops)) {
        for (const p of op.parameters ?? [])
          walk(p.schema, `${method.toUpperCase()} ${path} ${p.in}.${p.name}`);
        walk(op.requestBody?.content?.['application/json']?.schema, `${method.toUpperCase()} ${path} body`);
      }
    }
    expect(unbounded).toEqual([]);
  });

  it('answers hostile params, query and bodies on every route without a 5xx', {
    timeout: 300_000,
  }, async () => {
    const { UNSTORABLE_INPUT_MESSAGE } = await import('./errors');
    const doc = t.app.swagger() as unknown as OpenApi;
    const failures: string[] = [];
    let sent = 0;
    for (const route of t.app.routeAccess) {
      if (route.method === 'HEAD' || route.url.startsWith('/api/docs') || route.url === '/api/realtime')
        continue;
      if (!route.url.startsWith('/api/')) continue;
      // One caller the route lets in: anonymous for public routes, else the first role allowed.
      const caller =
        route.access === 'public'
          ? null
          : ([...people.values()].find((u) => decideAccess(route.access as Access, u, u) === 'allow') ??
            null);
      if (route.access !== 'public' && !caller) continue;
      const cookie = caller
        ? `${SESSION_COOKIE}=${(await createSession(t.db, caller.id, { ip: null, userAgent: null })).token}`
        : undefined;
      const op = doc.paths[route.url.replace(/:([A-Za-z_]+)/g, '{$1}')]?.[route.method.toLowerCase()];
      const paramNames = [...route.url.matchAll(/:([A-Za-z_]+)/g)].map((m) => m[1]!);
      const queryParams = (op?.parameters ?? []).filter((p) => p.in === 'query');
      const bodySchema = op?.requestBody?.content?.['application/json']?.schema;
      const hasBody = route.method !== 'GET' && route.method !== 'DELETE';
      const baseBody = hasBody ? (example(bodySchema, doc) ?? {}) : undefined;
      const baseParams = Object.fromEntries(paramNames.map((n) => [n, PLACEHOLDER_ID]));

      const cases: Array<{ params: Record<string, string>; query: Record<string, string>; body?: unknown }> =
        [];
      for (const name of paramNames)
        for (const v of HOSTILE_STRINGS.slice(0, 3))
          cases.push({ params: { ...baseParams, [name]: v }, query: {}, body: baseBody });
      for (const q of queryParams)
        for (const v of HOSTILE_STRINGS)
          cases.push({ params: baseParams, query: { [q.name]: v }, body: baseBody });
      if (hasBody) {
        const keys = Object.keys(bodySchema?.properties ?? {});
        for (const key of keys)
          for (const v of HOSTILE_VALUES)
            cases.push({ params: baseParams, query: {}, body: { ...(baseBody as object), [key]: v } });
        cases.push({ params: baseParams, query: {}, body: { ...(baseBody as object), 'k\u0000': 1 } });
        cases.push({ params: baseParams, query: {}, body: baseBody });
      }
      if (cases.length === 0) cases.push({ params: baseParams, query: {} });

      for (const c of cases) {
        let url = route.url;
        for (const [k, v] of Object.entries(c.params)) url = url.replace(`:${k}`, encodeURIComponent(v));
        url = url.replace('*', 'x');
        const qs = new URLSearchParams(c.query).toString();
        const res = await t.app.inject({
          method: route.method as 'POST',
          url: qs ? `${url}?${qs}` : url,
          headers: cookie ? { cookie } : {},
          ...(c.body === undefined ? {} : { payload: c.body as object }),
        });
        sent += 1;
        const where = `${route.method} ${route.url} ${JSON.stringify({ ...c, body: c.body }).slice(0, 300)}`;
        if (res.statusCode >= 500) failures.push(`${where}: ${res.statusCode} ${res.body.slice(0, 200)}`);
        else if (res.statusCode === 400 && res.json().message === UNSTORABLE_INPUT_MESSAGE)
          failures.push(`${where}: refused by the database, not the schema`);
      }
    }
    expect(failures).toEqual([]);
    expect(sent).toBeGreaterThan(100);
  });
  it('every permission-guarded route refuses a caller an override denies it, and admits its holder', async () => {
    const guarded = t.app.routeAccess.filter(
      (r) => r.method !== 'HEAD' && isPermissionAccess(r.access as Access),
    );
    expect(guarded.length).toBeGreaterThan(5);
    // The fuzzing above sent the matrix route its example body (admin loses users.manage): the
    // walk judges the role defaults, so it starts from an untouched matrix.
    await t.db.execute(sql`delete from role_permissions`);
    const failures: string[] = [];
    for (const route of guarded) {
      const access = route.access as { permission: PermissionKey; roles?: readonly Role[] };
      const role = (PERMISSIONS[access.permission].defaultRoles as readonly Role[]).find(
        (r) =>
          !access.roles || access.roles.includes(r) || (r === 'admin' && !access.roles.includes('client')),
      )!;
      const holder = await makeUser(t.db, role);
      const denied = await makeUser(t.db, role);
      await t.db.execute(
        sql`insert into permission_overrides (user_id, permission, granted, reason) values (${denied.id}, ${access.permission}, false, 'walk')`,
      );
      const url = route.url.replace(/:[A-Za-z_]+/g, PLACEHOLDER_ID);
      for (const [who, user] of [
        ['holder', holder],
        ['denied', denied],
      ] as const) {
        const { token } = await createSession(t.db, user.id, { ip: null, userAgent: null });
        const res = await t.app.inject({
          method: route.method as 'GET',
          url,
          headers: { cookie: `${SESSION_COOKIE}=${token}` },
          ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: {} }),
        });
        const refused =
          res.statusCode === 403 &&
          res.body.length > 0 &&
          res.json().message === 'You do not have permission to do that';
        // A locked grant (admins keep permissions.manage) cannot be denied: the override is ignored.
        if (who === 'denied' && !refused && !isLockedGrant(role, access.permission))
          failures.push(`${route.method} ${url} as denied ${role}: ${res.statusCode}`);
        if (who === 'holder' && (refused || res.statusCode === 401))
          failures.push(`${route.method} ${url} as holding ${role}: ${res.statusCode}`);
      }
    }
    expect(failures).toEqual([]);
  });
});
