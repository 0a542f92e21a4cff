import { randomBytes } from 'node:crypto';

export interface MultipartFile {
  field: string;
  filename: string;
  content: Buffer;
  contentType: string;
}

/**
 * A multipart/form-data body for `app.inject` (demo data, tests): text fields first, in order (the upload calls
 * read `path` before `file`), then one file. Answers the payload and its content-type header.
 */
export function multipartBody(fields: [string, string][], file: MultipartFile) {
  const boundary = `----datamall${randomBytes(8).toString('hex')}`;
  const parts: Buffer[] = fields.map(([name, value]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
  );
  parts.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.filename}"\r\n` +
        `Content-Type: ${file.contentType}\r\n\r\n`,
    ),
    file.content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
