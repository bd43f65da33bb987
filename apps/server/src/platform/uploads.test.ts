import fastifyMultipart from '@fastify/multipart';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Storage } from '../adapters/storage';
import { PDF, PNG } from '../testing/support';
import { AppError, registerErrorHandling } from './errors';
import {
  checkUpload,
  describeContent,
  discardUploads,
  type ReceiveOptions,
  receiveUploads,
  storeUploads,
  type UploadErrors,
  uploadKey,
} from './uploads';

const errors: UploadErrors = {
  tooLarge: (name) => new AppError('PAYLOAD_TOO_LARGE', `${name} is too large`),
  notAllowed: (what, name) => new AppError('VALIDATION_FAILED', `${name}: .${what} not allowed`),
};
const rules = { maxBytes: 1024, allowedTypes: ['pdf', 'png'], fallbackName: 'upload' };
const EXE = Buffer.from([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00]);

/** An in-memory storage that can be told to fail the n-th put. */
function memoryStorage(failOnPut?: number): Storage & { files: Map<string, Buffer> } {
  const files = new Map<string, Buffer>();
  let puts = 0;
  return {
    kind: 'local',
    files,
    async put(key, data) {
      puts += 1;
      if (puts === failOnPut) throw new Error('disk full');
      files.set(key, data);
    },
    async putFile() {
      throw new Error('not used');
    },
    async get() {
      throw new Error('not used');
    },
    async delete(key) {
      files.delete(key);
    },
  };
}

/** A multipart body with several file parts, for app.inject. */
function multipartBody(
  files: Array<{ field?: string; name: string; data: Buffer }>,
  fields: Record<string, string> = {},
) {
  const boundary = '----fundpath-uploads-test';
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields))
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  for (const f of files)
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${f.field ?? 'file'}"; filename="${f.name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      f.data,
      Buffer.from('\r\n'),
    );
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

