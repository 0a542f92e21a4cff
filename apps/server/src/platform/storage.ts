import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { ErrorCode } from '@datamall/contract';
import { AppError } from './errors.js';
import { detectFileKind, type FileKind, narrowKindByName } from './file-type.js';

export interface StoredFile {
  /** Generated name under which the file is kept: `<folder>/<uuid>.<ext>`. */
  key: string;
  size: number;
  mime: string;
}

export interface SaveOptions {
  folder: string;
  maxBytes: number;
  /** Accepted MIME types, recognised by content. */
  accept: readonly string[];
  /**
   * The uploaded file's name: its extension names a format content cannot tell apart (a CSV is text, an XLSX a
   * ZIP) for the stored key; `mime` stays the kind content showed, which `accept` is checked against.
   */
  fileName?: string;
}

/** Where uploaded files live: DATA_DIR/files (`localStorage`) or an S3-compatible store (`s3Storage`). */
export interface FileStorage {
  save(stream: Readable, options: SaveOptions): Promise<StoredFile>;
  open(key: string): Readable;
  exists(key: string): Promise<boolean>;
  remove(key: string): Promise<void>;
}

export const FOLDER_PATTERN = /^[a-z][a-z0-9-]{0,40}$/;
export const KEY_PATTERN = /^[a-z][a-z0-9-]{0,40}\/[0-9a-f-]{36}\.[a-z0-9]{2,5}$/;

/**
 * Streams uploads to disk without holding them in memory: the first bytes decide the kind, the size is
 * counted as it flows, and a rejected file is removed.
 */
export function localStorage(root: string): FileStorage {
  const pathOf = (key: string) => {
    if (!KEY_PATTERN.test(key)) throw new AppError(ErrorCode.NOT_FOUND);
    return path.join(root, key);
  };
  return {
    async save(stream, { folder, maxBytes, accept, fileName }) {
      if (!FOLDER_PATTERN.test(folder)) throw new Error(`bad storage folder ${folder}`);
      await fs.promises.mkdir(path.join(root, folder), { recursive: true });
      const tmp = path.join(root, folder, `.upload-${randomUUID()}`);
      let kind: FileKind | null = null;
      let size = 0;
      let head = Buffer.alloc(0);
      const inspect = async function* (source: AsyncIterable<Buffer>) {
        for await (const chunk of source) {
          size += chunk.length;
          if (size > maxBytes)
            throw new AppError(ErrorCode.FILE_TOO_LARGE, { mb: Math.floor(maxBytes / 1048576) });
          if (!kind) {
            head = Buffer.concat([head, chunk]);
            if (head.length < 16) continue;
            kind = detectFileKind(head);
            if (!kind || !accept.includes(kind.mime)) throw new AppError(ErrorCode.FILE_TYPE_REFUSED);
            yield head;
            continue;
          }
          yield chunk;
        }
        if (!kind) {
          kind = detectFileKind(head);
          if (!kind || !accept.includes(kind.mime)) throw new AppError(ErrorCode.FILE_TYPE_REFUSED);
          yield head;
        }
      };
      const out = fs.createWriteStream(tmp);
      try {
        await pipeline(stream, inspect, out);
      } catch (error) {
        // A refusal in the first chunk can come before the file is even opened: wait until the stream has
        // opened and closed it, or the file would appear after the removal.
        if (!out.closed) await once(out, 'close').catch(() => undefined);
        await fs.promises.rm(tmp, { force: true });
        throw error;
      }
      const detected = kind as FileKind | null;
      if (!detected) throw new AppError(ErrorCode.FILE_TYPE_REFUSED);
      const key = `${folder}/${randomUUID()}.${narrowKindByName(detected, fileName).ext}`;
      await fs.promises.rename(tmp, path.join(root, key));
      return { key, size, mime: detected.mime };
    },
    open: (key) => fs.createReadStream(pathOf(key)),
    exists: async (key) => {
      try {
        await fs.promises.access(pathOf(key));
        return true;
      } catch {
        return false;
      }
    },
    remove: async (key) => fs.promises.rm(pathOf(key), { force: true }),
  };
}
