/**
 * Documents (`/documents`, issue 7/8, ADR 017): a user's folders and documents with versions,
 * their task and ticket files as read-only virtual documents, and the staff library of templates
 * shared to clients. Every file URL is access-checked by the server on each request.
 */
import { z } from 'zod';

const success = z.literal('success');

const line = (max: number, label: string) =>
  z
    .string()
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`)
    .refine((s) => !/\p{Cc}/u.test(s), `${label} cannot contain control characters`);

/** Largest document accepted in one request. */
export const DOCUMENT_MAX_BYTES = 20 * 1024 * 1024;
/** What a document may be, by content (never by name): PDF, images, Word. */
export const DOCUMENT_TYPES = ['pdf', 'png', 'jpg', 'webp', 'docx'] as const;
/** The `accept` list the upload controls offer (the server decides by content). */
export const DOCUMENT_ACCEPT = '.pdf,.png,.jpg,.jpeg,.webp,.docx';
/** Types a browser shows inline (the preview); everything else only downloads. */
export const DOCUMENT_PREVIEW_TYPES = ['application/pdf', 'image/png', 'image/jpeg', 'image/webp'] as const;
export const DOCUMENT_TITLE_MAX = 200;
export const DOCUMENT_FOLDER_NAME_MAX = 80;
export const DOCUMENT_FOLDERS_MAX = 50;
export const DOCUMENT_TEMPLATE_DESCRIPTION_MAX = 1000;

export const documentFolderKinds = ['uploads', 'shared', 'tickets', 'custom'] as const;
export const documentFolderKindSchema = z.enum(documentFolderKinds);
export type DocumentFolderKind = z.infer<typeof documentFolderKindSchema>;

/** `upload` and `shared` are stored here; `task` and `ticket` files are read from their modules. */
export const documentSources = ['upload', 'shared', 'task', 'ticket'] as const;
export const documentSourceSchema = z.enum(documentSources);
export type DocumentSource = z.infer<typeof documentSourceSchema>;

export const documentFolderSchema = z.object({
  id: z.string(),
  name: z.string(),
  kind: documentFolderKindSchema,
  document_count: z.number().int(),
});
export type DocumentFolder = z.infer<typeof documentFolderSchema>;

export const documentSchema = z.object({
  /** A uuid for stored documents; `task-<id>` / `ticket-<id>` for virtual ones. */
  id: z.string(),
  folder_id: z.string(),
  title: z.string(),
  source: documentSourceSchema,
  file_name: z.string(),
  content_type: z.string(),
  size: z.number().int(),
  /** The current version's number; null for task and ticket files (no versions). */
  version: z.number().int().nullable(),
  /** Task and ticket files: shown here, changed where they were uploaded. */
  read_only: z.boolean(),
  /** The owner may delete it (their own uploads only). */
  can_delete: z.boolean(),
  shared_by_name: z.string().nullable(),
  /** Where it came from, for task and ticket files (the task's or ticket's title). */
  origin: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  download_url: z.string(),
  /** Inline URL for PDFs and images; null when the browser cannot show it. */
  preview_url: z.string().nullable(),
});
export type Document = z.infer<typeof documentSchema>;

export const documentVersionSchema = z.object({
  id: z.string(),
  number: z.number().int(),
  file_name: z.string(),
  content_type: z.string(),
  size: z.number().int(),
  sha256: z.string(),
  uploaded_by_name: z.string().nullable(),
  created_at: z.string(),
  download_url: z.string(),
  preview_url: z.string().nullable(),
});
export type DocumentVersion = z.infer<typeof documentVersionSchema>;

export const documentListQuerySchema = z.object({
  /** Staff: whose documents (a client of their brand). Omitted: one's own. */
  user_id: z.uuid().optional(),
});
export type DocumentListQuery = z.infer<typeof documentListQuerySchema>;

export const documentListResponseSchema = z.object({
  status: success,
  owner: z.object({ id: z.string(), display_name: z.string() }),
  folders: z.array(documentFolderSchema),
  documents: z.array(documentSchema),
});
export type DocumentList = z.infer<typeof documentListResponseSchema>;

export const documentResponseSchema = z.object({ status: success, document: documentSchema });
export const documentDetailResponseSchema = z.object({
  status: success,
  document: documentSchema,
  versions: z.array(documentVersionSchema),
});
export type DocumentDetail = z.infer<typeof documentDetailResponseSchema>;

/** The text fields of an upload (multipart, beside the `file` part). */
export const documentUploadFieldsSchema = z.object({
  title: line(DOCUMENT_TITLE_MAX, 'Title').optional(),
  folder_id: z.uuid().optional(),
});

export const documentPatchSchema = z
  .object({
    title: line(DOCUMENT_TITLE_MAX, 'Title').optional(),
    folder_id: z.uuid().optional(),
  })
  .refine((p) => p.title !== undefined || p.folder_id !== undefined, 'Change the title or the folder');
export type DocumentPatch = z.infer<typeof documentPatchSchema>;

export const newDocumentFolderSchema = z.object({
  name: line(DOCUMENT_FOLDER_NAME_MAX, 'Folder name').pipe(z.string().min(1, 'Name the folder')),
});
export type NewDocumentFolder = z.infer<typeof newDocumentFolderSchema>;
export const documentFolderResponseSchema = z.object({ status: success, folder: documentFolderSchema });

// ---- the staff library ---------------------------------------------------------------------------

export const documentTemplateSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  file_name: z.string(),
  content_type: z.string(),
  size: z.number().int(),
  created_by_name: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  download_url: z.string(),
  preview_url: z.string().nullable(),
});
export type DocumentTemplate = z.infer<typeof documentTemplateSchema>;

export const documentTemplateListResponseSchema = z.object({
  status: success,
  templates: z.array(documentTemplateSchema),
  /** Whether the viewer may add, edit and delete templates (`documents.manage_templates`). */
  can_manage: z.boolean(),
});
export const documentTemplateResponseSchema = z.object({ status: success, template: documentTemplateSchema });

/** The text fields of a template upload (multipart, beside the `file` part). */
export const documentTemplateFieldsSchema = z.object({
  title: line(DOCUMENT_TITLE_MAX, 'Title'),
  description: z
    .string()
    .trim()
    .max(
      DOCUMENT_TEMPLATE_DESCRIPTION_MAX,
      `Description must be at most ${DOCUMENT_TEMPLATE_DESCRIPTION_MAX} characters`,
    )
    // Line breaks and tabs are fine in a description; other control characters are not.
    .refine(
      (s) => !/\p{Cc}/u.test(s.replace(/[\n\r\t]/g, '')),
      'Description cannot contain control characters',
    )
    .default(''),
});
export const documentTemplatePatchSchema = z
  .object({
    title: documentTemplateFieldsSchema.shape.title.optional(),
    description: documentTemplateFieldsSchema.shape.description.unwrap().optional(),
  })
  .refine((p) => p.title !== undefined || p.description !== undefined, 'Change the title or the description');
export type DocumentTemplatePatch = z.infer<typeof documentTemplatePatchSchema>;

export const shareDocumentTemplateSchema = z.object({ user_id: z.uuid() });
export type ShareDocumentTemplate = z.infer<typeof shareDocumentTemplateSchema>;
