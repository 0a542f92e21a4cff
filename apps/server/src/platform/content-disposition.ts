import header from 'content-disposition';

/**
 * A Content-Disposition header value for a file name of any language: an ASCII `filename` (other characters
 * replaced by `_`) for old clients and the exact name as RFC 5987 `filename*` (the `content-disposition` package
 * quotes and encodes). Controls, quotes, path separators and characters Windows refuses are replaced first: the
 * package would keep only the part after the last `/` and send a name with a control character as `filename*` only.
 */
export function contentDisposition(name: string, kind: 'attachment' | 'inline' = 'attachment'): string {
  const clean =
    [...name]
      .map((c) => {
        const code = c.charCodeAt(0);
        return code < 0x20 || code === 0x7f || '\\/:*?"<>|'.includes(c) ? '_' : c;
      })
      .join('')
      .slice(0, 150) || 'file';
  return header(clean, { type: kind, fallback: clean.replace(/[^\x20-\x7e]/g, '_') });
}
