/** Files on a ticket: upload through the shared pipeline (`platform/uploads`), list, download. */
import type { Readable } from 'node:stream';
import { isStaff } from '@fundpath/contracts/roles';
import {
  TICKET_ATTACHMENT_MAX_BYTES,
  TICKET_ATTACHMENT_TYPES,
  type TicketAttachment,
} from '@fundpath/contracts/support';
import { type Ctx, requireActor } from '../../platform/auth';
import { AppError } from '../../platform/errors';
import { idempotently, requestHash } from '../../platform/idempotency';
import {
  checkUpload,
  discardUploads,
  type ReceivedFile,
  type ReceiveOptions,
  storeUploads,
  type UploadErrors,
  uploadKey,
} from '../../platform/uploads';
import { publishAll, type SupportDeps } from './notify';
import * as repo from './repo';
import { notFound, threadOf, UUID, visibleTicket } from './tickets';
import { iso, toAttachment } from './to-wire';

/** A file as the upload pipeline received it (`platform/uploads`). */
export type UploadedFile = ReceivedFile;

/** How the route reads a ticket upload: one `file` part, a few text fields. */
export const ATTACHMENT_UPLOAD: ReceiveOptions = {
  maxBytes: TICKET_ATTACHMENT_MAX_BYTES,
  maxFiles: 1,
  fileField: 'file',
  maxFields: 5,
  notMultipartMessage: 'Send the file as multipart/form-data',
};

export const ATTACHMENT_TOO_LARGE_MESSAGE = 'Files can be at most 10 MB';
const NOT_ALLOWED_MESSAGE =
  'This file type is not allowed. Upload a PDF, image (JPG, PNG, GIF, WebP), Word or Excel document, or a text/CSV file.';

const attachmentRules = {
  maxBytes: TICKET_ATTACHMENT_MAX_BYTES,
  allowedTypes: TICKET_ATTACHMENT_TYPES,
  fallbackName: '',
};
const attachmentErrors: UploadErrors = {
  tooLarge: () => new AppError('PAYLOAD_TOO_LARGE', ATTACHMENT_TOO_LARGE_MESSAGE),
  notAllowed: () => new AppError('VALIDATION_FAILED', NOT_ALLOWED_MESSAGE),
};

export async function listAttachments(ctx: Ctx, id: string): Promise<TicketAttachment[]> {
  const row = await visibleTicket(ctx, id);
  return (await threadOf(ctx, row.id)).attachments;
}

/** Refuses before the upload is read when the caller cannot see the ticket. */
export async function assertCanUpload(ctx: Ctx, id: string): Promise<void> {
  await visibleTicket(ctx, id);
}

const EXT_ALIASES: Record<string, string> = { jpeg: 'jpg', csv: 'txt', text: 'txt' };

/** Keeps the uploader's name when its extension tells the truth; else adds the real one (`a.pdf` of text → `a.pdf.txt`). */
export function nameMatchingContent(name: string, ext: string): string {
  const given = /\.([a-z0-9]+)$/i.exec(name)?.[1]?.toLowerCase();
  return given && (EXT_ALIASES[given] ?? given) === ext ? name : `${name}.${ext}`;
}

