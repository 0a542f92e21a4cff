import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { ErrorCode } from '@datamall/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AppError } from '../../platform/errors.js';
import { localBackend } from './local-backend.js';

let base: string;
let outside: string;

beforeEach(() => {
  base = fs.mkdtempSync(path.join(os.tmpdir(), 'trusted-local-'));
  outside = fs.mkdtempSync(path.join(os.tmpdir(), 'trusted-outside-'));
  fs.writeFileSync(path.join(outside, 'secret.txt'), 'outside secret');
});

afterEach(() => {
  fs.rmSync(base, { recursive: true, force: true });
  fs.rmSync(outside, { recursive: true, force: true });
});

const body = (text: string) => Readable.from([Buffer.from(text)]);

async function codeOf(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    return error instanceof AppError ? error.code : `other: ${(error as Error).message}`;
  }
  return 'none';
}

describe('local trusted storage', () => {
  it('uploads, lists folders first with size and time, downloads and deletes', async () => {
    const store = localBackend(base, 7);
    await store.createFolder(['packages']);
    const uploaded = await store.upload(['packages'], 'b.csv', body('id,value\n1,2\n'), 1024);
    expect(uploaded).toMatchObject({ name: 'b.csv', path: 'packages/b.csv', type: 'file', size: 13 });
    await store.upload(['packages'], 'a.csv', body('x'), 1024);
    await store.createFolder(['packages', 'z-sub']);
    const listed = await store.list(['packages']);
    expect(listed.entries.map((e) => [e.name, e.type])).toEqual([
      ['z-sub', 'directory'],
      ['a.csv', 'file'],
      ['b.csv', 'file'],
    ]);
    expect(listed.entries[1]?.modifiedAt).toBeInstanceOf(Date);
    expect((await store.list(['packages'], { directoriesOnly: true })).entries.map((e) => e.name)).toEqual([
      'z-sub',
    ]);
    const { stream, size } = await store.download(['packages', 'b.csv']);
    const chunks: Buffer[] = [];
    for await (const c of stream) chunks.push(c as Buffer);
    expect(Buffer.concat(chunks).toString()).toBe('id,value\n1,2\n');
    expect(size).toBe(13);
    expect(fs.existsSync(path.join(base, '7', 'packages', 'b.csv'))).toBe(true);

    expect(await codeOf(store.remove(['packages']))).toBe(ErrorCode.TRUSTED_STORAGE_FOLDER_NOT_EMPTY);
    await store.remove(['packages', 'b.csv']);
    await store.remove(['packages', 'a.csv']);
    await store.remove(['packages', 'z-sub']);
    await store.remove(['packages']);
    expect((await store.list([])).entries).toEqual([]);
    expect(await codeOf(store.remove(['packages']))).toBe(ErrorCode.NOT_FOUND);
    expect(await codeOf(store.list(['nope']))).toBe(ErrorCode.NOT_FOUND);
  });

  it('never overwrites an existing name and keeps no partial file', async () => {
    const store = localBackend(base, 7);
    await store.upload([], 'x.bin', body('first'), 1024);
    expect(await codeOf(store.upload([], 'x.bin', body('second'), 1024))).toBe(
      ErrorCode.TRUSTED_STORAGE_ENTRY_EXISTS,
    );
    expect(fs.readFileSync(path.join(base, '7', 'x.bin'), 'utf8')).toBe('first');
    expect(await codeOf(store.createFolder(['x.bin']))).toBe(ErrorCode.TRUSTED_STORAGE_ENTRY_EXISTS);
    // A file where a parent folder should be.
    expect(await codeOf(store.upload(['x.bin'], 'y', body('y'), 1024))).toBe(
      ErrorCode.TRUSTED_STORAGE_PATH_INVALID,
    );
  });

  it('refuses a file over the limit while streaming and leaves nothing behind', async () => {
    const store = localBackend(base, 7);
    const big = Readable.from(Array.from({ length: 64 }, () => Buffer.alloc(1024, 1)));
    expect(await codeOf(store.upload([], 'big.bin', big, 10 * 1024))).toBe(ErrorCode.FILE_TOO_LARGE);
    expect(fs.existsSync(path.join(base, '7', 'big.bin'))).toBe(false);
    expect(fs.readdirSync(path.join(base, '.tmp'))).toEqual([]);
  });

  it('does not follow symbolic links out of (or inside) the storage', async () => {
    const store = localBackend(base, 7);
    await store.createFolder(['in']);
    const root = path.join(base, '7');
    fs.symlinkSync(outside, path.join(root, 'escape'));
    fs.symlinkSync(path.join(outside, 'secret.txt'), path.join(root, 'in', 'secret-link'));
    fs.symlinkSync(path.join(root, 'in'), path.join(root, 'inner-link'));

    // Links are not listed at all.
    expect((await store.list([])).entries.map((e) => e.name)).toEqual(['in']);
    expect((await store.list(['in'])).entries).toEqual([]);
    const invalid = ErrorCode.TRUSTED_STORAGE_PATH_INVALID;
    expect(await codeOf(store.list(['escape']))).toBe(invalid);
    expect(await codeOf(store.download(['escape', 'secret.txt']))).toBe(invalid);
    expect(await codeOf(store.download(['in', 'secret-link']))).toBe(invalid);
    expect(await codeOf(store.upload(['escape'], 'planted.txt', body('x'), 1024))).toBe(invalid);
    expect(await codeOf(store.createFolder(['escape', 'made']))).toBe(invalid);
    expect(await codeOf(store.remove(['escape', 'secret.txt']))).toBe(invalid);
    expect(await codeOf(store.remove(['in', 'secret-link']))).toBe(invalid);
    expect(await codeOf(store.download(['inner-link']))).toBe(invalid);
    expect(fs.existsSync(path.join(outside, 'planted.txt'))).toBe(false);
    expect(fs.existsSync(path.join(outside, 'made'))).toBe(false);
    expect(fs.readFileSync(path.join(outside, 'secret.txt'), 'utf8')).toBe('outside secret');
  });

  it('keeps owners apart', async () => {
    await localBackend(base, 1).upload([], 'mine.txt', body('one'), 1024);
    expect((await localBackend(base, 2).list([])).entries).toEqual([]);
    expect(await codeOf(localBackend(base, 2).download(['mine.txt']))).toBe(ErrorCode.NOT_FOUND);
  });
});
