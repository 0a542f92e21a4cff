import { type content, LOCALES, type Locale } from '@datamall/contract';

/** Names of the languages an article may be written in (shown in their own language). */
export const LANG_NAMES: Record<Locale, string> = {
  'zh-CN': '简体中文',
  'zh-TW': '繁體中文',
  'en-US': 'English',
};

export const LANG_OPTIONS = LOCALES.map((value) => ({ value, label: LANG_NAMES[value] }));

export interface ChannelOption {
  value: string;
  title: string;
  children?: ChannelOption[];
}

/** Channel tree as TreeSelect data, keyed by scode. */
export function channelOptions(nodes: readonly content.ChannelNode[]): ChannelOption[] {
  return nodes.map((n) => ({
    value: n.scode,
    title: `${n.name} (${n.scode})`,
    ...(n.children.length ? { children: channelOptions(n.children) } : {}),
  }));
}

/** Every channel of a tree, depth first. */
export function flattenChannels(nodes: readonly content.ChannelNode[]): content.ChannelNode[] {
  return nodes.flatMap((n) => [n, ...flattenChannels(n.children)]);
}

/** Where a mall visitor reads an article of a group. */
export function articleHref(article: { id: string; group: content.ChannelGroup; scode: string }): string {
  switch (article.group) {
    case 'help':
      return `/help/center/1?article=${article.id}`;
    case 'rules':
      return `/rules?scode=${encodeURIComponent(article.scode)}`;
    case 'legal':
      return `/legal?id=${article.id}`;
    case 'brand':
      return `/brand?id=${article.id}`;
    case 'scene':
      return `/scene-goods?id=${article.id}`;
    case 'theme':
      return `/theme/detail?id=${article.id}`;
    default:
      return `/news-detail?id=${article.id}`;
  }
}

/** An empty text in every language. */
export const EMPTY_LOCALIZED: Record<Locale, string> = { 'zh-CN': '', 'zh-TW': '', 'en-US': '' };