export async function addAttachment(
  ctx: Ctx,
  deps: SupportDeps,
  id: string,
  file: UploadedFile,
  fields: { message_id?: string; is_internal?: boolean },
  idempotencyKey?: string,
): Promise<{ attachment: TicketAttachment; replayed: boolean }> {
  const actor = requireActor(ctx);
  const staff = isStaff(actor);
  const ticket = await visibleTicket(ctx, id);
  if (fields.is_internal && !staff)
    throw new AppError('FORBIDDEN', 'Only staff can add internal attachments');
  const { file_name: given, type: sniffed } = checkUpload(file, attachmentRules, attachmentErrors);
  let isInternal = fields.is_internal === true;
  let messageId: string | null = null;
  if (fields.message_id) {
    const message = UUID.test(fields.message_id)
      ? await repo.findMessage(ctx.db, ticket.id, fields.message_id)
      : undefined;
    if (!message || (message.is_internal && !staff)) throw new AppError('NOT_FOUND', 'Message not found');
    messageId = message.id;
    // A file on an internal note is as internal as the note.
    isInternal ||= message.is_internal;
  }
  const name = nameMatchingContent(given || `attachment.${sniffed.ext}`, sniffed.ext);
  const isCsv = sniffed.ext === 'txt' && /\.csv$/i.test(name);
  const contentType = isCsv ? 'text/csv' : sniffed.mime;
  const key = uploadKey(`tickets/${ticket.id}`, isCsv ? 'csv' : sniffed.ext);
  await storeUploads(
    deps.storage,
    [{ key, data: file.data, file_name: name, content_type: contentType }],
    ctx.log,
  );
  const now = new Date();
  const claim = idempotencyKey
    ? {
        userId: actor.id,
        scope: `tickets.attachment:${ticket.id}`,
        key: idempotencyKey,
        request: requestHash(file.data, name, messageId, isInternal),
      }
    : null;
  let stored: { replay: string } | { done: string };
  try {
    stored = await ctx.db.transaction((tx) =>
      idempotently(
        tx,
        claim,
        async () => {
          const row = await repo.insertAttachment(tx, {
            ticket_id: ticket.id,
            message_id: messageId,
            user_id: actor.id,
            file_name: name,
            content_type: contentType,
            size: file.data.length,
            storage_key: key,
            is_internal: isInternal,
            created_at: now,
            updated_at: now,
          });
          if (!isInternal) await repo.updateTicket(tx, ticket.id, { updated_at: now });
          await repo.insertActivity(tx, [
            {
              ticket_id: ticket.id,
              actor_id: actor.id,
              action: 'attachment_added',
              field: null,
              to_value: name,
              is_internal: isInternal,
            },
          ]);
          return row.id;
        },
        (attachmentId) => attachmentId,
      ),
    );
  } catch (err) {
    await discardUploads(deps.storage, [key]);
    throw err;
  }
  if ('replay' in stored) {
    // A retry of an upload whose answer was lost: this copy of the bytes is not needed.
    const replay = stored.replay;
    await discardUploads(deps.storage, [key]);
    const earlier = (await repo.listAttachments(ctx.db, ticket.id, staff)).find((a) => a.id === replay);
    if (!earlier) throw notFound();
    return { attachment: toAttachment(earlier), replayed: true };
  }
  const attachmentId = stored.done;
  const data = { attachment_id: attachmentId, message_id: messageId, is_internal: isInternal };
  await publishAll(
    ctx,
    deps,
    isInternal
      ? [
          {
            topic: `ticket:${ticket.id}`,
            event: 'attachment.created',
            data: { ticket_id: ticket.id, ...data },
            audience: 'staff',
          },
        ]
      : [
          {
            topic: `ticket:${ticket.id}`,
            event: 'attachment.created',
            data: { ticket_id: ticket.id, ...data },
          },
        ],
  );
  return {
    attachment: {
      id: attachmentId,
      ticket_id: ticket.id,
      message_id: messageId,
      user_id: actor.id,
      user_name: actor.display_name,
      file_name: name,
      content_type: contentType,
      size: file.data.length,
      is_internal: isInternal,
      created_at: iso(now),
    },
    replayed: false,
  };
}

export async function openAttachment(
  ctx: Ctx,
  deps: SupportDeps,
  id: string,
  attachmentId: string,
): Promise<{ stream: Readable; size: number; file_name: string; content_type: string }> {
  const actor = requireActor(ctx);
  const ticket = await visibleTicket(ctx, id);
  const row = UUID.test(attachmentId)
    ? await repo.findAttachment(ctx.db, ticket.id, attachmentId)
    : undefined;
  if (!row || (row.is_internal && !isStaff(actor))) throw new AppError('NOT_FOUND', 'Attachment not found');
  const { stream, size } = await deps.storage.get(row.storage_key).catch(() => {
    throw new AppError('NOT_FOUND', 'Attachment not found');
  });
  return { stream, size, file_name: row.file_name, content_type: row.content_type };
}
