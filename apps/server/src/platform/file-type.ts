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
  return null;
}

export const IMAGE_MIMES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;
