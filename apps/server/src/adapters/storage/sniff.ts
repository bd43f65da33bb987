/**
 * File types recognised by their content (magic numbers), never by the name or the browser's
 * Content-Type: an upload is accepted only when what it IS matches an allowed extension.
 */
export interface SniffedType {
  /** Canonical extension without the dot. */
  ext: string;
  mime: string;
}

const startsWith = (buf: Buffer, bytes: number[], offset = 0) => bytes.every((b, i) => buf[offset + i] === b);

function isProbablyText(buf: Buffer): boolean {
  const sample = buf.subarray(0, 4096);
  if (sample.length === 0) return false;
  for (const byte of sample) {
    if (byte === 0) return false;
    if (byte < 7 || (byte > 13 && byte < 32 && byte !== 27)) return false;
  }
  return true;
}

/** Recognises the document and image types the platform accepts; null for anything else. */
export function sniffFileType(buf: Buffer): SniffedType | null {
  if (startsWith(buf, [0x25, 0x50, 0x44, 0x46, 0x2d])) return { ext: 'pdf', mime: 'application/pdf' };
  if (startsWith(buf, [0xff, 0xd8, 0xff])) return { ext: 'jpg', mime: 'image/jpeg' };
  if (startsWith(buf, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
    return { ext: 'png', mime: 'image/png' };
  if (startsWith(buf, [0x47, 0x49, 0x46, 0x38])) return { ext: 'gif', mime: 'image/gif' };
  if (startsWith(buf, [0x52, 0x49, 0x46, 0x46]) && startsWith(buf, [0x57, 0x45, 0x42, 0x50], 8))
    return { ext: 'webp', mime: 'image/webp' };
  if (startsWith(buf, [0x50, 0x4b, 0x03, 0x04])) {
    // OOXML is a zip whose entries name the document kind; look for them in the first entries.
    const head = buf.subarray(0, Math.min(buf.length, 64 * 1024)).toString('latin1');
    if (head.includes('word/'))
      return { ext: 'docx', mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' };
    if (head.includes('xl/'))
      return { ext: 'xlsx', mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' };
    if (head.includes('ppt/'))
      return {
        ext: 'pptx',
        mime: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
      };
    return { ext: 'zip', mime: 'application/zip' };
  }
  // ISO base media (MP4, MOV, M4A): a box size, then `ftyp` and the brand.
  if (startsWith(buf, [0x66, 0x74, 0x79, 0x70], 4)) {
    const brand = buf.subarray(8, 12).toString('latin1');
    if (brand === 'qt  ') return { ext: 'mov', mime: 'video/quicktime' };
    if (brand.startsWith('M4A')) return { ext: 'm4a', mime: 'audio/mp4' };
    return { ext: 'mp4', mime: 'video/mp4' };
  }
  if (startsWith(buf, [0x49, 0x44, 0x33]) || startsWith(buf, [0xff, 0xfb]) || startsWith(buf, [0xff, 0xf3]))
    return { ext: 'mp3', mime: 'audio/mpeg' };
  if (startsWith(buf, [0x52, 0x49, 0x46, 0x46]) && startsWith(buf, [0x57, 0x41, 0x56, 0x45], 8))
    return { ext: 'wav', mime: 'audio/wav' };
  if (startsWith(buf, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]))
    return { ext: 'doc', mime: 'application/msword' };
  if (isProbablyText(buf)) {
    const text = buf.subarray(0, 2048).toString('utf8').trimStart();
    if (text.startsWith('{') || text.startsWith('[')) return { ext: 'json', mime: 'application/json' };
    return { ext: 'txt', mime: 'text/plain' };
  }
  return null;
}

/** Extensions that are the same type under another name. */
const ALIASES: Record<string, string> = { jpeg: 'jpg', csv: 'txt', text: 'txt', md: 'txt' };

/**
 * Whether content of type `sniffed` may be stored for a list of allowed extensions
 * (e.g. ['pdf','jpg','png','docx']). `.jpeg` and `.jpg` are one type; csv/text files are text.
 */
export function isAllowedType(sniffed: SniffedType | null, allowed: readonly string[]): boolean {
  if (!sniffed) return false;
  const normalized = allowed.map((e) => {
    const ext = e.toLowerCase().replace(/^\./, '');
    return ALIASES[ext] ?? ext;
  });
  return normalized.includes(sniffed.ext);
}

/** A file name safe to put in Content-Disposition: no path, no control or quote characters. */
export function safeFileName(name: string, fallback = 'file'): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const cleaned = [...base]
    .filter((ch) => {
      const code = ch.charCodeAt(0);
      return code >= 0x20 && code !== 0x7f && ch !== '"' && ch !== '\\' && ch !== ';';
    })
    .join('')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 150);
  return cleaned || fallback;
}

/** `attachment; filename="…"; filename*=UTF-8''…` for a download. */
export function contentDisposition(
  name: string,
  disposition: 'attachment' | 'inline' = 'attachment',
): string {
  const safe = safeFileName(name);
  const ascii = safe.replace(/[^\x20-\x7e]/g, '_');
  return `${disposition}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(safe)}`;
}
