import type { content, Locale, Localized } from '@datamall/contract';
import type { z } from 'zod';
import type {
  AgreementRow,
  ArticleRow,
  ArticleSummaryRow,
  ChannelRow,
  FooterRow,
  NoticeRow,
  SubmissionRow,
} from './content.repository.js';
import type { ChannelIndex } from './content-channels.service.js';

type Out<S extends z.ZodType> = z.output<S>;
type ApiSort = content.ApiSort;
type ChannelGroup = content.ChannelGroup;
type ChannelNode = content.ChannelNode;

const iso = (d: Date) => d.toISOString();

/** The text of a language, else the zh-CN one. */
function pick(texts: Localized, locale: Locale): string {
  return texts[locale] || texts['zh-CN'] || '';
}

export function toChannel(
  row: ChannelRow,
  index: ChannelIndex,
  locale: Locale,
): Out<typeof content.zChannel> {
  return {
    id: String(row.id),
    scode: row.scode,
    pcode: index.scodeOf(row.parentId),
    group: row.group as ChannelGroup,
    name: pick(row.names, locale),
    names: row.names,
    type: row.type,
    sort: row.sort,
    isShow: row.isShow,
    createDate: iso(row.createdAt),
    updateDate: iso(row.updatedAt),
  };
}

/** The channel tree from the roots down; `onlyShown` leaves hidden channels (and what is under them) out. */
export function toChannelTree(
  index: ChannelIndex,
  locale: Locale,
  options: { onlyShown: boolean; group?: ChannelGroup | undefined },
): ChannelNode[] {
  const build = (parentId: number | null): ChannelNode[] =>
    (index.children.get(parentId) ?? [])
      .filter(
        (row) => (!options.onlyShown || row.isShow === 1) && (!options.group || row.group === options.group),
      )
      .map((row) => ({ ...toChannel(row, index, locale), children: build(row.id) }));
  return build(null);
}

export function toArticleSummary(
  row: ArticleSummaryRow,
  index: ChannelIndex,
  locale: Locale,
): Out<typeof content.zArticleSummary> {
  const channel = index.byId.get(row.channelId);
  return {
    id: String(row.id),
    scode: channel?.scode ?? '',
    channelName: channel ? pick(channel.names, locale) : '',
    group: (channel?.group ?? 'news') as ChannelGroup,
    lang: row.lang as Locale,
    title: row.title,
    summary: row.summary,
    author: row.author,
    source: row.source,
    coverImage: row.coverImage,
    keywords: row.keywords,
    link: row.link,
    status: row.status,
    isTop: row.isTop,
    visits: row.visits,
    publishDate: iso(row.publishDate),
    createDate: iso(row.createdAt),
    updateDate: iso(row.updatedAt),
  };
}

export function toArticle(
  row: ArticleRow,
  index: ChannelIndex,
  locale: Locale,
): Out<typeof content.zArticle> {
  return { ...toArticleSummary(row, index, locale), content: row.content };
}

type Neighbour = { id: number; title: string } | null;
const neighbour = (n: Neighbour) => (n ? { id: String(n.id), title: n.title } : null);

export function toArticleView(
  view: { row: ArticleRow; prev: Neighbour; next: Neighbour; index: ChannelIndex },
  locale: Locale,
): Out<typeof content.zArticleView> {
  return {
    ...toArticle(view.row, view.index, locale),
    prev: neighbour(view.prev),
    next: neighbour(view.next),
  };
}

export function toFooter(
  row: FooterRow,
  childCount: number,
  locale: Locale,
): Out<typeof content.zFooterClass> {
  return {
    id: String(row.id),
    pid: String(row.pid),
    name: pick(row.names, locale),
    names: row.names,
    url: row.url,
    content: pick(row.contents, locale),
    contents: row.contents,
    sort: row.sort,
    isShow: row.isShow,
    childCount,
    createDate: iso(row.createdAt),
    updateDate: iso(row.updatedAt),
  };
}

export function toAgreement(row: AgreementRow, locale: Locale): Out<typeof content.zAgreement> {
  return {
    id: String(row.id),
    code: row.code,
    title: pick(row.titles, locale),
    content: pick(row.contents, locale),
    titles: row.titles,
    contents: row.contents,
    createDate: iso(row.createdAt),
    updateDate: iso(row.updatedAt),
  };
}

export function toAgreementView(row: AgreementRow, locale: Locale): Out<typeof content.zAgreementView> {
  return {
    id: String(row.id),
    code: row.code,
    title: pick(row.titles, locale),
    content: pick(row.contents, locale),
    updateDate: iso(row.updatedAt),
  };
}

export function toSubmission(row: SubmissionRow): Out<typeof content.zSubmission> {
  return {
    id: String(row.id),
    kind: row.kind as Out<typeof content.zSubmissionKind>,
    name: row.name,
    company: row.company,
    mobile: row.mobile,
    email: row.email,
    title: row.title,
    content: row.content,
    username: row.username,
    ip: row.ip,
    status: row.status,
    remark: row.remark,
    handledBy: row.handledBy,
    handledDate: row.handledAt ? iso(row.handledAt) : null,
    createDate: iso(row.createdAt),
  };
}

export function toNotice({
  row,
  readCount,
}: {
  row: NoticeRow;
  readCount: number;
}): Out<typeof content.zNotice> {
  return {
    id: String(row.id),
    title: row.title,
    type: row.type,
    content: row.content,
    status: row.status,
    receiverType: row.receiverType,
    roleTypes: row.roleTypes,
    senderName: row.senderName,
    sendDate: row.sendDate ? iso(row.sendDate) : null,
    readCount: Number(readCount),
    createDate: iso(row.createdAt),
    updateDate: iso(row.updatedAt),
  };
}

export function toMyNotice({
  row,
  readAt,
}: {
  row: NoticeRow;
  readAt: Date | null;
}): Out<typeof content.zMyNotice> {
  return {
    id: String(row.id),
    title: row.title,
    type: row.type,
    content: row.content,
    senderName: row.senderName,
    sendDate: iso(row.sendDate ?? row.createdAt),
    readStatus: readAt ? 1 : 0,
    readDate: readAt ? iso(readAt) : null,
  };
}

// --- the content system's shapes (/api.php) ---------------------------------------------------------------

export function toApiSorts(nodes: ChannelNode[]): ApiSort[] {
  return nodes.map((n) => ({
    scode: n.scode,
    pcode: n.pcode,
    name: n.name,
    filename: n.group,
    type: n.type,
    sorting: n.sort,
    son: toApiSorts(n.children),
  }));
}

export function toApiContent(
  row: ArticleSummaryRow,
  index: ChannelIndex,
  locale: Locale,
): Out<typeof content.zApiContent> {
  const channel = index.byId.get(row.channelId);
  return {
    id: String(row.id),
    scode: channel?.scode ?? '',
    sortname: channel ? pick(channel.names, locale) : '',
    title: row.title,
    subtitle: row.summary,
    author: row.author,
    source: row.source,
    ico: row.coverImage,
    keywords: row.keywords,
    outlink: row.link,
    date: iso(row.publishDate),
    visits: row.visits,
    istop: row.isTop,
  };
}

export function toApiContentDetail(
  row: ArticleRow,
  index: ChannelIndex,
  locale: Locale,
): Out<typeof content.zApiContentDetail> {
  return { ...toApiContent(row, index, locale), content: row.content };
}
