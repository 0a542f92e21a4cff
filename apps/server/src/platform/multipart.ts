import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { badParam } from './errors.js';
import { nulRefusal } from './nul-characters.js';

/** The one file of a multipart request, with the text fields sent before it. */
export interface ReceivedFile {
  filename: string;
  file: MultipartFile['file'];
  /** A text field sent before the file ('' when absent). */
  field(name: string): string;
}

/**
 * The file of an upload call (fields sent before it are parsed by then). Missing: 400 `file`. A NUL character in a
 * field or the file name is refused like in any other body (the stream is left unread and the connection closed
 * by the error answer).
 */
export async function receiveFile(req: FastifyRequest): Promise<ReceivedFile> {
  const upload = await req.file();
  if (!upload) throw badParam('file', 'fileRequired');
  const fields = new Map<string, string>();
  for (const [name, value] of Object.entries(upload.fields)) {
    const part = Array.isArray(value) ? value[0] : value;
    if (part?.type === 'field') fields.set(name, String(part.value));
  }
  for (const [name, value] of [...fields, ['file', upload.filename] as const]) {
    if (name.includes('\u0000') || value.includes('\u0000')) {
      upload.file.resume();
      throw nulRefusal(req, name);
    }
  }
  return { filename: upload.filename, file: upload.file, field: (name) => fields.get(name) ?? '' };
}
