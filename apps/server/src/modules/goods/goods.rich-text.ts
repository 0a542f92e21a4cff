import sanitizeHtml from 'sanitize-html';
import { PRESENTATIONAL_STYLES, SAFE_LINKS } from '../../platform/rich-text.js';

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
  allowedStyles: PRESENTATIONAL_STYLES,
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'], video: ['http', 'https'], source: ['http', 'https'] },
  allowProtocolRelative: false,
  transformTags: SAFE_LINKS,
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
