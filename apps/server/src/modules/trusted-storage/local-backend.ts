import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { ErrorCode } from '@datamall/contract';
import { AppError } from '../../platform/errors.js';
import {
  byteLimit,
  type EntryInfo,
  LIST_CAP,
  type ListResult,
  sortEntries,
  type TrustedBackend,
} from './backend.js';

const errno = (error: unknown) => (error as NodeJS.ErrnoException).code;

async function lstatOrNull(file: string): Promise<fs.Stats | null> {
  try {
    return await fs.promises.lstat(file);
  } catch (error) {
    if (errno(error) === 'ENOENT' || errno(error) === 'ENOTDIR') return null;
    throw error;
  }
}

/**
 * The default trusted storage: the folder `<base>/<ownerId>` on the platform's disk (base is
 * DATA_DIR/trusted). Paths arrive checked (no `..`, not absolute); on top of that every path is resolved
 * through symbolic links and refused when it would leave the owner's folder, and symbolic links are
 * never listed, read or followed. Uploads go to `<base>/.tmp` first and are linked into place only when
 * complete, so a partial upload is never visible and an existing name is never overwritten.
 */
export function localBackend(base: string, ownerId: number): TrustedBackend {
  const root = path.join(base, String(ownerId));
  const tmpDir = path.join(base, '.tmp');
  let realRoot: string | undefined;

  const ensureRoot = async () => {
    if (realRoot) return realRoot;
    await fs.promises.mkdir(root, { recursive: true, mode: 0o700 });
    realRoot = await fs.promises.realpath(root);
    return realRoot;
  };

  const refuse = (segments: string[]) =>
    new AppError(ErrorCode.TRUSTED_STORAGE_PATH_INVALID, { path: segments.join('/') });

  /** The absolute path of `segments`, after checking that its nearest existing ancestor stays inside. */
  const confine = async (segments: string[]): Promise<string> => {
    const inside = await ensureRoot();
    const target = path.join(inside, ...segments);
    let probe = target;
    for (;;) {
      const stat = await lstatOrNull(probe);
      if (stat) {
        const real = await fs.promises.realpath(probe);
        if (real !== inside && !real.startsWith(inside + path.sep)) throw refuse(segments);
        // A link inside the storage is not followed either: the path must be its own real path.
        if (probe === target && stat.isSymbolicLink()) throw refuse(segments);
        return target;
      }
      if (probe === inside) return target;
      probe = path.dirname(probe);
    }
  };

  const info = (segments: string[], stat: fs.Stats): EntryInfo => ({
    name: segments.at(-1) ?? '',
    path: segments.join('/'),
    type: stat.isDirectory() ? 'directory' : 'file',
    size: stat.isDirectory() ? 0 : stat.size,
    modifiedAt: stat.mtime,
  });

  return {
    async probe() {
      await ensureRoot();
      await fs.promises.access(root, fs.constants.R_OK | fs.constants.W_OK);
    },

    async list(folder, options = {}): Promise<ListResult> {
      const dir = await confine(folder);
      const stat = await lstatOrNull(dir);
      if (!stat?.isDirectory()) throw new AppError(ErrorCode.NOT_FOUND);
      const entries: EntryInfo[] = [];
      let truncated = false;
      const handle = await fs.promises.opendir(dir);
      for await (const dirent of handle) {
        // Links, sockets and devices are not part of a storage: never shown, never followed.
        if (!dirent.isDirectory() && !dirent.isFile()) continue;
        if (options.directoriesOnly && !dirent.isDirectory()) continue;
        if (entries.length >= LIST_CAP) {
          truncated = true;
          break;
        }
        const entryStat = await lstatOrNull(path.join(dir, dirent.name));
        if (entryStat) entries.push(info([...folder, dirent.name], entryStat));
      }
      return { entries: sortEntries(entries), truncated };
    },

    async createFolder(folder) {
      const dir = await confine(folder);
      if (await lstatOrNull(dir)) {
        throw new AppError(ErrorCode.TRUSTED_STORAGE_ENTRY_EXISTS, { name: folder.at(-1) ?? '' });
      }
      try {
        await fs.promises.mkdir(dir, { recursive: true, mode: 0o700 });
      } catch (error) {
        // A file stands where a parent folder should be.
        if (errno(error) === 'ENOTDIR' || errno(error) === 'EEXIST') throw refuse(folder);
        throw error;
      }
      await confine(folder);
      return info(folder, await fs.promises.lstat(dir));
    },

    async upload(folder, name, source, maxBytes) {
      const dir = await confine(folder);
      const segments = [...folder, name];
      const target = await confine(segments);
      if (await lstatOrNull(target)) throw new AppError(ErrorCode.TRUSTED_STORAGE_ENTRY_EXISTS, { name });
      try {
        await fs.promises.mkdir(dir, { recursive: true, mode: 0o700 });
      } catch (error) {
        if (errno(error) === 'ENOTDIR' || errno(error) === 'EEXIST') throw refuse(folder);
        throw error;
      }
      // The folder may have been swapped for a link while we waited: check again.
      await confine(folder);
      await fs.promises.mkdir(tmpDir, { recursive: true, mode: 0o700 });
      const tmp = path.join(tmpDir, `${ownerId}-${randomUUID()}`);
      // Created before any byte flows, so the clean-up below always finds it (a stream opening the file itself
      // could create it after a refusal was already cleaned up).
      const file = await fs.promises.open(tmp, 'wx', 0o600);
      try {
        await pipeline(
          source,
          byteLimit(maxBytes, () => {}),
          file.createWriteStream(),
        );
        // link() never replaces an existing file, unlike rename(): two uploads of one name cannot overwrite.
        await fs.promises.link(tmp, target);
      } catch (error) {
        if (errno(error) === 'EEXIST') throw new AppError(ErrorCode.TRUSTED_STORAGE_ENTRY_EXISTS, { name });
        throw error;
      } finally {
        await file.close().catch(() => undefined);
        await fs.promises.rm(tmp, { force: true });
      }
      return info(segments, await fs.promises.lstat(target));
    },

    async remove(segments) {
      if (segments.length === 0) throw refuse(segments);
      const target = await confine(segments);
      const stat = await lstatOrNull(target);
      if (!stat) throw new AppError(ErrorCode.NOT_FOUND);
      if (!stat.isDirectory()) {
        await fs.promises.unlink(target);
        return;
      }
      try {
        await fs.promises.rmdir(target);
      } catch (error) {
        if (errno(error) === 'ENOTEMPTY' || errno(error) === 'EEXIST') {
          throw new AppError(ErrorCode.TRUSTED_STORAGE_FOLDER_NOT_EMPTY, { name: segments.at(-1) ?? '' });
        }
        throw error;
      }
    },

    async download(segments) {
      const target = await confine(segments);
      const stat = await lstatOrNull(target);
      if (!stat?.isFile()) throw new AppError(ErrorCode.NOT_FOUND);
      // O_NOFOLLOW: a link swapped in after the check is refused by the kernel.
      const handle = await fs.promises.open(target, fs.constants.O_RDONLY | fs.constants.O_NOFOLLOW);
      return { stream: handle.createReadStream(), size: stat.size };
    },
  };
}
