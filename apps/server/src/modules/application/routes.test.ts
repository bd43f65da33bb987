import { validateFieldValue } from '@fundpath/contracts/coaching';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureJourneyContent } from '../../seed';
import { injectAs, makeUser, type TestUser } from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
let client: TestUser;
let admin: TestUser;
let stepsTeam: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  await ensureJourneyContent(t.db);
  client = await makeUser(t.db, 'client');
  admin = await makeUser(t.db, 'admin');
  stepsTeam = await makeUser(t.db, 'steps_team');
});
afterAll(() => t.close());

const save = (user: TestUser, field_name: string, field_value: unknown) =>
  injectAs(t.app, user, {
    method: 'POST',
    url: '/api/application/data',
    payload: { field_name, field_value },
  });

describe('application fields', () => {
  it('lists fields by step with their rules', async () => {
    const res = await injectAs(t.app, client, { method: 'GET', url: '/api/application/fields?step=5' });
    expect(res.statusCode).toBe(200);
    const fields = res.json().fields;
    expect(fields.map((f: { field_name: string }) => f.field_name)).toEqual([
      'legal_business_name',
      'dba_name',
      'entity_type',
      'ein',
      'formation_date',
      'state_of_formation',
      'business_address',
      'business_phone',
      'business_email',
      'business_website',
    ]);
    const ein = fields.find((f: { field_name: string }) => f.field_name === 'ein');
    expect(ein).toMatchObject({
      field_label: 'EIN',
      field_type: 'text',
      required: true,
      validation_rules: { pattern: '\\d{2}-\\d{7}' },
    });
    const all = await injectAs(t.app, client, { method: 'GET', url: '/api/application/fields' });
    expect(all.json().fields.length).toBeGreaterThan(30);
  });
});

describe('answers are validated by the field rules, with the spec messages', () => {
  it.each([
    ['legal_business_name', '', 'Legal Business Name is required'],
    ['legal_business_name', 'A', 'Minimum 2 characters required'],
    ['legal_business_name', 'x'.repeat(151), 'Maximum 150 characters allowed'],
    ['business_email', 'not-an-email', 'Invalid email address'],
    ['owner_phone', '555-CALL-NOW', 'Invalid phone number'],
    ['ein', '123456789', 'Minimum 10 characters required'],
    ['ein', '123-456789', 'Enter the EIN as NN-NNNNNNN'],
    ['requested_amount', '1000', 'Minimum value is 5,000'],
    ['requested_amount', 'lots', 'Funding Amount Requested must be a number'],
    [
      'entity_type',
      'Trust',
      'Entity Type must be one of: LLC, S-Corporation, C-Corporation, Partnership, Sole Proprietorship, Non-profit',
    ],
    ['formation_date', '2021-02-30', 'Invalid date'],
    ['business_website', 'riveralogistics', 'Invalid URL'],
  ])('%s = %j → %s', async (field, value, message) => {
    const res = await save(client, field, value);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', message, details: { field_name: field } });
  });

  it('saves valid answers (numbers normalised), clears blank optional ones, replays harmlessly', async () => {
    expect((await save(client, 'owner_phone', '+1 (512) 555-0142')).statusCode).toBe(200);
    const amount = await save(client, 'requested_amount', '$75,000');
    expect(amount.json()).toMatchObject({
      status: 'success',
      message: 'Data saved successfully!',
      field_value: '75000',
    });
    expect((await save(client, 'dba_name', 'Rivera Freight')).statusCode).toBe(200);
    expect((await save(client, 'dba_name', 'Rivera Freight')).statusCode).toBe(200);
    let data = (await injectAs(t.app, client, { method: 'GET', url: '/api/application/data' })).json().data;
    expect(data).toMatchObject({
      owner_phone: '+1 (512) 555-0142',
      requested_amount: '75000',
      dba_name: 'Rivera Freight',
    });
    expect((await save(client, 'dba_name', '')).statusCode).toBe(200);
    data = (await injectAs(t.app, client, { method: 'GET', url: '/api/application/data' })).json().data;
    expect(data.dba_name).toBeUndefined();
  });

  it('keeps each user to their own answers', async () => {
    const other = await makeUser(t.db, 'client');
    await save(other, 'legal_business_name', 'Other Co LLC');
    const mine = (await injectAs(t.app, client, { method: 'GET', url: '/api/application/data' })).json().data;
    expect(mine.legal_business_name).toBeUndefined();
  });

  it('refuses unknown fields', async () => {
    const res = await save(client, 'favourite_colour', 'blue');
    expect(res.statusCode).toBe(404);
  });

  it('shares its validator with the web (same messages)', () => {
    const field = {
      field_label: 'Email Address',
      field_type: 'email' as const,
      required: true,
      validation_rules: {},
      options: [],
    };
    expect(validateFieldValue(field, '  ')).toBe('Email Address is required');
    expect(validateFieldValue(field, 'a@b.co')).toBeNull();
  });
});

