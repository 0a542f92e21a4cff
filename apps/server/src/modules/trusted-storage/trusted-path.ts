import { ErrorCode } from '@datamall/contract';
import { AppError } from '../../platform/errors.js';

const MAX_SEGMENT_BYTES = 255;
const MAX_DEPTH = 32;
// Control characters (C0, DEL, C1) never belong in a stored name.
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching them is the point
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;

const refuse = (path: string) => new AppError(ErrorCode.TRUSTED_STORAGE_PATH_INVALID, { path });

/** Whether one path segment (a file or folder name) may be stored. */
export function isSafeSegment(segment: string): boolean {
  return (
    segment !== '' &&
    segment !== '.' &&
    segment !== '..' &&
    !segment.includes('/') &&
    !segment.includes('\\') &&
    !segment.includes(':') &&
    !CONTROL.test(segment) &&
    segment.trim() === segment &&
    Buffer.byteLength(segment) <= MAX_SEGMENT_BYTES
  );
}

/**
 * The segments of a path relative to the storage root. `''` is the root and one trailing `/` is tolerated;
 * absolute paths, `.`/`..`, empty segments, backslashes, drive letters and control characters are refused
 * (10170), so a path can never name anything outside the owner's storage.
 */
export function parseTrustedPath(path: string): string[] {
  if (path === '') return [];
  const trimmed = path.endsWith('/') ? path.slice(0, -1) : path;
  if (trimmed === '' || trimmed.startsWith('/')) throw refuse(path);
  const segments = trimmed.split('/');
  if (segments.length > MAX_DEPTH || !segments.every(isSafeSegment)) throw refuse(path);
  return segments;
}

/** The canonical form of a path: segments joined by `/`, no trailing slash, `''` for the root. */
export function normalizeTrustedPath(path: string): string {
  return parseTrustedPath(path).join('/');
}

/** The path of a file name inside a folder, checked. */
export function childPath(folder: string, name: string): string {
  if (!isSafeSegment(name)) throw refuse(name);
  const parent = normalizeTrustedPath(folder);
  return parent ? `${parent}/${name}` : name;
}
