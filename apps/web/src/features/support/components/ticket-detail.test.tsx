import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { FakeSocket } from '@/lib/realtime/testing/fake-socket';
import { makeUser } from '@/testing/factories';
import { renderApp } from '@/testing/render-app';
import { listBody, makeDetail, makeMessage, makeTicket, stubRealtime } from '../testing/fixtures';

beforeEach(stubRealtime);

const detailBody = (detail: unknown) => ({ body: { status: 'success', ticket: detail } });

describe('ticket detail (client)', () => {
  it('shows exactly the thread the server sent, with no internal notes to a client', async () => {
    const client = makeUser('client');
    const ticket = makeTicket({
      user_id: client.id,
      user_name: client.display_name,
      title: 'Dispute letter',
    });
    const messages = [
      makeMessage({ ticket_id: ticket.id, message: 'Could you upload the letter?' }),
      makeMessage({
        ticket_id: ticket.id,
        user_id: client.id,
        user_name: client.display_name,
        message: 'Here it is.',
      }),
    ];
    renderApp(`/client/support?ticket=${ticket.id}`, {
      as: client,
      routes: {
        'GET /api/tickets': listBody([ticket]),
        [`GET /api/tickets/${ticket.id}`]: detailBody(makeDetail(ticket, messages)),
      },
    });
    const dialog = await screen.findByRole('dialog', { name: 'Dispute letter' });
    const thread = within(dialog).getByRole('list', { name: 'Messages' });
    const items = within(thread).getAllByRole('article');
    expect(items.map((a) => a.getAttribute('aria-label'))).toEqual([
      `Message from ${client.display_name}`,
      'Message from Cora Credit',
      `Message from ${client.display_name}`,
    ]);
    expect(items[0]).toHaveTextContent(ticket.description);
    expect(items[1]).toHaveTextContent('Could you upload the letter?');
    expect(within(dialog).queryByText('Internal note')).not.toBeInTheDocument();
    // Clients get no staff controls.
    expect(within(dialog).queryByRole('combobox', { name: 'Status' })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('radio', { name: 'Internal note' })).not.toBeInTheDocument();
  });

  it('sends with Enter, keeps Shift+Enter for new lines, and never sends blank text', async () => {
    const client = makeUser('client');
    const ticket = makeTicket({ user_id: client.id, title: 'Question' });
    const app = renderApp(`/client/support?ticket=${ticket.id}`, {
      as: client,
      routes: {
        'GET /api/tickets': listBody([ticket]),
        [`GET /api/tickets/${ticket.id}`]: detailBody(makeDetail(ticket)),
        [`POST /api/tickets/${ticket.id}/messages`]: (req) => ({
          status: 201,
          body: {
            status: 'success',
            message: makeMessage({
              ticket_id: ticket.id,
              user_id: client.id,
              message: (req.body as { message: string }).message,
            }),
          },
        }),
      },
    });
    const dialog = await screen.findByRole('dialog', { name: 'Question' });
    const box = within(dialog).getByRole('textbox', { name: 'Message' });
    const send = within(dialog).getByRole('button', { name: 'Send' });
    expect(send).toBeDisabled();
    await app.userEvent.type(box, '   {Enter}');
    expect(app.api.callsTo(`POST /api/tickets/${ticket.id}/messages`)).toHaveLength(0);

    await app.userEvent.clear(box);
    await app.userEvent.type(box, 'First line{Shift>}{Enter}{/Shift}second line');
    expect(box).toHaveValue('First line\nsecond line');
    expect(app.api.callsTo(`POST /api/tickets/${ticket.id}/messages`)).toHaveLength(0);
    await app.userEvent.keyboard('{Enter}');
    await waitFor(() => expect(app.api.callsTo(`POST /api/tickets/${ticket.id}/messages`)).toHaveLength(1));
    expect(app.api.callsTo(`POST /api/tickets/${ticket.id}/messages`)[0]!.body).toEqual({
      message: 'First line\nsecond line',
      is_internal: false,
    });
    expect(box).toHaveValue('');
  });

  it('keeps the text and says Failed to send message when sending fails', async () => {
    const client = makeUser('client');
    const ticket = makeTicket({ user_id: client.id, title: 'Question' });
    const app = renderApp(`/client/support?ticket=${ticket.id}`, {
      as: client,
      routes: {
        'GET /api/tickets': listBody([ticket]),
        [`GET /api/tickets/${ticket.id}`]: detailBody(makeDetail(ticket)),
        [`POST /api/tickets/${ticket.id}/messages`]: {
          status: 409,
          body: { status: 'error', code: 'CONFLICT', message: 'Please open a new ticket.' },
        },
      },
    });
    const dialog = await screen.findByRole('dialog', { name: 'Question' });
    await app.userEvent.type(within(dialog).getByRole('textbox', { name: 'Message' }), 'Hello{Enter}');
    expect(await screen.findByText('Failed to send message')).toBeInTheDocument();
    await waitFor(() =>
      expect(within(dialog).getByRole('textbox', { name: 'Message' })).toHaveValue('Hello'),
    );
    expect(within(dialog).queryByText('Hello', { selector: 'p' })).not.toBeInTheDocument();
  });

  it('uploads an attachment as multipart, confirms it, and shows it in the conversation', async () => {
    const client = makeUser('client');
    const ticket = makeTicket({ user_id: client.id, title: 'Docs' });
    const uploaded = {
      id: 'a1',
      ticket_id: ticket.id,
      message_id: null,
      user_id: client.id,
      user_name: 'Casey',
      file_name: 'letter.pdf',
      content_type: 'application/pdf',
      size: 4,
      is_internal: false,
      created_at: new Date().toISOString(),
    };
    let detail = makeDetail(ticket);
    const app = renderApp(`/client/support?ticket=${ticket.id}`, {
      as: client,
      routes: {
        'GET /api/tickets': listBody([ticket]),
        [`GET /api/tickets/${ticket.id}`]: () => detailBody(detail),
        [`POST /api/tickets/${ticket.id}/attachments`]: () => {
          detail = { ...detail, attachments: [uploaded] };
          return { status: 201, body: { status: 'success', attachment: uploaded } };
        },
      },
    });
    const dialog = await screen.findByRole('dialog', { name: 'Docs' });
    const file = new File(['%PDF'], 'letter.pdf', { type: 'application/pdf' });
    await app.userEvent.upload(within(dialog).getByLabelText('Attachment file'), file);
    expect(await screen.findByText('File uploaded successfully')).toBeInTheDocument();
    const [call] = app.api.fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/attachments'));
    const body = call![1]!.body as FormData;
    expect((body.get('file') as File).name).toBe('letter.pdf');
    expect(body.get('is_internal')).toBeNull();
    const thread = within(dialog).getByRole('list', { name: 'Messages' });
    const entry = await within(thread).findByRole('article', { name: 'File from Casey' });
    expect(within(entry).getByRole('link', { name: /letter\.pdf/ })).toHaveAttribute(
      'download',
      'letter.pdf',
    );
  });

  it('shows a reply and a status change that arrive live, without reloading', async () => {
    const client = makeUser('client');
    const ticket = makeTicket({ user_id: client.id, title: 'Live one' });
    let detail = makeDetail(ticket);
    const app = renderApp(`/client/support?ticket=${ticket.id}`, {
      as: client,
      routes: {
        'GET /api/tickets': listBody([ticket]),
        [`GET /api/tickets/${ticket.id}`]: () => detailBody(detail),
      },
    });
    const dialog = await screen.findByRole('dialog', { name: 'Live one' });
    const socket = FakeSocket.latest();
    act(() => socket.open());
    expect(socket.sent).toContainEqual({ type: 'subscribe', topic: `ticket:${ticket.id}` });
    expect(socket.sent).toContainEqual({ type: 'subscribe', topic: `user:${client.id}` });

    detail = makeDetail({ ...ticket, status: 'waiting_on_client' }, [
      makeMessage({ ticket_id: ticket.id, message: 'We fixed it on our side.' }),
    ]);
    act(() =>
      socket.receive({
        type: 'event',
        topic: `ticket:${ticket.id}`,
        event: 'message.created',
        data: { ticket_id: ticket.id },
      }),
    );
    expect(await within(dialog).findByText('We fixed it on our side.')).toBeInTheDocument();
    expect(within(dialog).getAllByText('Waiting on client').length).toBeGreaterThan(0);
    expect(app.api.callsTo(`GET /api/tickets/${ticket.id}`).length).toBeGreaterThanOrEqual(2);
  });
});

