import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DatePicker, parseIsoDate, toIsoDate, validateIsoDate } from '@/components/ui/date-picker';

function Harness({
  initial = '',
  onChange,
  ...props
}: {
  initial?: string;
  onChange?: (v: string) => void;
  min?: string;
  max?: string;
}) {
  const [value, setValue] = useState(initial);
  return (
    <DatePicker
      label="Follow-up date"
      value={value}
      onChange={(v) => {
        setValue(v);
        onChange?.(v);
      }}
      {...props}
    />
  );
}

describe('DatePicker', () => {
  it('accepts a typed ISO date on Enter and explains a bad one', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'Follow-up date' });
    await user.type(input, '2025-02-30{Enter}');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Enter a date as YYYY-MM-DD');
    expect(onChange).not.toHaveBeenCalled();
    await user.clear(input);
    await user.type(input, '2025-02-28{Enter}');
    expect(onChange).toHaveBeenCalledWith('2025-02-28');
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('enforces min and max', async () => {
    const user = userEvent.setup();
    render(<Harness min="2025-06-01" max="2025-06-30" />);
    const input = screen.getByRole('textbox', { name: 'Follow-up date' });
    await user.type(input, '2025-05-31');
    await user.tab();
    expect(input).toHaveAccessibleDescription('Choose Jun 1, 2025 or later');
  });

  it('opens a calendar from the button, picks a day with the keyboard and clears', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness initial="2025-06-15" onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: 'Choose Follow-up date from a calendar' }));
    expect(await screen.findByRole('grid')).toBeInTheDocument();
    // Focus starts on the selected day; the right arrow moves a day on.
    expect(document.activeElement).toHaveTextContent('15');
    await user.keyboard('{ArrowRight}{Enter}');
    expect(onChange).toHaveBeenLastCalledWith('2025-06-16');
    expect(screen.queryByRole('grid')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Follow-up date' })).toHaveValue('2025-06-16');

    await user.click(screen.getByRole('button', { name: 'Clear Follow-up date' }));
    expect(onChange).toHaveBeenLastCalledWith('');
    expect(screen.getByRole('textbox', { name: 'Follow-up date' })).toHaveValue('');
  });
});

describe('ISO helpers', () => {
  it('round-trips local dates and rejects impossible ones', () => {
    expect(toIsoDate(parseIsoDate('2024-02-29') as Date)).toBe('2024-02-29');
    expect(parseIsoDate('2023-02-29')).toBeNull();
    expect(parseIsoDate('06/01/2025')).toBeNull();
    expect(validateIsoDate('2025-07-02', undefined, '2025-07-01')).toBe('Choose Jul 1, 2025 or earlier');
    expect(validateIsoDate('')).toBeNull();
  });
});
