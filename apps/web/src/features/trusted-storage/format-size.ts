const UNITS = ['B', 'KB', 'MB', 'GB', 'TB'] as const;

/** Bytes for people: 0 B, 512 B, 1.5 KB, 12.3 MB (binary multiples, one decimal above bytes). */
export function formatSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return '-';
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return unit === 0 ? `${value} B` : `${value.toFixed(1)} ${UNITS[unit]}`;
}

/** Breadcrumb parts of a storage path: `a/b` -> [{name: 'a', path: 'a'}, {name: 'b', path: 'a/b'}]. */
export function pathParts(path: string): { name: string; path: string }[] {
  const segments = path.split('/').filter(Boolean);
  return segments.map((name, index) => ({ name, path: segments.slice(0, index + 1).join('/') }));
}

/** The folder holding `path` ('' for the root). */
export function parentOf(path: string): string {
  return path.split('/').filter(Boolean).slice(0, -1).join('/');
}

/** `folder/name`, or `name` at the root. */
export function joinPath(folder: string, name: string): string {
  return folder ? `${folder}/${name}` : name;
}