describe('receiveUploads', () => {
  const app = Fastify();
  let opts: ReceiveOptions = { maxBytes: 1024, maxFiles: 2 };
  beforeAll(async () => {
    registerErrorHandling(app);
    await app.register(fastifyMultipart, { limits: { fileSize: 25 * 1024 * 1024, files: 10 } });
    app.post('/up', async (req) => {
      const got = await receiveUploads(req, opts);
      return {
        files: got.files.map((f) => ({ name: f.file_name, size: f.data.length, too_large: f.too_large })),
        fields: got.fields,
        tooMany: got.tooMany,
      };
    });
    await app.ready();
  });
  afterAll(() => app.close());
  const post = (body: ReturnType<typeof multipartBody>) =>
    app.inject({ method: 'POST', url: '/up', ...body });

  it('reads files and text fields within the limits', async () => {
    opts = { maxBytes: 1024, maxFiles: 2 };
    const res = await post(multipartBody([{ name: 'a.pdf', data: PDF }], { message_id: 'm1' }));
    expect(res.json()).toEqual({
      files: [{ name: 'a.pdf', size: PDF.length, too_large: false }],
      fields: { message_id: 'm1' },
      tooMany: false,
    });
  });

  it('cuts an oversize file at the limit and reports it, without failing the request', async () => {
    opts = { maxBytes: 1024, maxFiles: 2 };
    const big = Buffer.concat([PDF, Buffer.alloc(5000)]);
    const exact = Buffer.concat([PDF, Buffer.alloc(1024 - PDF.length)]);
    const res = await post(
      multipartBody([
        { name: 'big.pdf', data: big },
        { name: 'exact.pdf', data: exact },
      ]),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().files).toEqual([
      { name: 'big.pdf', size: 1024, too_large: true },
      { name: 'exact.pdf', size: 1024, too_large: false },
    ]);
  });

  it('reads at most maxFiles files and says there were more', async () => {
    opts = { maxBytes: 1024, maxFiles: 2 };
    const three = ['a.pdf', 'b.pdf', 'c.pdf'].map((name) => ({ name, data: PDF }));
    const res = (await post(multipartBody(three))).json();
    expect(res.files.map((f: { name: string }) => f.name)).toEqual(['a.pdf', 'b.pdf']);
    expect(res.tooMany).toBe(true);
  });

  it('reads only the named file field when one is set', async () => {
    opts = { maxBytes: 1024, maxFiles: 1, fileField: 'file' };
    const res = (
      await post(
        multipartBody([
          { field: 'other', name: 'x.pdf', data: PDF },
          { name: 'y.pdf', data: PNG },
        ]),
      )
    ).json();
    expect(res.files.map((f: { name: string }) => f.name)).toEqual(['y.pdf']);
    expect(res.tooMany).toBe(false);
  });

  it('refuses a body that is not multipart with the caller’s message', async () => {
    opts = { maxBytes: 1024, maxFiles: 1, notMultipartMessage: 'Send the file as multipart/form-data' };
    const res = await app.inject({ method: 'POST', url: '/up', payload: { file: 'x' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'Send the file as multipart/form-data',
    });
  });
});

describe('checkUpload', () => {
  it('accepts allowed content and cleans the name: no path, no NUL or control characters', () => {
    const ok = checkUpload(
      { file_name: '../../etc/\u0000sta\u0000te\nment.pdf', data: PDF, too_large: false },
      rules,
      errors,
    );
    expect(ok.file_name).toBe('statement.pdf');
    expect(ok.type).toEqual({ ext: 'pdf', mime: 'application/pdf' });
    expect(
      checkUpload({ file_name: 'C:\\Users\\me\\scan.png', data: PNG, too_large: false }, rules, errors)
        .file_name,
    ).toBe('scan.png');
    expect(
      checkUpload({ file_name: '\u0000\u0000', data: PDF, too_large: false }, rules, errors).file_name,
    ).toBe('upload');
  });

  it('refuses a file over the limit, whether the reader cut it or not', () => {
    const cut = { file_name: 'big.pdf', data: PDF, too_large: true };
    expect(() => checkUpload(cut, rules, errors)).toThrow('big.pdf is too large');
    const long = { file_name: 'long.pdf', data: Buffer.concat([PDF, Buffer.alloc(2000)]), too_large: false };
    expect(() => checkUpload(long, rules, errors)).toThrow('long.pdf is too large');
  });

  it('judges by magic bytes, never by the name: an .exe called .pdf is refused as exe', () => {
    const exe = { file_name: 'invoice.pdf', data: EXE, too_large: false };
    expect(() => checkUpload(exe, rules, errors)).toThrow('invoice.pdf: .exe not allowed');
    const text = { file_name: 'notes.pdf', data: Buffer.from('just text'), too_large: false };
    expect(() => checkUpload(text, rules, errors)).toThrow('notes.pdf: .txt not allowed');
    expect(describeContent(Buffer.from([1, 2, 3]), 'thing.bin')).toBe('bin');
    expect(describeContent(Buffer.from([1, 2, 3]), 'noext')).toBe('unknown');
  });
});

describe('storeUploads and discardUploads', () => {
  it('stores under server-made keys and returns size and sha256', async () => {
    const storage = memoryStorage();
    const key = uploadKey('tasks/u1', 'pdf');
    expect(key).toMatch(/^tasks\/u1\/[0-9a-f-]{36}\.pdf$/);
    const [stored] = await storeUploads(storage, [
      { key, data: PDF, file_name: 'a.pdf', content_type: 'application/pdf' },
    ]);
    expect(stored).toMatchObject({
      key,
      file_name: 'a.pdf',
      content_type: 'application/pdf',
      size: PDF.length,
    });
    expect(stored!.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(storage.files.get(key)?.equals(PDF)).toBe(true);
  });

  it('removes what it stored when a later put fails, and rethrows', async () => {
    const storage = memoryStorage(3);
    const items = ['a', 'b', 'c'].map((n) => ({
      key: uploadKey('tickets/t1', 'pdf'),
      data: PDF,
      file_name: `${n}.pdf`,
      content_type: 'application/pdf',
    }));
    await expect(storeUploads(storage, items)).rejects.toThrow('disk full');
    expect(storage.files.size).toBe(0);
  });

  it('discards every key it can and logs the ones it cannot', async () => {
    const storage = memoryStorage();
    storage.files.set('a', PDF);
    const failing: Storage = { ...storage, delete: async () => Promise.reject(new Error('gone wrong')) };
    const logged: unknown[] = [];
    await discardUploads(
      failing,
      ['a'],
      { error: (obj: unknown) => logged.push(obj) } as never,
      'not deleted',
    );
    expect(logged).toHaveLength(1);
    await discardUploads(storage, ['a']);
    expect(storage.files.size).toBe(0);
  });
});
