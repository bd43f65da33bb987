import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ok } from '@/testing/fetch-mock';
import { makeField, makeTask, renderWithApi } from '../testing/fixtures';
import { StepTasksPanel } from './step-tasks-panel';
import { SafeTaskWidget, TaskWidget } from './task-widget';

describe('checkbox and simple tasks', () => {
  it('completes a checkbox task with the Task completed! toast', async () => {
    const task = makeTask({ title: 'Agree to terms' });
    const { user, api } = renderWithApi(<TaskWidget task={task} />, {
      [`POST /api/tasks/${task.id}/complete`]: ok({ task: { ...task, is_completed: true, completed: true } }),
    });
    await user.click(screen.getByRole('checkbox', { name: 'Check when done' }));
    expect(await screen.findByText('Task completed!')).toBeInTheDocument();
    expect(api.callsTo(`POST /api/tasks/${task.id}/complete`)).toHaveLength(1);
  });

  it('uncompletes with the Task uncompleted toast', async () => {
    const task = makeTask({ task_type: 'simple_task', is_completed: true, completed: true });
    const { user } = renderWithApi(<TaskWidget task={task} />, {
      [`POST /api/tasks/${task.id}/uncomplete`]: ok({ task: { ...task, is_completed: false } }),
    });
    await user.click(screen.getByRole('button', { name: 'Mark incomplete' }));
    expect(await screen.findByText('Task uncompleted')).toBeInTheDocument();
  });

  it('says Failed to mark task as complete when the call fails', async () => {
    const task = makeTask({ task_type: 'simple_task' });
    const { user } = renderWithApi(<TaskWidget task={task} />, {
      [`POST /api/tasks/${task.id}/complete`]: {
        status: 403,
        body: { status: 'error', code: 'FORBIDDEN', message: 'No' },
      },
    });
    await user.click(screen.getByRole('button', { name: 'Mark complete' }));
    expect(await screen.findByText('Failed to mark task as complete')).toBeInTheDocument();
  });
});

describe('form fields task', () => {
  const fields = [
    makeField({
      field_name: 'legal_name',
      field_label: 'Legal Name',
      required: true,
      validation_rules: { min_length: 3 },
    }),
    makeField({ field_name: 'contact_email', field_label: 'Contact Email', field_type: 'email' }),
    makeField({ field_name: 'phone', field_label: 'Phone', field_type: 'phone' }),
    makeField({ field_name: 'bio', field_label: 'Bio', validation_rules: { max_length: 5 } }),
  ];
  const answers = { 'GET /api/application/data': ok({ data: {} }) };

  it('shows No Form Fields Assigned without fields', () => {
    renderWithApi(<TaskWidget task={makeTask({ task_type: 'form_fields' })} />, answers);
    expect(screen.getByText('No Form Fields Assigned')).toBeInTheDocument();
  });

  it('validates every field on submit with the spec messages', async () => {
    const task = makeTask({ task_type: 'form_fields', form_fields: fields });
    const { user, api } = renderWithApi(<TaskWidget task={task} />, answers);
    const name = await screen.findByLabelText(/Legal Name/);
    await waitFor(() => expect(name).toBeEnabled());
    await user.type(screen.getByLabelText(/Contact Email/), 'nope');
    await user.type(screen.getByLabelText(/Phone/), 'abc');
    await user.type(screen.getByLabelText(/Bio/), 'too long');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByText('Legal Name is required')).toBeInTheDocument();
    expect(screen.getByText('Invalid email address')).toBeInTheDocument();
    expect(screen.getByText('Invalid phone number')).toBeInTheDocument();
    expect(screen.getByText('Maximum 5 characters allowed')).toBeInTheDocument();
    expect(name).toHaveFocus();
    await user.type(name, 'ab');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByText('Minimum 3 characters required')).toBeInTheDocument();
    expect(api.callsTo(`POST /api/tasks/${task.id}/complete`)).toHaveLength(0);
  });

  it('saves a valid field on blur and submits the form', async () => {
    const task = makeTask({ task_type: 'form_fields', form_fields: fields.slice(0, 1) });
    const { user, api } = renderWithApi(<TaskWidget task={task} />, {
      ...answers,
      'POST /api/application/data': (req) =>
        ok({
          message: 'Data saved successfully!',
          field_name: 'legal_name',
          field_value: (req.body as { field_value: string }).field_value,
        }),
      [`POST /api/tasks/${task.id}/complete`]: ok({ task: { ...task, is_completed: true } }),
    });
    const name = await screen.findByLabelText(/Legal Name/);
    await waitFor(() => expect(name).toBeEnabled());
    await user.type(name, 'Acme LLC');
    await user.tab();
    expect(await screen.findByText('Data saved successfully!')).toBeInTheDocument();
    expect(api.callsTo('POST /api/application/data')[0]?.body).toMatchObject({
      field_name: 'legal_name',
      field_value: 'Acme LLC',
    });
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Form submitted successfully')).toBeInTheDocument();
    expect(api.callsTo(`POST /api/tasks/${task.id}/complete`)[0]?.body).toEqual({
      form_data: { legal_name: 'Acme LLC' },
    });
  });

  it('shows the server message inline and Failed to save field', async () => {
    const task = makeTask({ task_type: 'form_fields', form_fields: fields.slice(0, 1) });
    const { user } = renderWithApi(<TaskWidget task={task} />, {
      ...answers,
      'POST /api/application/data': {
        status: 400,
        body: {
          status: 'error',
          code: 'VALIDATION_FAILED',
          message: 'Bad',
          details: { errors: { legal_name: 'Name is taken' } },
        },
      },
    });
    const name = await screen.findByLabelText(/Legal Name/);
    await waitFor(() => expect(name).toBeEnabled());
    await user.type(name, 'Acme LLC');
    await user.tab();
    expect(await screen.findByText('Failed to save field')).toBeInTheDocument();
    expect(screen.getByText('Name is taken')).toBeInTheDocument();
  });
});