describe('ticket detail (staff)', () => {
  it('lets an admin delete the ticket after confirming; other staff do not get the button', async () => {
    const ticket = makeTicket({ title: 'Duplicate request' });
    const app = renderApp(`/admin/support?ticket=${ticket.id}`, {
      as: 'admin',
      routes: {
        'GET /api/tickets': listBody([ticket]),
        [`GET /api/tickets/${ticket.id}`]: detailBody(makeDetail(ticket)),
        [`DELETE /api/tickets/${ticket.id}`]: { body: { status: 'success', message: 'Ticket deleted' } },
      },
    });
    const dialog = await screen.findByRole('dialog', { name: 'Duplicate request' });
    await app.userEvent.click(within(dialog).getByRole('button', { name: 'Delete ticket' }));
    const confirm = await screen.findByRole('alertdialog', { name: `Delete ${ticket.ticket_number}?` });
    expect(app.api.callsTo(`DELETE /api/tickets/${ticket.id}`)).toHaveLength(0);
    await app.userEvent.click(within(confirm).getByRole('button', { name: 'Delete ticket' }));
    expect(await screen.findByText('Ticket deleted')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Duplicate request' })).not.toBeInTheDocument(),
    );
    expect(app.api.callsTo(`DELETE /api/tickets/${ticket.id}`)).toHaveLength(1);
  });

  it('treats a ticket that is already gone as deleted (a retry, or another admin was first)', async () => {
    const ticket = makeTicket({ title: 'Already gone' });
    const app = renderApp(`/admin/support?ticket=${ticket.id}`, {
      as: 'admin',
      routes: {
        'GET /api/tickets': listBody([ticket]),
        [`GET /api/tickets/${ticket.id}`]: detailBody(makeDetail(ticket)),
        [`DELETE /api/tickets/${ticket.id}`]: {
          status: 404,
          body: { status: 'error', code: 'NOT_FOUND', message: 'Ticket not found' },
        },
      },
    });
    const dialog = await screen.findByRole('dialog', { name: 'Already gone' });
    await app.userEvent.click(within(dialog).getByRole('button', { name: 'Delete ticket' }));
    const confirm = await screen.findByRole('alertdialog', { name: `Delete ${ticket.ticket_number}?` });
    await app.userEvent.click(within(confirm).getByRole('button', { name: 'Delete ticket' }));
    expect(await screen.findByText('Ticket deleted')).toBeInTheDocument();
    expect(screen.queryByText('Failed to delete ticket')).not.toBeInTheDocument();
  });

  it('shows no delete button to staff who are not admins', async () => {
    const ticket = makeTicket({ title: 'Credit team view' });
    renderApp(`/admin/support?ticket=${ticket.id}`, {
      as: 'credit_team',
      routes: {
        'GET /api/tickets': listBody([ticket]),
        [`GET /api/tickets/${ticket.id}`]: detailBody(makeDetail(ticket)),
      },
    });
    const dialog = await screen.findByRole('dialog', { name: 'Credit team view' });
    expect(within(dialog).getByRole('combobox', { name: 'Status' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Delete ticket' })).not.toBeInTheDocument();
  });

  it('marks internal notes and changes the status from the selector', async () => {
    const ticket = makeTicket({ title: 'Staff view', status: 'open' });
    const note = makeMessage({ ticket_id: ticket.id, message: 'Re-pull on Friday.', is_internal: true });
    let current = makeDetail(ticket, [note]);
    const app = renderApp(`/admin/support?ticket=${ticket.id}`, {
      as: 'admin',
      routes: {
        'GET /api/tickets': listBody([ticket]),
        [`GET /api/tickets/${ticket.id}`]: () => detailBody(current),
        [`PATCH /api/tickets/${ticket.id}`]: (req) => {
          current = { ...current, ...(req.body as object) };
          return detailBody(current);
        },
      },
    });
    const dialog = await screen.findByRole('dialog', { name: 'Staff view' });
    const noteItem = within(dialog).getByRole('article', { name: 'Internal note from Cora Credit' });
    expect(noteItem).toHaveTextContent('Internal note');
    expect(noteItem).toHaveAttribute('data-internal', 'true');

    // From open, the moves the server refuses are listed but cannot be picked.
    const status = within(dialog).getByRole('combobox', { name: 'Status' });
    const disabled = within(status)
      .getAllByRole('option')
      .filter((o) => (o as HTMLOptionElement).disabled)
      .map((o) => o.getAttribute('value'));
    expect(disabled).toEqual(['waiting_on_admin']);
    await app.userEvent.selectOptions(status, 'In progress');
    expect(await screen.findByText('Status updated successfully')).toBeInTheDocument();
    expect(app.api.callsTo(`PATCH /api/tickets/${ticket.id}`)[0]!.body).toEqual({ status: 'in_progress' });
    expect(within(dialog).getByRole('combobox', { name: 'Status' })).toHaveValue('in_progress');
  });

  it('says Failed to update status with the server reason', async () => {
    const ticket = makeTicket({ title: 'Refused', status: 'open' });
    const app = renderApp(`/admin/support?ticket=${ticket.id}`, {
      as: 'admin',
      routes: {
        'GET /api/tickets': listBody([ticket]),
        [`GET /api/tickets/${ticket.id}`]: detailBody(makeDetail(ticket)),
        [`PATCH /api/tickets/${ticket.id}`]: {
          status: 409,
          body: {
            status: 'error',
            code: 'CONFLICT',
            // The screen is stale: someone closed the ticket meanwhile.
            message: 'A ticket cannot move from closed to resolved',
          },
        },
      },
    });
    const dialog = await screen.findByRole('dialog', { name: 'Refused' });
    await app.userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Status' }), 'Resolved');
    expect(await screen.findByText('Failed to update status')).toBeInTheDocument();
    expect(screen.getByText('A ticket cannot move from closed to resolved')).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getByRole('combobox', { name: 'Status' })).toHaveValue('open'));
  });

  it('writes internal notes through the internal-note endpoint', async () => {
    const ticket = makeTicket({ title: 'Notes' });
    const current = makeDetail(ticket);
    const app = renderApp(`/admin/support?ticket=${ticket.id}`, {
      as: 'admin',
      routes: {
        'GET /api/tickets': listBody([ticket]),
        [`GET /api/tickets/${ticket.id}`]: () => detailBody(current),
        [`POST /api/tickets/${ticket.id}/internal-note`]: (req) => {
          const message = makeMessage({
            ticket_id: ticket.id,
            message: (req.body as { note: string }).note,
            is_internal: true,
          });
          current.messages.push(message);
          return { status: 201, body: { status: 'success', message } };
        },
      },
    });
    const dialog = await screen.findByRole('dialog', { name: 'Notes' });
    await app.userEvent.click(within(dialog).getByRole('radio', { name: 'Internal note' }));
    await app.userEvent.type(
      within(dialog).getByRole('textbox', { name: 'Internal note' }),
      'Only for us{Enter}',
    );
    await waitFor(() =>
      expect(app.api.callsTo(`POST /api/tickets/${ticket.id}/internal-note`)[0]?.body).toEqual({
        note: 'Only for us',
      }),
    );
    expect(app.api.callsTo(`POST /api/tickets/${ticket.id}/messages`)).toHaveLength(0);
    expect(await within(dialog).findByRole('article', { name: /Internal note from/ })).toHaveTextContent(
      'Only for us',
    );
  });

  it('resolves with a resolution', async () => {
    const ticket = makeTicket({ title: 'To resolve', status: 'in_progress' });
    let current = makeDetail(ticket);
    const app = renderApp(`/admin/support?ticket=${ticket.id}`, {
      as: 'admin',
      routes: {
        'GET /api/tickets': listBody([ticket]),
        [`GET /api/tickets/${ticket.id}`]: () => detailBody(current),
        [`PATCH /api/tickets/${ticket.id}/resolve`]: (req) => {
          current = {
            ...current,
            status: 'resolved',
            resolution: (req.body as { resolution: string }).resolution,
          };
          return detailBody(current);
        },
      },
    });
    const dialog = await screen.findByRole('dialog', { name: 'To resolve' });
    await app.userEvent.click(within(dialog).getByRole('button', { name: 'Resolve…' }));
    const resolveButton = within(dialog).getByRole('button', { name: 'Resolve ticket' });
    expect(resolveButton).toBeDisabled();
    await app.userEvent.type(within(dialog).getByLabelText('Resolution'), 'Re-pulled the report.');
    await app.userEvent.click(resolveButton);
    expect(await screen.findByText('Ticket resolved')).toBeInTheDocument();
    expect(app.api.callsTo(`PATCH /api/tickets/${ticket.id}/resolve`)[0]!.body).toEqual({
      resolution: 'Re-pulled the report.',
    });
    expect(await within(dialog).findByText('Re-pulled the report.')).toBeInTheDocument();
    expect(within(dialog).getByRole('combobox', { name: 'Status' })).toHaveValue('resolved');
  });
});
