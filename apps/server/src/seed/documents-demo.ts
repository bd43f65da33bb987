/**
 * Demo documents (issue 7/8): the demo client's folders with a PDF and a PNG (the PNG in two
 * versions), one document shared from the library, and the library's two templates. Needs the
 * storage adapter for the bytes; without one nothing is seeded. Idempotent: skipped once the
 * library has templates.
 */
import { createHash, randomUUID } from 'node:crypto';
import sharp from 'sharp';
import type { Storage } from '../adapters/storage';
import { findUserByEmail } from '../modules/auth/repo';
import * as repo from '../modules/documents/repo';
import type { Db } from '../platform/db';

/** A small valid one-page PDF with a line of text. */
function pdf(text: string): Buffer {
  const stream = `BT /F1 18 Tf 72 720 Td (${text.replace(/[()\\]/g, '')}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const off of offsets) body += `${String(off).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

function png(label: string, colour: string): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="400"><rect width="640" height="400" fill="${colour}"/><text x="40" y="210" font-family="sans-serif" font-size="36" fill="#fff">${label}</text></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

async function stored(
  storage: Storage,
  prefix: string,
  data: Buffer,
  file_name: string,
  content_type: string,
) {
  const ext = content_type === 'application/pdf' ? 'pdf' : 'png';
  const key = `${prefix}/${randomUUID()}.${ext}`;
  await storage.put(key, data, content_type);
  return {
    storage_key: key,
    file_name,
    size: data.length,
    content_type,
    sha256: createHash('sha256').update(data).digest('hex'),
  };
}

export async function seedDocumentsDemo(db: Db, storage?: Storage): Promise<void> {
  if (!storage) return;
  if ((await repo.listTemplates(db)).length > 0) return;
  const client = await findUserByEmail(db, 'client@fundpath.test');
  const funding = await findUserByEmail(db, 'funding@fundpath.test');
  if (!client || !funding) return;

  // The library: two templates staff share.
  const checklist = await repo.insertTemplate(
    db,
    {
      title: 'Funding application checklist',
      description: 'What lenders ask for, in the order they ask.',
      created_by: funding.id,
    },
    {
      ...(await stored(
        storage,
        'document-templates',
        pdf('Funding application checklist'),
        'Funding application checklist.pdf',
        'application/pdf',
      )),
      uploaded_by: funding.id,
    },
  );
  await repo.insertTemplate(
    db,
    { title: 'Business plan outline', description: 'A one-page outline to fill in.', created_by: funding.id },
    {
      ...(await stored(
        storage,
        'document-templates',
        pdf('Business plan outline'),
        'Business plan outline.pdf',
        'application/pdf',
      )),
      uploaded_by: funding.id,
    },
  );

  // The demo client's own documents: a PDF, and a PNG with two versions.
  await repo.ensureDefaultFolders(db, client.id);
  const uploads = await repo.folderOfKind(db, client.id, 'uploads');
  const folder = await repo.insertFolder(db, client.id, 'Business');
  const prefix = `documents/${client.id}`;
  await repo.insertDocument(
    db,
    { user_id: client.id, folder_id: folder.id, title: 'Articles of organization', source: 'upload' },
    {
      ...(await stored(
        storage,
        prefix,
        pdf('Articles of organization'),
        'Articles of organization.pdf',
        'application/pdf',
      )),
      uploaded_by: client.id,
    },
  );
  const id = await repo.insertDocument(
    db,
    { user_id: client.id, folder_id: uploads.id, title: 'Business bank statement', source: 'upload' },
    {
      ...(await stored(
        storage,
        prefix,
        await png('Bank statement (October)', '#1d4ed8'),
        'statement-october.png',
        'image/png',
      )),
      uploaded_by: client.id,
    },
  );
  await repo.addVersion(db, id, {
    ...(await stored(
      storage,
      prefix,
      await png('Bank statement (November)', '#047857'),
      'statement-november.png',
      'image/png',
    )),
    uploaded_by: client.id,
  });

  // One shared from the library, as "Share with client" does.
  const tpl = (await repo.findTemplate(db, checklist))!;
  const shared = await repo.folderOfKind(db, client.id, 'shared');
  await repo.insertDocument(
    db,
    {
      user_id: client.id,
      folder_id: shared.id,
      title: tpl.title,
      source: 'shared',
      shared_by: funding.id,
      template_id: tpl.id,
    },
    {
      storage_key: tpl.storage_key,
      file_name: tpl.file_name,
      size: tpl.size,
      content_type: tpl.content_type,
      sha256: tpl.sha256,
      uploaded_by: funding.id,
    },
  );
}
