import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { NativeSelect, Select } from '@/components/ui/select';

// jsdom lacks the pointer-capture and scrolling APIs Radix Select calls.
beforeAll(() => {
  const proto = window.HTMLElement.prototype as unknown as Record<string, unknown>;
  proto.hasPointerCapture ??= () => false;
  proto.releasePointerCapture ??= () => {};
  proto.scrollIntoView ??= () => {};
});

const options = [
  { value: 'lead', label: 'Lead' },
  { value: 'funding', label: 'In funding' },
  { value: 'funded', label: 'Funded', disabled: true },
];

describe('Select (Radix)', () => {
  function Harness({ onChange }: { onChange?: (v: string) => void }) {
    const [value, setValue] = useState('');
    return (
      <Select
        label="Stage"
        value={value}
        placeholder="Choose a stage"
        onValueChange={(v) => {
          setValue(v);
          onChange?.(v);
        }}
        options={options}
        hint="Where the client is now."
      />
    );
  }

  it('is a labelled combobox that opens and picks with the keyboard', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    const trigger = screen.getByRole('combobox', { name: 'Stage' });
    expect(trigger).toHaveTextContent('Choose a stage');
    expect(trigger).toHaveAccessibleDescription('Where the client is now.');

    trigger.focus();
    await user.keyboard('{Enter}');
    const listbox = await screen.findByRole('listbox');
    expect(listbox).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Funded' })).toHaveAttribute('aria-disabled', 'true');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenCalledWith('funding');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Stage' })).toHaveTextContent('In funding');
  });

  it('shows an error and can be disabled', () => {
    render(
      <Select
        label="Stage"
        value=""
        onValueChange={() => {}}
        options={options}
        error="Choose a stage"
        disabled
      />,
    );
    const trigger = screen.getByRole('combobox', { name: 'Stage' });
    expect(trigger).toBeDisabled();
    expect(trigger).toHaveAttribute('aria-invalid', 'true');
    expect(trigger).toHaveAccessibleDescription('Choose a stage');
  });
});

describe('NativeSelect', () => {
  it('keeps native semantics: label, placeholder option and selectOptions', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(
      <NativeSelect
        label="Status"
        hideLabel
        value=""
        onChange={onChange}
        placeholder="All statuses"
        options={options}
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Status' });
    expect(select).toHaveValue('');
    expect(screen.getByRole('option', { name: 'All statuses' })).toBeInTheDocument();
    await user.selectOptions(select, 'In funding');
    expect(onChange).toHaveBeenCalledWith('funding');
  });
});
