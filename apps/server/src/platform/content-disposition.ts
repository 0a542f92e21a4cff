/**
 * A Content-Disposition header value for a file name of any language: an ASCII `filename` (other characters,
 * quotes, backslashes and controls replaced by `_`) for old clients and the exact name as RFC 5987
 * `filename*`. Path separators and characters Windows refuses are replaced too. A raw non-Latin-1 name in a
 * header would make Node refuse the whole answer, and a quote would end the parameter early.
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
  const ascii = clean.replace(/[^\x20-\x7e]/g, '_');
  const encoded = encodeURIComponent(clean).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
