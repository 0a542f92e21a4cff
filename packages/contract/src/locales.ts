/** The three interface languages; zh-CN is the default and the source of every text. */
export const LOCALES = ['zh-CN', 'zh-TW', 'en-US'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'zh-CN';

/** A text in every interface language. */
export type Localized = Record<Locale, string>;

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/**
 * Picks the interface language from an Accept-Language header (or a cookie value).
 * Accepts the exact tags first, then maps zh-Hant/zh-HK/zh-MO to zh-TW, other zh to zh-CN, en to en-US.
 */
export function pickLocale(header: string | undefined | null): Locale {
  if (!header) return DEFAULT_LOCALE;
  const tags = header
    .split(',')
    .map((part) => part.split(';')[0]?.trim().toLowerCase() ?? '')
    .filter(Boolean);
  for (const tag of tags) {
    const exact = LOCALES.find((l) => l.toLowerCase() === tag);
    if (exact) return exact;
    if (tag.startsWith('zh-hant') || tag === 'zh-hk' || tag === 'zh-mo') return 'zh-TW';
    if (tag.startsWith('zh')) return 'zh-CN';
    if (tag.startsWith('en')) return 'en-US';
  }
  return DEFAULT_LOCALE;
}

/** Replaces `{name}` placeholders in a message. */
export function formatMessage(template: string, params?: Record<string, string | number>): string {
  if (!params) return template;
  return template.replace(/\{(\w+)\}/g, (whole, key: string) =>
    key in params ? String(params[key]) : whole,
  );
}
