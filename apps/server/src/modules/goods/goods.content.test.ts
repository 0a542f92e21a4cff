import { describe, expect, it } from 'vitest';
import { detectFileKind, looksLikeText } from '../../platform/file-type.js';
import { mp4DurationSeconds } from './goods.media.js';
import { sanitizeDescription } from './goods.rich-text.js';

describe('sanitizeDescription', () => {
  it('keeps formatting, images and videos of allowed sources', () => {
    const html =
      '<h2>Title</h2><p style="text-align: center; color: #f00">Centred <strong>bold</strong></p>' +
      '<img src="/server/item/file?key=goods-image/0f8fad5b-d9cb-469f-a165-70867728950e.png" alt="x" />' +
      '<video src="https://cdn.example.com/a.mp4" controls></video>';
    expect(sanitizeDescription(html)).toBe(
      '<h2>Title</h2><p style="text-align:center;color:#f00">Centred <strong>bold</strong></p>' +
        '<img src="/server/item/file?key=goods-image/0f8fad5b-d9cb-469f-a165-70867728950e.png" alt="x" />' +
        '<video src="https://cdn.example.com/a.mp4" controls></video>',
    );
  });

  it('removes scripts, handlers, frames, forms, javascript: and data: URLs and dangerous styles', () => {
    const html =
      '<p onclick="x()" style="position:fixed;background:url(javascript:x)">a</p>' +
      '<script>alert(1)</script><iframe src="https://evil"></iframe><form><input></form>' +
      '<a href="javascript:alert(1)">b</a><img src="data:image/png;base64,AAAA" onerror="x()">' +
      '<img src="/etc/passwd"><svg><script>1</script></svg>';
    const clean = sanitizeDescription(html);
    expect(clean).toBe('<p>a</p><a rel="noopener noreferrer">b</a>');
  });

  it('makes links that open a new tab safe', () => {
    expect(sanitizeDescription('<a href="https://example.com" target="x">e</a>')).toBe(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer">e</a>',
    );
  });
});

/** A minimal MP4: ftyp, then moov with an mvhd of the given version, timescale and duration. */
function mp4(timescale: number, duration: number, version: 0 | 1 = 0): Buffer {
  const box = (type: string, body: Buffer) => {
    const head = Buffer.alloc(8);
    head.writeUInt32BE(8 + body.length);
    head.write(type, 4, 'latin1');
    return Buffer.concat([head, body]);
  };
  const ftyp = box('ftyp', Buffer.from('isom\0\0\0\0isom', 'latin1'));
  const times = Buffer.alloc(version === 1 ? 16 : 8);
  const scale = Buffer.alloc(4);
  scale.writeUInt32BE(timescale);
  const length = Buffer.alloc(version === 1 ? 8 : 4);
  if (version === 1) length.writeBigUInt64BE(BigInt(duration));
  else length.writeUInt32BE(duration);
  const mvhd = box(
    'mvhd',
    Buffer.concat([Buffer.from([version, 0, 0, 0]), times, scale, length, Buffer.alloc(80)]),
  );
  const mdat = box('mdat', Buffer.alloc(100));
  return Buffer.concat([ftyp, mdat, box('moov', mvhd)]);
}

describe('mp4DurationSeconds', () => {
  it('reads the movie header (versions 0 and 1), wherever moov is', () => {
    expect(mp4DurationSeconds(mp4(1000, 61_500))).toBe(61.5);
    expect(mp4DurationSeconds(mp4(600, 600 * 30, 1))).toBe(30);
    expect(detectFileKind(mp4(1000, 1))?.mime).toBe('video/mp4');
  });

  it('answers null without a readable header', () => {
    expect(mp4DurationSeconds(Buffer.from('not a movie at all'))).toBeNull();
    expect(mp4DurationSeconds(mp4(0, 10))).toBeNull();
    expect(mp4DurationSeconds(mp4(1000, 10).subarray(0, 60))).toBeNull();
  });
});

describe('looksLikeText', () => {
  it('accepts UTF-8 text, CSV and JSON, with a character cut at the end', () => {
    expect(looksLikeText(Buffer.from('id,名称\r\n1,压力机\n'))).toBe(true);
    expect(looksLikeText(Buffer.from('{"a":[1,2]}\t\n'))).toBe(true);
    const cut = Buffer.from('abc压');
    expect(looksLikeText(cut.subarray(0, cut.length - 1))).toBe(true);
    expect(detectFileKind(Buffer.from('a,b,c\n1,2,3\n4,5,6\n'))).toEqual({ mime: 'text/plain', ext: 'txt' });
  });

  it('refuses binaries: NUL and control bytes, invalid UTF-8, executables', () => {
    expect(looksLikeText(Buffer.from([0x4d, 0x5a, 0x90, 0x00, 0x03]))).toBe(false);
    expect(looksLikeText(Buffer.from([0x7f, 0x45, 0x4c, 0x46]))).toBe(false);
    expect(looksLikeText(Buffer.from([0x61, 0xff, 0xfe, 0x61]))).toBe(false);
    expect(looksLikeText(Buffer.from('abc\u0001def'))).toBe(false);
    expect(looksLikeText(Buffer.alloc(0))).toBe(false);
    expect(
      detectFileKind(Buffer.from([0x4d, 0x5a, 0x90, 0x00, 0x03, 0, 0, 0, 4, 0, 0, 0, 0xff, 0xff, 0, 0])),
    ).toBeNull();
  });
});
