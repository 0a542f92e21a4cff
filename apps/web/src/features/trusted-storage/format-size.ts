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
