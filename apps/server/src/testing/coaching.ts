/** Test helpers for the journey: valid answers, sample files, multipart bodies, passing a step via the API. */
import { randomBytes } from 'node:crypto';
import type { Task } from '@fundpath/contracts/coaching';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { injectAs } from './factories';

type Caller = { cookie: string };

/** A valid answer for every seeded application field. */
export const SAMPLE_ANSWERS: Record<string, string> = {
  owner_first_name: 'Jordan',
  owner_last_name: 'Rivera',
  owner_email: 'jordan@riveralogistics.com',
  owner_phone: '(512) 555-0142',
  requested_amount: '75000',
  funding_purpose: 'Equipment',
  funding_timeline: '1-3 months',
  owner_date_of_birth: '1986-04-12',
  owner_ssn_last4: '4821',
  home_address: '742 Evergreen Terrace, Austin, TX 78701',
  personal_annual_income: '96000',
  monthly_housing_payment: '1850',
  legal_business_name: 'Rivera Logistics LLC',
  entity_type: 'LLC',
  ein: '12-3456789',
  formation_date: '2021-03-01',
  state_of_formation: 'Texas',
  business_address: '100 Congress Ave, Suite 200, Austin, TX 78701',
  business_phone: '+1 (512) 555-0199',
  business_email: 'ops@riveralogistics.com',
  business_website: 'https://riveralogistics.com',
  industry: 'Freight trucking',
  naics_code: '484110',
  business_bank_name: 'First National Bank',
  bank_account_opened: '2021-03-15',
  annual_revenue: '240000',
  monthly_revenue: '20000',
  time_in_business_months: '36',
  number_of_employees: '4',
  use_of_funds: '$50,000 for a second delivery van and $25,000 working capital reserve for fuel and payroll.',
  repayment_plan:
    'The van adds two routes worth $9,000 a month; payments of $1,600 a month are covered 5 times.',
  owner_title: 'Managing Member',
  ownership_percentage: '100',
  existing_business_debt: '0',
  bankruptcy_last_7_years: 'No',
};

export const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);
export const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  randomBytes(64),
]);
/** A Windows executable: "MZ" header. */
export const EXE = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'), randomBytes(128)]);

/** A multipart/form-data body with the given files (field name `file`). */
export function multipart(files: Array<{ name: string; data: Buffer; type?: string }>) {
  const boundary = `----fundpath${randomBytes(8).toString('hex')}`;
  const parts: Buffer[] = [];
  for (const f of files) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${f.name}"\r\nContent-Type: ${f.type ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      f.data,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

export async function uploadFiles(
  app: FastifyInstance,
  user: Caller,
  taskId: string,
  files: Array<{ name: string; data: Buffer }>,
) {
  const body = multipart(files);
  return injectAs(app, user, {
    method: 'POST',
    url: `/api/tasks/${taskId}/attachments`,
    payload: body.payload,
    headers: body.headers,
  });
}

/** Does every task of the step (required or not) the way its type asks, and answers the step's required fields. */
export async function doStepWork(app: FastifyInstance, user: Caller, step: number): Promise<Task[]> {
  const created = await injectAs(app, user, {
    method: 'POST',
    url: '/api/tasks/auto-create',
    payload: { step_number: step },
  });
  expect(created.statusCode, created.body).toBe(200);
  const tasks = created.json().tasks as Task[];
  for (const task of tasks) {
    if (task.is_completed) continue;
    let body: Record<string, unknown> = {};
    switch (task.task_type) {
      case 'document_upload':
      case 'file_upload': {
        const n = Math.max(1, task.template_config.min_files_required ?? 1);
        const files = Array.from({ length: n }, (_, i) => ({ name: `doc-${i + 1}.pdf`, data: PDF }));
        const res = await uploadFiles(app, user, task.id, files);
        expect(res.statusCode, res.body).toBe(201);
        continue;
      }
      case 'checklist':
        body = { checked_items: (task.template_config.checklist_items ?? []).map((i) => i.id) };
        break;
      case 'external_action':
        body = { confirmed: true };
        break;
      case 'text_input':
        body = { value: 'Done as agreed with my coach.' };
        break;
      case 'date_input':
        body = { value: '2026-09-01' };
        break;
      case 'form_fields':
        body = {
          form_data: Object.fromEntries(
            task.form_fields.map((f) => [f.field_name, SAMPLE_ANSWERS[f.field_name] ?? null]),
          ),
        };
        break;
      default:
        break;
    }
    const res = await injectAs(app, user, {
      method: 'POST',
      url: `/api/tasks/${task.id}/complete`,
      payload: body,
    });
    expect(res.statusCode, `${task.title}: ${res.body}`).toBe(200);
  }
  const fields = await injectAs(app, user, { method: 'GET', url: `/api/application/fields?step=${step}` });
  for (const f of fields.json().fields as Array<{ field_name: string; required: boolean }>) {
    if (!f.required) continue;
    const res = await injectAs(app, user, {
      method: 'POST',
      url: '/api/application/data',
      payload: { field_name: f.field_name, field_value: SAMPLE_ANSWERS[f.field_name] },
    });
    expect(res.statusCode, res.body).toBe(200);
  }
  return tasks;
}

/** Starts, works through and completes a step; returns the complete-step response body. */
export async function passStep(app: FastifyInstance, user: Caller, step: number) {
  const start = await injectAs(app, user, {
    method: 'POST',
    url: '/api/coaching/start-step',
    payload: { step },
  });
  expect(start.statusCode, start.body).toBe(200);
  await doStepWork(app, user, step);
  const done = await injectAs(app, user, {
    method: 'POST',
    url: '/api/coaching/complete-step',
    payload: { step },
  });
  expect(done.statusCode, done.body).toBe(200);
  return done.json();
}