describe('step completion check', () => {
  it('reports the missing required fields of a step', async () => {
    const user = await makeUser(t.db, 'client');
    const res = await injectAs(t.app, user, { method: 'GET', url: '/api/application/step-completion/6' });
    expect(res.json()).toEqual({
      status: 'success',
      is_complete: false,
      missing_required: [
        { field_name: 'industry', field_label: 'Industry' },
        { field_name: 'naics_code', field_label: 'NAICS Code' },
      ],
    });
    await save(user, 'industry', 'Freight trucking');
    await save(user, 'naics_code', '484110');
    const done = await injectAs(t.app, user, { method: 'GET', url: '/api/application/step-completion/6' });
    expect(done.json()).toEqual({ status: 'success', is_complete: true, missing_required: [] });
    const none = await injectAs(t.app, user, { method: 'GET', url: '/api/application/step-completion/12' });
    expect(none.json().is_complete).toBe(true);
  });
});

describe('field administration', () => {
  it('staff list all fields; only the steps team and admins change them', async () => {
    expect(
      (await injectAs(t.app, client, { method: 'GET', url: '/api/admin/application-fields/all' })).statusCode,
    ).toBe(403);
    const credit = await makeUser(t.db, 'credit_team');
    expect(
      (await injectAs(t.app, credit, { method: 'GET', url: '/api/admin/application-fields/all' })).statusCode,
    ).toBe(200);
    const denied = await injectAs(t.app, credit, {
      method: 'POST',
      url: '/api/admin/application-fields',
      payload: { field_name: 'x_field', field_label: 'X', step_number: 1 },
    });
    expect(denied.statusCode).toBe(403);
  });

  it('creates, renames (answers follow), updates and deletes a field', async () => {
    const created = await injectAs(t.app, stepsTeam, {
      method: 'POST',
      url: '/api/admin/application-fields',
      payload: {
        field_name: 'fleet_size',
        field_label: 'Fleet Size',
        field_type: 'number',
        required: true,
        validation_rules: { min: 1, max: 500 },
        step_number: 6,
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().field.id;
    expect(created.json().field.display_order).toBe(4);
    const dup = await injectAs(t.app, stepsTeam, {
      method: 'POST',
      url: '/api/admin/application-fields',
      payload: { field_name: 'fleet_size', field_label: 'Again', step_number: 6 },
    });
    expect(dup.statusCode).toBe(409);
    const badPattern = await injectAs(t.app, stepsTeam, {
      method: 'POST',
      url: '/api/admin/application-fields',
      payload: {
        field_name: 'bad_pattern',
        field_label: 'Bad',
        step_number: 6,
        validation_rules: { pattern: '([' },
      },
    });
    expect(badPattern.statusCode).toBe(400);

    const user = await makeUser(t.db, 'client');
    expect((await save(user, 'fleet_size', '0')).json().message).toBe('Minimum value is 1');
    expect((await save(user, 'fleet_size', '3')).statusCode).toBe(200);

    const renamed = await injectAs(t.app, admin, {
      method: 'PUT',
      url: `/api/admin/application-fields/${id}`,
      payload: { field_name: 'vehicle_count', field_label: 'Vehicles', required: false },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().field).toMatchObject({
      field_name: 'vehicle_count',
      field_label: 'Vehicles',
      required: false,
    });
    const data = (await injectAs(t.app, user, { method: 'GET', url: '/api/application/data' })).json().data;
    expect(data.vehicle_count).toBe('3');

    const del = await injectAs(t.app, admin, {
      method: 'DELETE',
      url: `/api/admin/application-fields/${id}`,
    });
    expect(del.json()).toEqual({ status: 'success', deleted: true });
    expect(
      (await injectAs(t.app, admin, { method: 'DELETE', url: `/api/admin/application-fields/${id}` }))
        .statusCode,
    ).toBe(404);

    const view = await injectAs(t.app, admin, {
      method: 'GET',
      url: `/api/admin/application-view/${user.id}`,
    });
    expect(view.json().other_answers).toEqual({ vehicle_count: '3' });
  });
});

describe('application view (staff)', () => {
  it("groups a client's answers by step", async () => {
    const user = await makeUser(t.db, 'client');
    await save(user, 'legal_business_name', 'Rivera Logistics LLC');
    await save(user, 'owner_first_name', 'Jordan');
    const res = await injectAs(t.app, stepsTeam, {
      method: 'GET',
      url: `/api/admin/application-view/${user.id}`,
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.user).toMatchObject({ id: user.id, email: user.email });
    expect(body.steps[0]).toMatchObject({ step_number: 1, step_title: 'Welcome & Funding Goals' });
    expect(body.steps[0].fields[0]).toMatchObject({ field_name: 'owner_first_name', value: 'Jordan' });
    const step5 = body.steps.find((s: { step_number: number }) => s.step_number === 5);
    expect(
      step5.fields.find((f: { field_name: string }) => f.field_name === 'legal_business_name').value,
    ).toBe('Rivera Logistics LLC');
    expect(
      (await injectAs(t.app, client, { method: 'GET', url: `/api/admin/application-view/${user.id}` }))
        .statusCode,
    ).toBe(403);
  });
});
