import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { type DialogsApi, DialogsProvider, useDialogs } from '@/components/ui/dialogs';

let api!: DialogsApi;
function Grab() {
  api = useDialogs();
  return null;
}

/** Renders the provider and hands back its API. */
function setup() {
  render(
    <DialogsProvider>
      <Grab />
    </DialogsProvider>,
  );
  return { api, user: userEvent.setup() };
}

describe('confirm', () => {
  it('uses the spec defaults OK and Cancel, and resolves true on OK', async () => {
    const { api, user } = setup();
    const result = api.confirm({
      title: 'Delete ticket?',
      message: 'This cannot be undone.',
      variant: 'danger',
    });
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete ticket?' });
    expect(dialog).toHaveTextContent('This cannot be undone.');
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'OK' }));
    await expect(result).resolves.toBe(true);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it('resolves false on Cancel and on Escape', async () => {
    const { api, user } = setup();
    const first = api.confirm({ title: 'Leave?' });
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    await expect(first).resolves.toBe(false);
    const second = api.confirm({ title: 'Leave again?' });
    await screen.findByRole('alertdialog', { name: 'Leave again?' });
    await user.keyboard('{Escape}');
    await expect(second).resolves.toBe(false);
  });

  it('offers confirm, deny (No) and cancel when choosing', async () => {
    const { api, user } = setup();
    const choice = api.choose({ title: 'Save changes?', variant: 'success' });
    await screen.findByRole('alertdialog', { name: 'Save changes?' });
    expect(screen.getByRole('button', { name: 'OK' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'No' }));
    await expect(choice).resolves.toBe('deny');
  });

  it('shows dialogs one after another', async () => {
    const { api, user } = setup();
    const a = api.confirm({ title: 'First', confirmLabel: 'Yes, first' });
    const b = api.alert({ title: 'Second', variant: 'error' });
    await user.click(await screen.findByRole('button', { name: 'Yes, first' }));
    await expect(a).resolves.toBe(true);
    await screen.findByRole('alertdialog', { name: 'Second' });
    await user.click(screen.getByRole('button', { name: 'OK' }));
    await expect(b).resolves.toBeUndefined();
  });
});

describe('prompt', () => {
  it('keeps submit disabled while blank or whitespace', async () => {
    const { api, user } = setup();
    void api.prompt({ title: 'Rename step', label: 'Step name' });
    const input = await screen.findByLabelText('Step name');
    const submit = screen.getByRole('button', { name: 'OK' });
    expect(submit).toBeDisabled();
    await user.type(input, '   ');
    expect(submit).toBeDisabled();
    await user.type(input, 'Credit');
    expect(submit).toBeEnabled();
  });

  it('submits the trimmed text with Enter', async () => {
    const { api, user } = setup();
    const result = api.prompt({ title: 'Rename step', label: 'Step name' });
    await user.type(await screen.findByLabelText('Step name'), '  Funding route {Enter}');
    await expect(result).resolves.toBe('Funding route');
  });

  it('ignores Enter while blank', async () => {
    const { api, user } = setup();
    void api.prompt({ title: 'Rename step', label: 'Step name' });
    await user.type(await screen.findByLabelText('Step name'), '  {Enter}');
    expect(screen.getByRole('dialog', { name: 'Rename step' })).toBeInTheDocument();
  });

  it('resolves null on cancel', async () => {
    const { api, user } = setup();
    const result = api.prompt({ title: 'Rename step', label: 'Step name', defaultValue: 'Old' });
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    await expect(result).resolves.toBeNull();
  });

  it('checks email input with the library message', async () => {
    const { api, user } = setup();
    const result = api.prompt({ title: 'Invite', label: 'Email', inputType: 'email' });
    await user.type(await screen.findByLabelText('Email'), 'not-an-email{Enter}');
    expect(await screen.findByText('Invalid email address')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Email'));
    await user.type(screen.getByLabelText('Email'), 'a@b.co{Enter}');
    await expect(result).resolves.toBe('a@b.co');
  });

  it('checks URLs too', async () => {
    const { api, user } = setup();
    void api.prompt({ title: 'Link', label: 'Address', inputType: 'url' });
    await user.type(await screen.findByLabelText('Address'), 'nope{Enter}');
    expect(await screen.findByText('Invalid URL')).toBeInTheDocument();
  });
});

function Naked() {
  useDialogs();
  return null;
}

it('throws outside its provider', () => {
  const spy = console.error as unknown as { mockImplementation: (f: () => void) => void };
  spy.mockImplementation(() => undefined);
  expect(() => render(<Naked />)).toThrow('useDialogs must be used within a DialogsProvider');
});
