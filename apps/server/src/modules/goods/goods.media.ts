/**
 * Duration of an MP4 (ISO base media) file in seconds, from the `mvhd` box inside `moov`; null when the
 * file has no readable movie header. Reads only box headers: the media data is skipped.
 */
export function mp4DurationSeconds(file: Buffer): number | null {
  const moov = findBox(file, 0, file.length, 'moov');
  if (!moov) return null;
  const mvhd = findBox(file, moov.body, moov.end, 'mvhd');
  if (!mvhd || mvhd.end - mvhd.body < 20) return null;
  const version = file[mvhd.body];
  // Full box: version (1) and flags (3), then creation and modification times (4 or 8 bytes each).
  const at = mvhd.body + 4 + (version === 1 ? 16 : 8);
  if (at + (version === 1 ? 12 : 8) > mvhd.end) return null;
  const timescale = file.readUInt32BE(at);
  const duration = version === 1 ? Number(file.readBigUInt64BE(at + 4)) : file.readUInt32BE(at + 4);
  if (!timescale) return null;
  return duration / timescale;
}

function findBox(file: Buffer, start: number, end: number, type: string) {
  let offset = start;
  while (offset + 8 <= end) {
    let size = file.readUInt32BE(offset);
    const name = file.toString('latin1', offset + 4, offset + 8);
    let header = 8;
    if (size === 1) {
      if (offset + 16 > end) return null;
      size = Number(file.readBigUInt64BE(offset + 8));
      header = 16;
    } else if (size === 0) {
      size = end - offset;
    }
    if (size < header || offset + size > end) return null;
    if (name === type) return { body: offset + header, end: offset + size };
    offset += size;
  }
  return null;
}
