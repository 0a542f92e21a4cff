import sanitizeHtml from 'sanitize-html';

/** URLs a rich-text image or video may point at: http(s) or the platform's own goods files. */
const OWN_FILE = /^\/server\/item\/file\?key=goods-[a-z0-9-]+\/[0-9a-f-]{36}\.[a-z0-9]{2,5}$/;

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    ...sanitizeHtml.defaults.allowedTags,
    'img',
    'video',
    'source',
    'span',
    'font',
    'u',
    's',
    'del',
    'sub',
    'sup',
  ],
  allowedAttributes: {
    a: ['href', 'target', 'rel', 'title'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    video: ['src', 'controls', 'width', 'height', 'poster'],
    source: ['src', 'type'],
    td: ['colspan', 'rowspan'],
    th: ['colspan', 'rowspan'],
    font: ['color'],
    '*': ['style'],
  },
  // Only presentational styles: no url(), no positioning, nothing that can overlay the page.
  allowedStyles: {
    '*': {
      color: [/^#[0-9a-f]{3,8}$/i, /^rgba?\([\d\s.,%]+\)$/i, /^[a-z]+$/i],
      'background-color': [/^#[0-9a-f]{3,8}$/i, /^rgba?\([\d\s.,%]+\)$/i, /^[a-z]+$/i],
      'text-align': [/^(left|right|center|justify)$/],
      'font-size': [/^\d{1,3}(px|em|rem|%)$/],
      'font-weight': [/^(normal|bold|\d{3})$/],
      'font-style': [/^(normal|italic)$/],
      'text-decoration': [/^(none|underline|line-through)$/],
      'text-indent': [/^\d{1,3}(px|em)$/],
      'line-height': [/^[\d.]{1,4}(px|em)?$/],
      width: [/^\d{1,4}(px|%)$/],
      height: [/^\d{1,4}(px|%)$/],
    },
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'], video: ['http', 'https'], source: ['http', 'https'] },
  allowProtocolRelative: false,
  transformTags: {
    // Links leave the platform in a new tab without handing it the opener.
    a: (tagName, attribs) => ({
      tagName,
      attribs: { ...attribs, ...(attribs.target ? { target: '_blank' } : {}), rel: 'noopener noreferrer' },
    }),
  },
  // Media must point at an allowed source: an image without one (e.g. a data: URL that was removed) is dropped.
  exclusiveFilter: (frame) => {
    const src = frame.attribs.src;
    if (!['img', 'video', 'source'].includes(frame.tag)) return false;
    if (!src) return frame.tag !== 'video';
    return !/^https?:\/\//i.test(src) && !OWN_FILE.test(src);
  },
};

/**
 * The rich-text description as it is stored and shown: tags, attributes, URL schemes and styles from an
 * allowlist; scripts, event handlers, frames, forms and `javascript:` URLs are removed.
 */
export function sanitizeDescription(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}
