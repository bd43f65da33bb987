import { describe, expect, it } from 'vitest';
import { formatBytes } from '@/lib/format';
import { acceptAttribute, validateUpload } from './upload-validation';

const file = (name: string, mb = 1) => ({ name, size: mb * 1024 * 1024 });

describe('validateUpload', () => {
  it('accepts the spec default types under 10 MB', () => {
    expect(validateUpload([file('a.pdf'), file('b.JPG'), file('c.jpeg'), file('d.docx')], {}, 0)).toBeNull();
  });
  it('refuses more files than allowed, counting those already uploaded', () => {
    expect(validateUpload([file('a.pdf'), file('b.pdf')], { max_files_allowed: 2 }, 1)).toBe(
      'Maximum 2 files allowed',
    );
    expect(
      validateUpload(
        Array.from({ length: 6 }, (_, i) => file(`${i}.pdf`)),
        {},
        0,
      ),
    ).toBe('Maximum 5 files allowed');
  });
  it('refuses a type not on the list, naming the allowed ones', () => {
    expect(validateUpload([file('run.exe')], {}, 0)).toBe(
      'File type .exe not allowed. Allowed: pdf, jpg, png, docx',
    );
    expect(validateUpload([file('scan.png')], { allowed_file_types: ['pdf'] }, 0)).toBe(
      'File type .png not allowed. Allowed: pdf',
    );
  });
  it('refuses a file over the size limit, by name', () => {
    expect(validateUpload([file('big.pdf', 11)], {}, 0)).toBe('big.pdf exceeds 10 MB limit');
    expect(validateUpload([file('big.pdf', 3)], { max_file_size_mb: 2 }, 0)).toBe(
      'big.pdf exceeds 2 MB limit',
    );
  });
});

describe('helpers', () => {
  it('builds the accept attribute with jpeg alias', () =>
    expect(acceptAttribute({})).toBe('.pdf,.jpg,.jpeg,.png,.docx'));
  it('formats sizes', () => {
    expect(formatBytes(500)).toBe('500 B');
    expect(formatBytes(2048)).toBe('2 KB');
    expect(formatBytes(3.5 * 1024 * 1024)).toBe('3.5 MB');
  });
});
