import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FileDropZone, fileMatchesAccept } from '@/components/ui/file-drop-zone';
import { formatBytes } from '@/lib/format';

const file = (name: string, type: string, size: number) => {
  const f = new File(['x'], name, { type });
  Object.defineProperty(f, 'size', { value: size });
  return f;
};

describe('FileDropZone', () => {
  it('rejects a too-large file and a wrong type with a message, and passes good files on', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const onFilesAdded = vi.fn();
    const onRejected = vi.fn();
    const { container } = render(
      <FileDropZone
        label="Upload documents"
        accept=".pdf,image/*"
        maxSize={1024 * 1024}
        multiple
        onFilesAdded={onFilesAdded}
        onRejected={onRejected}
      />,
    );
    const input = container.querySelector('input[type="file"]') as HTMLInputElement;
    await user.upload(input, [
      file('big.pdf', 'application/pdf', 5 * 1024 * 1024),
      file('virus.exe', 'application/x-msdownload', 10),
      file('ok.png', 'image/png', 2048),
    ]);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('big.pdf is too large (5 MB; the limit is 1 MB)');
    expect(alert).toHaveTextContent("virus.exe: this file type isn't accepted");
    expect(onRejected).toHaveBeenCalledOnce();
    expect(onFilesAdded).toHaveBeenCalledWith([expect.objectContaining({ name: 'ok.png' })]);
  });

  it('accepts dropped files', () => {
    const onFilesAdded = vi.fn();
    render(<FileDropZone label="Upload" onFilesAdded={onFilesAdded} />);
    const zone = screen.getByRole('button', { name: /Upload/ });
    fireEvent.drop(zone, { dataTransfer: { files: [file('a.pdf', 'application/pdf', 10)] } });
    expect(onFilesAdded).toHaveBeenCalledWith([expect.objectContaining({ name: 'a.pdf' })]);
  });

  it('shows per-file progress, done and error states, and removes files', async () => {
    const user = userEvent.setup();
    const onRemove = vi.fn();
    render(
      <FileDropZone
        label="Upload"
        onFilesAdded={() => {}}
        onRemove={onRemove}
        items={[
          { id: '1', name: 'statement.pdf', status: 'uploading', progress: 42 },
          { id: '2', name: 'id.png', status: 'done', size: 2048 },
          { id: '3', name: 'bad.pdf', status: 'error', error: 'Upload failed' },
        ]}
      />,
    );
    const bar = screen.getByRole('progressbar', { name: 'Uploading statement.pdf' });
    expect(bar).toHaveAttribute('aria-valuenow', '42');
    const list = screen.getByRole('list', { name: 'Files' });
    expect(within(list).getByText('42%')).toBeInTheDocument();
    expect(within(list).getByText('Uploaded')).toBeInTheDocument();
    expect(within(list).getByText('Upload failed')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove bad.pdf' }));
    expect(onRemove).toHaveBeenCalledWith('3');
  });

  it('cannot be used when disabled', () => {
    render(<FileDropZone label="Upload" disabled onFilesAdded={() => {}} />);
    expect(screen.getByRole('button', { name: /Upload/ })).toBeDisabled();
  });
});

describe('helpers', () => {
  it('matches accept rules and formats sizes', () => {
    expect(fileMatchesAccept({ name: 'A.PDF', type: '' }, '.pdf')).toBe(true);
    expect(fileMatchesAccept({ name: 'a.jpg', type: 'image/jpeg' }, 'image/*')).toBe(true);
    expect(fileMatchesAccept({ name: 'a.txt', type: 'text/plain' }, 'application/pdf,image/*')).toBe(false);
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(1536)).toBe('1.5 KB');
    expect(formatBytes(10 * 1024 * 1024)).toBe('10 MB');
  });
});
