import path from 'node:path';
import type { Readable } from 'node:stream';
import { ErrorCode, goods } from '@datamall/contract';
import { AppError, badParam, notFound } from '../../platform/errors.js';
import { IMAGE_MIMES } from '../../platform/file-type.js';
import type { FileStorage } from '../../platform/storage.js';
import { mp4DurationSeconds } from './goods.media.js';
import { extensionOf, storedFileFormat } from './goods.sample-format.js';

/** Where goods uploads live in the file storage (the file route serves only these folders). */
const FOLDER_PREFIX = 'goods-';

/** Kinds of goods upload: what is accepted and where it goes. */
export const UPLOAD_KINDS = {
  image: {
    folder: 'image',
    maxBytes: goods.GOODS_IMAGE_MAX_BYTES,
    accept: [...IMAGE_MIMES, 'video/mp4'],
  },
  packageDemo: {
    folder: 'sample',
    maxBytes: goods.GOODS_DOCUMENT_MAX_BYTES,
    accept: ['text/plain', 'application/pdf', 'application/zip', ...IMAGE_MIMES],
  },
  applicationDemo: {
    folder: 'demo',
    maxBytes: goods.GOODS_DOCUMENT_MAX_BYTES,
    accept: ['text/plain', 'application/pdf', 'application/zip', 'video/mp4', ...IMAGE_MIMES],
  },
  outputTemplate: {
    folder: 'template',
    maxBytes: goods.GOODS_DOCUMENT_MAX_BYTES,
    accept: ['application/zip', 'text/plain'],
  },
} as const;
export type UploadKind = keyof typeof UPLOAD_KINDS;

/** The current upload limit in MB of images or of documents (samples, demos, templates). */
export type UploadLimitMb = (group: 'image' | 'document') => Promise<number>;

/** Rich-text videos (spec §5): MP4, under 3 MB, at most 60 s. */
const VIDEO_MAX_BYTES = 3 * 1024 * 1024;
const VIDEO_MAX_SECONDS = 60;
const UPLOAD_FOLDER = /^[a-z][a-z0-9-]{0,29}$/;

/** The files of goods: images, samples, demos and templates uploaded for them, and sending them back. */
export class GoodsFileService {
  constructor(private readonly deps: { storage: FileStorage; uploadLimitMb?: UploadLimitMb | undefined }) {}

  private async maxBytesOf(kind: UploadKind): Promise<number> {
    const limit = this.deps.uploadLimitMb;
    if (!limit) return UPLOAD_KINDS[kind].maxBytes;
    return (await limit(kind === 'image' ? 'image' : 'document')) * 1024 * 1024;
  }

  /**
   * Streams an upload into the goods folder of its kind; the kind is decided by content. Rich-text videos
   * (MP4) must stay under 3 MB and 60 s, else the stored file is removed again. Answers the file URL.
   */
  async upload(
    kind: UploadKind,
    folder: string | undefined,
    fileName: string,
    stream: Readable,
  ): Promise<string> {
    const spec = UPLOAD_KINDS[kind];
    if (folder !== undefined && !UPLOAD_FOLDER.test(folder)) {
      throw badParam('folder', 'uploadFolderInvalid');
    }
    if (!isSafeFileName(fileName)) throw badParam('file', 'fileNameUnsafe');
    const stored = await this.deps.storage.save(stream, {
      folder: `${FOLDER_PREFIX}${folder ?? spec.folder}`,
      maxBytes: await this.maxBytesOf(kind),
      accept: spec.accept,
      // Names the stored file by its real format: a CSV sample is `.csv`, not `.txt`.
      fileName,
    });
    if (stored.mime === 'video/mp4' && kind === 'image') {
      const refuse = async (error: AppError) => {
        await this.deps.storage.remove(stored.key);
        throw error;
      };
      if (stored.size > VIDEO_MAX_BYTES) await refuse(new AppError(ErrorCode.FILE_TOO_LARGE, { mb: 3 }));
      const seconds = mp4DurationSeconds(await readAll(this.deps.storage.open(stored.key)));
      if (seconds === null) await refuse(new AppError(ErrorCode.FILE_TYPE_REFUSED));
      if ((seconds ?? 0) > VIDEO_MAX_SECONDS) {
        await refuse(badParam('file', 'videoTooLong', { seconds: VIDEO_MAX_SECONDS }));
      }
    }
    return fileUrlOf(stored.key);
  }

  /** A goods file to send; 404 for anything outside the goods folders. */
  async openFile(key: string) {
    if (!key.startsWith(FOLDER_PREFIX) || !(await this.deps.storage.exists(key))) throw notFound();
    return this.deps.storage.open(key);
  }

  /**
   * A goods file to send and the format to send it as (goods.sample-format.ts): its key's extension, but 'csv'
   * for a `.txt` that reads as CSV (a sample stored before uploads kept the `.csv` of their name).
   */
  async fileToSend(key: string): Promise<{ stream: Readable; format: string }> {
    const format = await storedFileFormat(key, () => this.openFile(key));
    return { stream: await this.openFile(key), format };
  }

  /**
   * The format of a good's sample (data package) or demo file (data application), upper case: 'CSV', 'XLSX',
   * 'TXT'…, a `.txt` that reads as CSV being 'CSV'; a file at an outside address is named by its address. Null
   * without a file. Only labels depend on it, so a stored file that cannot be read is named by its key.
   */
  async sampleFileType(url: string | null): Promise<string | null> {
    if (!url) return null;
    const key = fileKeyOf(url);
    if (!key) return extensionOf(url).toUpperCase();
    try {
      return (await storedFileFormat(key, () => this.openFile(key))).toUpperCase();
    } catch {
      return extensionOf(key).toUpperCase();
    }
  }

  /** A platform file URL must name a goods upload that exists; outside http(s) URLs are taken as they are. */
  async assertUploaded(url: string, field: string) {
    const key = fileKeyOf(url);
    if (key === null) return;
    if (!(await this.deps.storage.exists(key))) {
      throw badParam(field, 'uploadMissing');
    }
  }
}

/** Storage key of a platform goods file URL; null for outside URLs. */
export function fileKeyOf(url: string): string | null {
  const match = /^\/server\/item\/file\?key=(goods-[a-z0-9-]+\/[0-9a-f-]{36}\.[a-z0-9]{2,5})$/.exec(url);
  return match ? match[1]! : null;
}

export function fileUrlOf(key: string): string {
  return `/server/item/file?key=${key}`;
}

/** An uploaded file's name may not carry a path (`../`, `a/b`, `C:\`) or control characters. */
function isSafeFileName(name: string): boolean {
  if (!name || name.length > 255) return false;
  if (/[/\\]/.test(name) || [...name].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f)) {
    return false;
  }
  if (name === '.' || name === '..' || name.includes('..')) return false;
  return path.basename(name) === name;
}

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
