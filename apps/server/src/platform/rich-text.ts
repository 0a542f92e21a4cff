import sanitizeHtml from 'sanitize-html';

/** Files uploaded for content, served by GET /server/content/file. */
const OWN_FILE = /^\/server\/content\/file\?key=content\/[0-9a-f-]{36}\.[a-z0-9]{2,5}$/;

const COLOR = [/^#[0-9a-f]{3,8}$/i, /^rgba?\([\d\s.,%]+\)$/i, /^[a-z]+$/i];

/** Presentational styles only: no url(), no positioning, nothing that can overlay the page (every rich text). */
export const PRESENTATIONAL_STYLES: sanitizeHtml.IOptions['allowedStyles'] = {
  '*': {
    color: COLOR,
    'background-color': COLOR,
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
};

/** Links leave the platform in a new tab without handing it the opener (every rich text). */
export const SAFE_LINKS: sanitizeHtml.IOptions['transformTags'] = {
  a: (tagName, attribs) => ({
    tagName,
    attribs: { ...attribs, ...(attribs.target ? { target: '_blank' } : {}), rel: 'noopener noreferrer' },
  }),
};

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...sanitizeHtml.defaults.allowedTags, 'img', 'span', 'u', 's', 'del', 'sub', 'sup', 'mark'],
  allowedAttributes: {
    a: ['href', 'target', 'rel', 'title'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    td: ['colspan', 'rowspan'],
    th: ['colspan', 'rowspan'],
    ol: ['start'],
    '*': ['style'],
  },
  allowedStyles: PRESENTATIONAL_STYLES,
  // Relative links (paths of this site) stay allowed; protocol-relative ones do not.
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  transformTags: SAFE_LINKS,
  // An image must point at http(s) or at a file uploaded for content; anything else (data:, blob:) is dropped.
  exclusiveFilter: (frame) => {
    if (frame.tag !== 'img') return false;
    const src = frame.attribs.src ?? '';
    return !/^https?:\/\//i.test(src) && !OWN_FILE.test(src);
  },
};

/**
 * Text written by users (the community): images only from the platform's own uploads, so a reader's browser never
 * fetches a third party's pixel (tracking) or plain-http content.
 */
const USER_OPTIONS: sanitizeHtml.IOptions = {
  ...OPTIONS,
  allowedSchemesByTag: { img: [] },
  exclusiveFilter: (frame) => frame.tag === 'img' && !OWN_FILE.test(frame.attribs.src ?? ''),
};

/**
 * Rich text of articles, footer pages, agreements and notices as stored and shown: tags, attributes, URL
 * schemes and styles from an allowlist; scripts, event handlers, frames, forms and `javascript:` URLs go.
 * `ownImagesOnly`: user-written text, whose images must be the platform's own uploads.
 */
export function sanitizeRichText(html: string, options: { ownImagesOnly?: boolean } = {}): string {
  return sanitizeHtml(html, options.ownImagesOnly ? USER_OPTIONS : OPTIONS).trim();
}

/** Plain text of a rich text (search snippets, summaries). */
export function plainText(html: string): string {
  return sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} }).replace(/\s+/g, ' ').trim();
}
