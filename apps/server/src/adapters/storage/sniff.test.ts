import { describe, expect, it } from 'vitest';
import { contentDisposition, isAllowedType, safeFileName, sniffFileType } from './sniff';

describe('sniffFileType', () => {
  it('recognises types by content, whatever the name says', () => {
    expect(sniffFileType(Buffer.from('%PDF-1.7\n...'))?.ext).toBe('pdf');
    expect(sniffFileType(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))?.ext).toBe('png');
    expect(sniffFileType(Buffer.from([0xff, 0xd8, 0xff, 0xe0]))?.ext).toBe('jpg');
    expect(sniffFileType(Buffer.from([0x4d, 0x5a, 0x90, 0x00, 0x03]))).toBeNull(); // a Windows executable
    expect(sniffFileType(Buffer.from('hello, world\n'))?.ext).toBe('txt');
  });

  it('allows only listed types, with jpeg/jpg as one', () => {
    const pdf = sniffFileType(Buffer.from('%PDF-1.4'));
    expect(isAllowedType(pdf, ['pdf', 'jpg'])).toBe(true);
    expect(isAllowedType(pdf, ['.png'])).toBe(false);
    expect(isAllowedType(sniffFileType(Buffer.from([0xff, 0xd8, 0xff])), ['jpeg'])).toBe(true);
    expect(isAllowedType(null, ['pdf'])).toBe(false);
  });
});

describe('safe download names', () => {
  it('strips paths, quotes and control characters', () => {
    expect(safeFileName('../../etc/passwd')).toBe('passwd');
    expect(safeFileName('a"b\r\nc.pdf')).toBe('abc.pdf');
    expect(safeFileName('   ')).toBe('file');
    expect(contentDisposition('résumé "final".pdf')).toBe(
      `attachment; filename="r_sum_ final.pdf"; filename*=UTF-8''r%C3%A9sum%C3%A9%20final.pdf`,
    );
  });
});
