/** A file kind recognised by its first bytes (never by its name). */
export interface FileKind {
  mime: string;
  ext: string;
}

const startsWith = (head: Buffer, bytes: number[], offset = 0) =>
  head.length >= offset + bytes.length && bytes.every((b, i) => head[offset + i] === b);

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/** Recognises the kinds the platform accepts from the first bytes of a file (at least 16 bytes). */
export function detectFileKind(head: Buffer): FileKind | null {
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
    return { mime: 'image/png', ext: 'png' };
  if (startsWith(head, [0xff, 0xd8, 0xff])) return { mime: 'image/jpeg', ext: 'jpg' };
  if (startsWith(head, ascii('GIF87a')) || startsWith(head, ascii('GIF89a')))
    return { mime: 'image/gif', ext: 'gif' };
  if (startsWith(head, ascii('RIFF')) && startsWith(head, ascii('WEBP'), 8))
    return { mime: 'image/webp', ext: 'webp' };
  if (startsWith(head, ascii('%PDF-'))) return { mime: 'application/pdf', ext: 'pdf' };
  if (startsWith(head, ascii('ftyp'), 4)) return { mime: 'video/mp4', ext: 'mp4' };
  if (startsWith(head, [0x50, 0x4b, 0x03, 0x04])) return { mime: 'application/zip', ext: 'zip' };
  if (looksLikeText(head)) return { mime: 'text/plain', ext: 'txt' };
  return null;
}

/**
 * Plain text (CSV, JSON, TXT): valid UTF-8 without NUL or other control characters than tab, line feed,
 * form feed and carriage return. A multi-byte character cut at the end of `head` is allowed.
 */
export function looksLikeText(head: Buffer): boolean {
  if (head.length === 0) return false;
  for (const byte of head) {
    if (byte === 0x7f || (byte < 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0c && byte !== 0x0d)) {
      return false;
    }
  }
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(head.subarray(0, completeUtf8Length(head)));
    return true;
  } catch {
    return false;
  }
}

/** Length of `bytes` without a multi-byte UTF-8 character that is cut at the end. */
function completeUtf8Length(bytes: Buffer): number {
  for (let back = 1; back <= Math.min(3, bytes.length); back++) {
    const byte = bytes[bytes.length - back]!;
    if ((byte & 0xc0) === 0x80) continue;
    if (byte < 0xc0) return bytes.length;
    const needed = byte >= 0xf0 ? 4 : byte >= 0xe0 ? 3 : 2;
    return needed > back ? bytes.length - back : bytes.length;
  }
  return bytes.length;
}

export const IMAGE_MIMES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;

/**
 * Formats that content alone cannot tell apart, named by the uploaded file's extension: CSV and JSON are plain
 * text, XLSX and DOCX are ZIP archives. The name may only narrow the kind the content showed (a `.csv` that is
 * not text is still refused by content), so the stored extension says what the file is.
 */
const NARROWER_KINDS: Record<string, Record<string, FileKind>> = {
  'text/plain': {
    csv: { mime: 'text/csv', ext: 'csv' },
    json: { mime: 'application/json', ext: 'json' },
  },
  'application/zip': {
    xlsx: { mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', ext: 'xlsx' },
    docx: { mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', ext: 'docx' },
  },
};

/** The kind detected by content, narrowed by the uploaded file's name where content cannot tell (see above). */
export function narrowKindByName(kind: FileKind, fileName: string | undefined): FileKind {
  const ext = fileName?.includes('.') ? (fileName.split('.').pop() ?? '').toLowerCase() : '';
  return NARROWER_KINDS[kind.mime]?.[ext] ?? kind;
}
