import { formatCents } from '@fundpath/contracts/ecommerce-core';
import type { Lead, LeadBoard, LeadStage } from '@fundpath/contracts/leads';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/testing/render-app';

const stages: LeadStage[] = [
  { id: '00000000-0000-4000-8000-000000000001', name: 'New', kind: 'open', position: 0 },
  { id: '00000000-0000-4000-8000-000000000002', name: 'Contacted', kind: 'open', position: 1 },
  { id: '00000000-0000-4000-8000-000000000005', name: 'Won', kind: 'won', position: 4 },
  { id: '00000000-0000-4000-8000-000000000006', name: 'Lost', kind: 'lost', position: 5 },
];
let n = 0;
function makeLead(over: Partial<Lead> = {}): Lead {
  n += 1;
  const stage = stages.find((s) => s.id === over.stage_id) ?? stages[0]!;
  return {
    id: `10000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    name: `Lead ${n}`,
    email: `lead${n}@example.test`,
    phone: null,
    source: 'manual',
    value_cents: 1000 * n,
    owner_id: null,
    owner_name: null,
    next_action_on: null,
    notes: null,
    stage_id: stage.id,
    stage_name: stage.name,
    stage_kind: stage.kind,
    position: 0,
    brand_id: null,
    client_id: null,
    client_name: null,
    lost_reason: null,
    closed_at: null,
    converted_invite_id: null,
    converted_user_id: null,
    converted_at: null,
    created_at: '2026-12-01T10:00:00.000Z',
    updated_at: '2026-12-01T10:00:00.000Z',
    ...over,
  };
}

function boardOf(cards: Lead[]): LeadBoard {
  const columns = stages
    .filter((s) => s.kind === 'open')
    .map((s) => {
      const leads = cards.filter((c) => c.stage_id === s.id);
      return {
        ...s,
        leads,
        totals: { count: leads.length, value_cents: leads.reduce((t, l) => t + l.value_cents, 0) },
      };
    });
  const open = columns.reduce(
    (t, c) => ({ count: t.count + c.totals.count, value_cents: t.value_cents + c.totals.value_cents }),
    { count: 0, value_cents: 0 },
  );
  return {
    status: 'success',
    columns,
    stages,
    totals: { open, won: { count: 2, value_cents: 90_000 }, lost: { count: 0, value_cents: 0 } },
  };
}

const alice = makeLead({ name: 'Alice Ames', value_cents: 250_000, owner_name: 'Fran Funding' });
const bob = makeLead({ name: 'Bob Brown', value_cents: 12_345 });
const cara = makeLead({ name: 'Cara Cole', value_cents: 99_900, stage_id: stages[1]!.id });

const routes = (extra = {}) => ({
  'GET /api/leads/board': { body: boardOf([alice, bob, cara]) },
  'GET /api/leads/owners': {
    body: { status: 'success', owners: [{ id: 'u1', display_name: 'Fran Funding' }] },
  },
  ...extra,
});

describe('/lead-pipeline', () => {
  it('shows the open stages with totals that equal the sum of their cards', async () => {
    renderApp('/lead-pipeline', { as: 'funding_team', routes: routes() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Lead Pipeline' })).toBeInTheDocument();
    const column = (await screen.findByRole('list', { name: 'New leads' })).closest('li')!;
    const values = within(column)
      .getAllByTestId('card-value')
      .map((el) => Number(el.textContent!.replace(/[$,]/g, '')) * 100);
    const sum = values.reduce((a, b) => a + b, 0);
    expect(sum).toBe(alice.value_cents + bob.value_cents);
    expect(within(column).getByText(`2 leads · ${formatCents(sum)}`)).toBeInTheDocument();
    expect(screen.getByText(`1 lead · ${formatCents(cara.value_cents)}`)).toBeInTheDocument();
    const totals = screen.getByLabelText('Pipeline totals');
    expect(totals).toHaveTextContent(formatCents(alice.value_cents + bob.value_cents + cara.value_cents));
  });

  it('moves a card to the next stage with Alt+ArrowRight and announces it', async () => {
    const app = renderApp('/lead-pipeline', {
      as: 'funding_team',
      routes: routes({
        [`POST /api/leads/${alice.id}/move`]: {
          body: { status: 'success', lead: { ...alice, stage_id: stages[1]!.id, stage_name: 'Contacted' } },
        },
      }),
    });
    const card = await screen.findByRole('button', { name: /^Alice Ames/ });
    card.focus();
    fireEvent.keyDown(card, { key: 'ArrowRight', altKey: true });
    await waitFor(() => expect(app.api.callsTo(`POST /api/leads/${alice.id}/move`)).toHaveLength(1));
    expect(app.api.callsTo(`POST /api/leads/${alice.id}/move`)[0]!.body).toEqual({
      stage_id: stages[1]!.id,
      position: 0,
    });
    expect(await screen.findByTestId('board-announcement')).toHaveTextContent(
      'Moved Alice Ames to Contacted, position 1 of 2.',
    );
  });

  it('moves within a stage with Alt+ArrowDown', async () => {
    const app = renderApp('/lead-pipeline', {
      as: 'funding_team',
      routes: routes({ [`POST /api/leads/${alice.id}/move`]: { body: { status: 'success', lead: alice } } }),
    });
    const card = await screen.findByRole('button', { name: /^Alice Ames/ });
    fireEvent.keyDown(card, { key: 'ArrowDown', altKey: true });
    await waitFor(() =>
      expect(app.api.callsTo(`POST /api/leads/${alice.id}/move`)[0]?.body).toEqual({
        stage_id: stages[0]!.id,
        position: 1,
      }),
    );
  });

  it('moves from the Move menu', async () => {
    const app = renderApp('/lead-pipeline', {
      as: 'funding_team',
      routes: routes({ [`POST /api/leads/${bob.id}/move`]: { body: { status: 'success', lead: bob } } }),
    });
    const move = await screen.findByRole('combobox', { name: 'Move Bob Brown' });
    await app.userEvent.selectOptions(move, within(move).getByRole('option', { name: 'Contacted' }));
    await waitFor(() =>
      expect(app.api.callsTo(`POST /api/leads/${bob.id}/move`)[0]?.body).toEqual({
        stage_id: stages[1]!.id,
        position: 1,
      }),
    );
  });

  it('asks for a reason before marking a lead lost', async () => {
    const app = renderApp('/lead-pipeline', {
      as: 'funding_team',
      routes: routes({
        [`POST /api/leads/${bob.id}/lost`]: {
          body: { status: 'success', lead: { ...bob, stage_kind: 'lost' } },
        },
      }),
    });
    const move = await screen.findByRole('combobox', { name: 'Move Bob Brown' });
    await app.userEvent.selectOptions(move, within(move).getByRole('option', { name: 'Mark lost…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark Bob Brown lost' });
    await app.userEvent.click(within(dialog).getByRole('button', { name: 'Mark lost' }));
    expect(await within(dialog).findByText('Enter why the lead was lost')).toBeInTheDocument();
    expect(app.api.callsTo(`POST /api/leads/${bob.id}/lost`)).toHaveLength(0);
    await app.userEvent.type(within(dialog).getByLabelText(/Reason/), 'No budget');
    await app.userEvent.click(within(dialog).getByRole('button', { name: 'Mark lost' }));
    await waitFor(() =>
      expect(app.api.callsTo(`POST /api/leads/${bob.id}/lost`)[0]?.body).toEqual({ reason: 'No budget' }),
    );
  });

  it('switches to the list view in the URL and opens a lead drawer', async () => {
    const app = renderApp('/lead-pipeline', {
      as: 'funding_team',
      routes: routes({
        'GET /api/leads': {
          body: { status: 'success', leads: [alice, cara], total: 2, page: 1, per_page: 25 },
        },
        [`GET /api/leads/${cara.id}`]: { body: { status: 'success', lead: cara } },
        [`GET /api/leads/${cara.id}/notes`]: { body: { status: 'success', notes: [] } },
        [`GET /api/leads/${cara.id}/history`]: { body: { status: 'success', history: [] } },
      }),
    });
    await app.userEvent.click(await screen.findByRole('button', { name: 'List' }));
    expect(app.location()).toBe('/lead-pipeline?view=list');
    const table = await screen.findByRole('table', { name: 'Leads' });
    await app.userEvent.click(await within(table).findByText('Cara Cole'));
    expect(app.location()).toContain(`lead=${cara.id}`);
    expect(await screen.findByRole('dialog', { name: 'Cara Cole' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Convert to client' })).toBeEnabled();
  });

  it("says which coach's website a lead came from", async () => {
    const dana = makeLead({
      name: 'Dana Diaz',
      source: 'website',
      client_id: 'c1',
      client_name: 'Jordan Client',
    });
    const app = renderApp(`/lead-pipeline?view=list&lead=${dana.id}`, {
      as: 'funding_team',
      routes: routes({
        'GET /api/leads': { body: { status: 'success', leads: [dana], total: 1, page: 1, per_page: 25 } },
        [`GET /api/leads/${dana.id}`]: { body: { status: 'success', lead: dana } },
        [`GET /api/leads/${dana.id}/notes`]: { body: { status: 'success', notes: [] } },
        [`GET /api/leads/${dana.id}/history`]: { body: { status: 'success', history: [] } },
      }),
    });
    const dialog = await screen.findByRole('dialog', { name: 'Dana Diaz' });
    expect(await within(dialog).findByText("From Jordan Client's website")).toBeInTheDocument();
    expect(app.location()).toContain(dana.id);
  });
});
