import type { Readable } from 'node:stream';
import { ErrorCode } from '@datamall/contract';
import { AppError } from '../../platform/errors.js';

/** A folder or file as a backend reports it. */
export interface EntryInfo {
  name: string;
  /** From the storage root, `/`-separated. */
  path: string;
  type: 'directory' | 'file';
  size: number;
  modifiedAt: Date | null;
}

export interface ListResult {
  entries: EntryInfo[];
  /** The folder held more than LIST_CAP entries: only the first ones were read. */
  truncated: boolean;
}

/** At most this many entries of one folder are read (S3 lists in pages of 1,000). */
export const LIST_CAP = 10_000;

/**
 * One owner's trusted storage. Paths are checked segment arrays (`trusted-path.ts`); `[]` is the root.
 * Every method throws AppError: NOT_FOUND for a missing path, a TRUSTED_STORAGE_* code otherwise.
 */
export interface TrustedBackend {
  /** Checks that the store answers with these settings (S3: lists the bucket). */
  probe(): Promise<void>;
  list(folder: string[], options?: { directoriesOnly?: boolean }): Promise<ListResult>;
  createFolder(folder: string[]): Promise<EntryInfo>;
  /** Streams `source` into `folder/name` without holding it in memory; refuses an existing name. */
  upload(folder: string[], name: string, source: Readable, maxBytes: number): Promise<EntryInfo>;
  /** Deletes a file, or an empty folder. */
  remove(target: string[]): Promise<void>;
  download(target: string[]): Promise<{ stream: Readable; size: number }>;
}

/** Folders first, then by name (code point order, the same on every machine). */
export function sortEntries(entries: EntryInfo[]): EntryInfo[] {
  return entries.sort((a, b) =>
    a.type === b.type ? (a.name < b.name ? -1 : a.name > b.name ? 1 : 0) : a.type === 'directory' ? -1 : 1,
  );
}

/** Counts bytes as they flow and fails once more than `maxBytes` went through. */
export function byteLimit(maxBytes: number, counted: (n: number) => void) {
  let size = 0;
  return async function* (source: AsyncIterable<Buffer>) {
    for await (const chunk of source) {
      size += chunk.length;
      if (size > maxBytes) {
        throw new AppError(ErrorCode.FILE_TOO_LARGE, { mb: Math.floor(maxBytes / 1048576) });
      }
      counted(size);
      yield chunk;
    }
  };
}
