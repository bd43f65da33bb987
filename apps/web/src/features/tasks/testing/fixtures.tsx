import type { ApplicationField, Task } from '@fundpath/contracts/coaching';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Toaster } from 'sonner';
import { DialogsProvider } from '@/components/ui/dialogs';
import { type MockHandler, mockApi } from '@/testing/fetch-mock';

let seq = 0;
export function makeTask(overrides: Partial<Task> = {}): Task {
  seq += 1;
  return {
    id: `00000000-0000-4000-8000-${String(seq).padStart(12, '0')}`,
    user_id: 'u1',
    default_task_id: 'd1',
    step_number: 1,
    title: `Task ${seq}`,
    description: null,
    task_type: 'checkbox',
    priority: 'medium',
    due_date: null,
    notes: null,
    link_url: null,
    instructions: null,
    template_config: {},
    is_required: true,
    order_position: seq,
    is_completed: false,
    completed: false,
    completed_at: null,
    checked_items: [],
    form_data: {},
    uploaded_files: [],
    form_fields: [],
    is_custom: false,
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export function makeField(overrides: Partial<ApplicationField> = {}): ApplicationField {
  seq += 1;
  return {
    id: `f${seq}`,
    field_name: `field_${seq}`,
    field_label: `Field ${seq}`,
    field_type: 'text',
    required: false,
    validation_rules: {},
    options: [],
    placeholder: null,
    help_text: null,
    step_number: 1,
    display_order: seq,
    ...overrides,
  };
}

/** A component with the query client, dialogs, toasts and a router, over a mocked API. */
export function renderWithApi(ui: ReactNode, routes: Record<string, MockHandler> = {}) {
  const api = mockApi(routes);
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const router = createMemoryRouter([{ path: '*', element: <DialogsProvider>{ui}</DialogsProvider> }]);
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
  );
  return { ...view, api, queryClient, user: userEvent.setup() };
}
