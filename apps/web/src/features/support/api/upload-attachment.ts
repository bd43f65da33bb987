import { TICKET_ATTACHMENT_MAX_BYTES, ticketAttachmentResponseSchema } from '@fundpath/contracts/support';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { withIdempotencyKey } from '@/lib/idempotency';
import { supportKeys, TICKET_UPLOAD_CALL } from './calls';

export interface UploadInput {
  file: File;
  messageId?: string;
  /** Staff: only the team sees the file. */
  internal?: boolean;
}

/** POST /tickets/{id}/attachments as multipart (`file`, optional `message_id`, `is_internal`); 30 s; a retry never stores it twice. */
export function uploadAttachment(ticketId: string, { file, messageId, internal }: UploadInput) {
  const form = new FormData();
  form.append('file', file, file.name);
  if (messageId) form.append('message_id', messageId);
  if (internal) form.append('is_internal', 'true');
  return api
    .post(
      `/tickets/${encodeURIComponent(ticketId)}/attachments`,
      form,
      ticketAttachmentResponseSchema,
      withIdempotencyKey(TICKET_UPLOAD_CALL),
    )
    .then((r) => r.attachment);
}

/** The download URL of an attachment (served as a file, only to those who may see it). */
export const attachmentUrl = (ticketId: string, attachmentId: string) =>
  `/api/tickets/${encodeURIComponent(ticketId)}/attachments/${encodeURIComponent(attachmentId)}/download`;

/** Checked before sending, so a too-large file fails at once rather than after the upload. */
export const isTooLarge = (file: File) => file.size > TICKET_ATTACHMENT_MAX_BYTES;

export function useUploadAttachment(ticketId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UploadInput) => uploadAttachment(ticketId, input),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: supportKeys.detail(ticketId) });
      void queryClient.invalidateQueries({ queryKey: supportKeys.lists() });
    },
  });
}
