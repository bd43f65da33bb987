import { journeyMessages, type TemplateConfig, uploadLimits } from '@fundpath/contracts/coaching';

const MB = 1024 * 1024;

export function fileExtension(name: string): string {
  const m = /\.([A-Za-z0-9]{1,10})$/.exec(name);
  return m ? m[1]!.toLowerCase() : '';
}

/** jpeg is jpg for the allow-list (the server sniffs content either way). */
const aliases: Record<string, string> = { jpeg: 'jpg', tif: 'tiff' };

/**
 * Spec §5 upload checks before anything is sent: count, type by extension, size. The first
 * problem wins, with the spec's message. The server checks again by content.
 */
export function validateUpload(
  files: ReadonlyArray<Pick<File, 'name' | 'size'>>,
  config: TemplateConfig | null | undefined,
  alreadyUploaded: number,
): string | null {
  const limits = uploadLimits(config);
  if (files.length === 0) return null;
  if (alreadyUploaded + files.length > limits.max_files_allowed)
    return journeyMessages.maxFiles(limits.max_files_allowed);
  for (const file of files) {
    const ext = fileExtension(file.name);
    const normalized = aliases[ext] ?? ext;
    if (!limits.allowed_file_types.includes(normalized) && !limits.allowed_file_types.includes(ext))
      return journeyMessages.fileTypeNotAllowed(ext || 'unknown', limits.allowed_file_types);
    if (file.size > limits.max_file_size_mb * MB)
      return journeyMessages.fileTooLarge(file.name, limits.max_file_size_mb);
  }
  return null;
}

/** The `accept` attribute for a file input. */
export function acceptAttribute(config: TemplateConfig | null | undefined): string {
  const types = uploadLimits(config).allowed_file_types;
  const withAliases = types.flatMap((t) => (t === 'jpg' ? ['jpg', 'jpeg'] : [t]));
  return withAliases.map((t) => `.${t}`).join(',');
}