describe('upload task', () => {
  it('refuses a wrong type and too many files before uploading', async () => {
    const task = makeTask({ task_type: 'document_upload', template_config: { max_files_allowed: 1 } });
    const { api } = renderWithApi(<TaskWidget task={task} />);
    const user = userEvent.setup({ applyAccept: false });
    const input = screen.getByLabelText('choose files');
    await user.upload(input, new File(['x'], 'virus.exe', { type: 'application/octet-stream' }));
    expect(
      await screen.findByText('File type .exe not allowed. Allowed: pdf, jpg, png, docx'),
    ).toBeInTheDocument();
    (input as HTMLInputElement).multiple = true;
    await user.upload(input, [new File(['a'], 'a.pdf'), new File(['b'], 'b.pdf')]);
    expect(await screen.findByText('Maximum 1 files allowed')).toBeInTheDocument();
    expect(api.callsTo(`POST /api/tasks/${task.id}/attachments`)).toHaveLength(0);
  });

  it('uploads and announces completion at the minimum file count', async () => {
    const task = makeTask({ task_type: 'document_upload' });
    const file = {
      id: 'a1',
      task_id: task.id,
      file_name: 'ein.pdf',
      content_type: 'application/pdf',
      file_ext: 'pdf',
      size_bytes: 2048,
      created_at: '2026-01-01T00:00:00.000Z',
      download_url: '/api/tasks/attachments/a1/download',
    };
    const { user } = renderWithApi(<TaskWidget task={task} />, {
      [`POST /api/tasks/${task.id}/attachments`]: {
        status: 201,
        body: {
          status: 'success',
          attachments: [file],
          task: { ...task, is_completed: true, uploaded_files: [file] },
        },
      },
    });
    await user.upload(
      screen.getByLabelText('choose files'),
      new File(['%PDF'], 'ein.pdf', { type: 'application/pdf' }),
    );
    expect(await screen.findByText('Task completed!')).toBeInTheDocument();
  });
});

describe('checklist task', () => {
  it('saves each tick and reports completion when the required items are checked', async () => {
    const task = makeTask({
      task_type: 'checklist',
      template_config: {
        checklist_items: [
          { id: 'a', text: 'Equifax', required: true },
          { id: 'b', text: 'Innovis', required: false },
        ],
      },
    });
    const { user, api } = renderWithApi(<TaskWidget task={task} />, {
      [`PUT /api/tasks/${task.id}`]: (req) =>
        ok({
          task: {
            ...task,
            checked_items: (req.body as { checked_items: string[] }).checked_items,
            is_completed: true,
          },
        }),
    });
    expect(screen.getByText('0 of 1 required items checked')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Equifax' }));
    expect(await screen.findByText('Task completed!')).toBeInTheDocument();
    expect(api.callsTo(`PUT /api/tasks/${task.id}`)[0]?.body).toEqual({ checked_items: ['a'] });
  });
});

describe('external action task', () => {
  it('asks for confirmation only after the link is opened', async () => {
    const task = makeTask({
      task_type: 'external_action',
      template_config: {
        external_action_url: 'https://example.com',
        external_action_button_text: 'Enroll now',
      },
    });
    const { user, api } = renderWithApi(<TaskWidget task={task} />, {
      [`POST /api/tasks/${task.id}/complete`]: ok({ task: { ...task, is_completed: true } }),
    });
    expect(screen.queryByRole('button', { name: 'Yes, I completed it' })).not.toBeInTheDocument();
    const link = screen.getByRole('link', { name: /Enroll now/ });
    link.addEventListener('click', (e) => e.preventDefault());
    await user.click(link);
    await user.click(screen.getByRole('button', { name: 'Yes, I completed it' }));
    expect(await screen.findByText('Task completed!')).toBeInTheDocument();
    expect(api.callsTo(`POST /api/tasks/${task.id}/complete`)[0]?.body).toEqual({ confirmed: true });
  });
});

describe('unknown types and broken widgets', () => {
  it('shows Unknown Task Type', () => {
    renderWithApi(<TaskWidget task={makeTask({ task_type: 'hologram' as never })} />);
    expect(screen.getByText('Unknown Task Type')).toBeInTheDocument();
    expect(screen.getByText(/contact support/)).toBeInTheDocument();
  });

  it('contains a widget crash in a Task Widget Error boundary with Try Again', () => {
    const broken = makeTask({ task_type: 'checklist', template_config: null as never });
    // React reports caught render errors on console.error; that's expected here.
    vi.mocked(console.error).mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { container } = renderWithApi(<SafeTaskWidget task={broken} />);
    const alert = within(container).getByRole('alert');
    expect(within(alert).getByText('Task Widget Error')).toBeInTheDocument();
    expect(within(alert).getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });
});

describe('step tasks panel', () => {
  it('shows Failed to load tasks with a Try again link that reloads', async () => {
    const { user, api } = renderWithApi(
      <StepTasksPanel step={2} expanded onExpandedChange={() => undefined} />,
      {
        'POST /api/tasks/auto-create': {
          status: 403,
          body: { status: 'error', code: 'FORBIDDEN', message: 'No' },
        },
      },
    );
    expect(await screen.findByText('Failed to load tasks. Please try again.')).toBeInTheDocument();
    api.set(
      'POST /api/tasks/auto-create',
      ok({ created: 0, tasks: [makeTask({ step_number: 2, title: 'Pull report' })] }),
    );
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Pull report')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View all tasks' })).toHaveAttribute(
      'href',
      '/my-journey?step=2',
    );
  });
});
