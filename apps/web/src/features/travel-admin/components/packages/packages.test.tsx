import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/testing/render-app';
import { packagePage, packageRow, travelPackage, uuid } from '../../testing/fixtures';

const pkg = travelPackage();
const putKey = `PUT /api/admin/travel/packages/${pkg.id}`;
const routes = (extra = {}) => ({
  'GET /api/admin/travel/packages': packagePage([
    packageRow({ commission_rate_bps: null, departures_count: 2, seats_taken: 4, capacity: 32 }),
  ]),
  [`GET /api/admin/travel/packages/${pkg.id}`]: { body: { status: 'success', package: pkg } },
  ...extra,
});
const saved = { body: { status: 'success', package: pkg, message: 'Package saved' } };

async function openEditor(extra = {}) {
  const app = renderApp(`/admin/travel/packages?package=${pkg.id}`, { as: 'admin', routes: routes(extra) });
  const dialog = await screen.findByRole('dialog', { name: `Edit ${pkg.title}` });
  return { app, $: within(dialog) };
}

describe('travel packages list', () => {
  it('sends search, status and destination, and shows the staff columns', async () => {
    const app = renderApp('/admin/travel/packages?status=draft', { as: 'admin', routes: routes() });
    const row = (await screen.findByRole('button', { name: pkg.title })).closest('tr')!;
    expect(row).toHaveTextContent('4 / 32');
    expect(row).toHaveTextContent('Default');
    expect(row).toHaveTextContent('$2,499.00');
    expect(row).toHaveTextContent('5/10/2027');
    await app.userEvent.selectOptions(screen.getByLabelText('Destination'), 'Portugal');
    await waitFor(() => {
      const params = app.api.callsTo('GET /api/admin/travel/packages').at(-1)!.url.searchParams;
      expect(params.get('status')).toBe('draft');
      expect(params.get('destination')).toBe('Portugal');
    });
  });

  it('leaves out the seats and commission columns when the API does not send them', async () => {
    renderApp('/admin/travel/packages', {
      as: 'admin',
      routes: routes({ 'GET /api/admin/travel/packages': packagePage([packageRow()]) }),
    });
    const table = await screen.findByRole('table', { name: 'Travel packages' });
    await within(table).findByRole('button', { name: pkg.title });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['Package', 'Status', 'Next departure', 'From']);
  });

  it('tells staff without travel.manage instead of loading', async () => {
    const app = renderApp('/admin/travel/packages', { as: 'funding_team', routes: routes() });
    expect(await screen.findByText("You can't manage travel")).toBeInTheDocument();
    expect(app.api.callsTo('GET /api/admin/travel/packages')).toHaveLength(0);
  });
});

describe('package editor', () => {
  it('saves departures with their ids, a new one without, percent as bps and an empty commission as null', async () => {
    const { app, $ } = await openEditor({ [putKey]: saved });
    await app.userEvent.clear($.getByLabelText('Commission rate (%)'));
    await app.userEvent.clear($.getByLabelText('Deposit (%)'));
    await app.userEvent.type($.getByLabelText('Deposit (%)'), '15.5');
    await app.userEvent.click($.getByRole('button', { name: 'Add a departure' }));
    const third = within($.getAllByRole('group', { name: /^Departure 3/ })[0]!);
    await app.userEvent.type(third.getByLabelText('Starts'), '2028-02-01{Enter}');
    await app.userEvent.clear(third.getByLabelText('Ends'));
    await app.userEvent.type(third.getByLabelText('Ends'), '2028-02-08{Enter}');
    await app.userEvent.click($.getByRole('button', { name: 'Save package' }));

    await waitFor(() => expect(app.api.callsTo(putKey)).toHaveLength(1));
    const body = app.api.callsTo(putKey)[0]!.body as Record<string, unknown> & {
      departures: Array<Record<string, unknown>>;
    };
    expect(body.commission_rate_bps).toBeNull();
    expect(body.deposit_bps).toBe(1550);
    expect(body.departures.map((d) => d.id)).toEqual([uuid(101), uuid(102), undefined]);
    // A new departure copies the last one's seats and prices.
    expect(body.departures[2]).toEqual({
      starts_on: '2028-02-01',
      ends_on: '2028-02-08',
      capacity: 16,
      price_cents: 249_900,
      single_supplement_cents: 45_000,
      status: 'open',
    });
    expect(body.departures[0]).toMatchObject({ capacity: 16, price_cents: 249_900 });
    await waitFor(() => expect(app.location()).toBe('/admin/travel/packages'));
  });

  it('stops before sending when the contract would refuse, and focuses the first bad field', async () => {
    const { app, $ } = await openEditor({ [putKey]: saved });
    await app.userEvent.clear($.getByRole('textbox', { name: 'Title' }));
    await app.userEvent.click($.getByRole('button', { name: 'Save package' }));
    expect(await $.findByText('Title is required')).toBeInTheDocument();
    await waitFor(() => expect($.getByRole('textbox', { name: 'Title' })).toHaveFocus());
    expect(app.api.callsTo(putKey)).toHaveLength(0);
  });

  it('puts a 400’s field errors on their inputs', async () => {
    const { app, $ } = await openEditor({
      [putKey]: {
        status: 400,
        body: {
          status: 'error',
          code: 'VALIDATION_FAILED',
          message: 'Invalid body.departures.1.capacity: Capacity is at most 1000',
          details: [
            { path: 'body.departures.1.capacity', message: 'Capacity is at most 1000' },
            { path: 'body.images.0', message: 'Images are https addresses or uploaded files' },
          ],
        },
      },
    });
    await app.userEvent.click($.getByRole('button', { name: 'Save package' }));
    const second = within(await $.findByRole('group', { name: /^Departure 2/ }));
    expect(await second.findByText('Capacity is at most 1000')).toBeInTheDocument();
    expect(second.getByLabelText('Capacity')).toHaveAttribute('aria-invalid', 'true');
    expect($.getByText('Images are https addresses or uploaded files')).toBeInTheDocument();
    expect($.getByRole('alert')).toHaveTextContent('Fix the fields marked below');
  });

  it('explains a 409 for a removed departure with bookings and puts it back on request', async () => {
    const { app, $ } = await openEditor({
      [putKey]: {
        status: 409,
        body: {
          status: 'error',
          code: 'CONFLICT',
          message: 'A departure with bookings cannot be removed: close it instead',
          details: { departure_id: uuid(102) },
        },
      },
    });
    await app.userEvent.click($.getByRole('button', { name: 'Remove departure 2' }));
    expect($.queryByRole('group', { name: /^Departure 2/ })).not.toBeInTheDocument();
    await app.userEvent.click($.getByRole('button', { name: 'Save package' }));
    const alert = await $.findByRole('alert');
    expect(alert).toHaveTextContent('it would break existing bookings');
    expect(alert).toHaveTextContent(
      'Departure of 9/1/2027: A departure with bookings cannot be removed: close it instead',
    );
    await app.userEvent.click($.getByRole('button', { name: 'Put the departure of 9/1/2027 back' }));
    expect($.getByRole('group', { name: /^Departure 2/ })).toBeInTheDocument();
    expect($.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('cannot remove a departure that has booked seats', async () => {
    const { $ } = await openEditor();
    expect($.getByRole('button', { name: 'Remove departure 1' })).toBeDisabled();
    expect($.getByRole('button', { name: 'Remove departure 2' })).toBeEnabled();
  });
});
