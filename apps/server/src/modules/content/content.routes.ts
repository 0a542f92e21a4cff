import { endpoints, RoleType } from '@datamall/contract';
import type { FastifyInstance } from 'fastify';
import { contentDisposition } from '../../platform/content-disposition.js';
import type { Gatekeeper } from '../../platform/http.js';
import { bindEndpoint, requireActor } from '../../platform/http.js';
import { receiveFile } from '../../platform/multipart.js';
import { pathId, pathParam, withFastifyParams } from '../../platform/path-params.js';
import { requestLocale, requestMeta } from '../../platform/request-context.js';
import {
  toAgreement,
  toAgreementView,
  toApiContent,
  toApiContentDetail,
  toApiSorts,
  toArticle,
  toArticleSummary,
  toArticleView,
  toChannel,
  toChannelTree,
  toFooter,
  toMyNotice,
  toNotice,
  toSubmission,
} from './content.presenter.js';
import type { ContentService } from './content.service.js';
import type { AgreementService } from './content-agreements.service.js';
import type { ArticleService } from './content-articles.service.js';
import type { ChannelService } from './content-channels.service.js';
import type { FooterService } from './content-footer.service.js';
import type { NoticeService } from './content-notices.service.js';
import type { SubmissionService } from './content-submissions.service.js';

const FILE_TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  pdf: 'application/pdf',
};

/** Page size of the content system's lists and searches (§9). */
const API_PAGE_SIZE = 10;

type App = FastifyInstance;
type Ctx = { req: Parameters<typeof requestLocale>[0] };

const e = endpoints.content;
const locale = (ctx: Ctx) => requestLocale(ctx.req);

export function registerContentRoutes(app: App, gate: Gatekeeper, content: ContentService) {
  registerChannelRoutes(app, gate, content.channels);
  registerArticleRoutes(app, gate, content.articles);
  registerContentFileRoutes(app, gate, content.articles);
  registerFooterRoutes(app, gate, content.footer);
  registerAgreementRoutes(app, gate, content.agreements);
  registerSubmissionRoutes(app, gate, content.submissions);
  registerNoticeRoutes(app, gate, content.notices);
  registerContentApiRoutes(app, gate, content.articles, content.channels);
}

function registerChannelRoutes(app: App, gate: Gatekeeper, service: ChannelService) {
  bindEndpoint(app, gate, e.nav, async (ctx) =>
    toChannelTree(await service.index(), locale(ctx), { onlyShown: true, group: ctx.query.group }),
  );
  bindEndpoint(app, gate, e.channelTree, async (ctx) =>
    toChannelTree(await service.index(), locale(ctx), { onlyShown: false }),
  );
  bindEndpoint(app, gate, e.createChannel, async (ctx) => {
    const row = await service.createChannel(ctx.body);
    return toChannel(row, await service.index(), locale(ctx));
  });
  bindEndpoint(app, gate, e.updateChannel, async (ctx) => {
    const row = await service.updateChannel(ctx.body.id, ctx.body);
    return toChannel(row, await service.index(), locale(ctx));
  });
  bindEndpoint(app, gate, e.deleteChannel, async (ctx) => {
    await service.deleteChannel(ctx.query.id);
    return null;
  });
}

function registerArticleRoutes(app: App, gate: Gatekeeper, service: ArticleService) {
  bindEndpoint(app, gate, e.list, async (ctx) => {
    const { page, limit, ...q } = ctx.query;
    const result = await service.listPublished(locale(ctx), q, { page, limit });
    return {
      total: result.total,
      list: result.list.map((r) => toArticleSummary(r, result.index, locale(ctx))),
    };
  });
  bindEndpoint(app, gate, e.detail, async (ctx) =>
    toArticleView(await service.visit(ctx.query.id), locale(ctx)),
  );
  bindEndpoint(app, gate, e.hot, async (ctx) => {
    const { num, ...q } = ctx.query;
    const result = await service.hot(locale(ctx), q, num);
    return result.list.map((r) => toArticleSummary(r, result.index, locale(ctx)));
  });
  bindEndpoint(app, gate, e.brandList, async (ctx) => service.brands(locale(ctx)));
  bindEndpoint(app, gate, e.articlePage, async (ctx) => {
    const result = await service.pageArticles(ctx.query);
    return {
      total: result.total,
      list: result.list.map((r) => toArticleSummary(r, result.index, locale(ctx))),
    };
  });
  bindEndpoint(app, gate, e.articleInfo, async (ctx) => {
    const { row, index } = await service.getArticle(ctx.query.id);
    return toArticle(row, index, locale(ctx));
  });
  bindEndpoint(app, gate, e.createArticle, async (ctx) => {
    const { row, index } = await service.createArticle(requireActor(ctx), ctx.body);
    return toArticle(row, index, locale(ctx));
  });
  bindEndpoint(app, gate, e.updateArticle, async (ctx) => {
    const { row, index } = await service.updateArticle(ctx.body.id, ctx.body);
    return toArticle(row, index, locale(ctx));
  });
  bindEndpoint(app, gate, e.publishArticle, async (ctx) => {
    await service.setStatus(ctx.body.ids, ctx.body.status);
    return null;
  });
  bindEndpoint(app, gate, e.deleteArticles, async (ctx) => {
    await service.deleteArticles(ctx.body.ids);
    return null;
  });
}

/** Images and PDFs uploaded for articles, served from the file storage. */
function registerContentFileRoutes(app: App, gate: Gatekeeper, service: ArticleService) {
  bindEndpoint(app, gate, e.upload, async (ctx) => {
    const file = await receiveFile(ctx.req);
    return service.upload(file.file);
  });
  bindEndpoint(app, gate, e.file, async (ctx) => {
    const { key } = ctx.query;
    const stream = await service.openFile(key);
    const ext = key.split('.').pop() ?? '';
    const type = FILE_TYPES[ext] ?? 'application/octet-stream';
    // The kind was decided from the bytes at upload: images and PDFs are shown inline, nothing is sniffed, and
    // the file runs in a sandbox with no scripts of this origin (Chromium's PDF viewer works under it).
    ctx.reply
      .header('Content-Type', type)
      .header('Content-Disposition', contentDisposition(key.split('/').pop() ?? 'file', 'inline'))
      .header('X-Content-Type-Options', 'nosniff')
      .header('Cache-Control', 'public, max-age=86400, immutable')
      .header('Content-Security-Policy', "default-src 'none'; sandbox")
      .send(stream);
    return null;
  });
}

function registerFooterRoutes(app: App, gate: Gatekeeper, service: FooterService) {
  bindEndpoint(app, gate, e.footerPage, async (ctx) => {
    const result = await service.pageFooter(ctx.query);
    return {
      total: result.total,
      list: result.list.map((r) => toFooter(r, result.counts.get(r.id) ?? 0, locale(ctx))),
    };
  });
  bindEndpoint(app, gate, e.footerDetail, async (ctx) => {
    const isOperator = ctx.actor?.roleType === RoleType.OPERATOR;
    const { row, childCount } = await service.footerEntry(ctx.query.id, isOperator);
    return toFooter(row, childCount, locale(ctx));
  });
  bindEndpoint(app, gate, e.footerChildren, async (ctx) => {
    const { rows, counts } = await service.footerChildren(ctx.query.id);
    return rows.map((r) => toFooter(r, counts.get(r.id) ?? 0, locale(ctx)));
  });
  bindEndpoint(app, gate, e.footerTree, async (ctx) =>
    (await service.footerTree()).map(({ column, entries }) => ({
      ...toFooter(column, entries.length, locale(ctx)),
      children: entries.map((entry) => ({ ...toFooter(entry, 0, locale(ctx)), children: [] })),
    })),
  );
  bindEndpoint(app, gate, e.createFooterClass, async (ctx) => {
    const { row, childCount } = await service.createFooter(ctx.body);
    return toFooter(row, childCount, locale(ctx));
  });
  bindEndpoint(app, gate, e.updateFooterClass, async (ctx) => {
    const { row, childCount } = await service.updateFooter(ctx.body.id, ctx.body);
    return toFooter(row, childCount, locale(ctx));
  });
  bindEndpoint(app, gate, e.deleteFooterClass, async (ctx) => {
    await service.deleteFooter(ctx.query.id);
    return null;
  });
}

function registerAgreementRoutes(app: App, gate: Gatekeeper, service: AgreementService) {
  bindEndpoint(app, gate, e.getAgreement, async (ctx) =>
    toAgreementView(await service.getAgreement(ctx.query), locale(ctx)),
  );
  bindEndpoint(app, gate, e.agreementPage, async (ctx) => {
    const result = await service.pageAgreements(ctx.query);
    return { total: result.total, list: result.list.map((r) => toAgreement(r, locale(ctx))) };
  });
  bindEndpoint(app, gate, e.agreementDetail, async (ctx) =>
    toAgreement(await service.getAgreement({ id: ctx.query.id }), locale(ctx)),
  );
  bindEndpoint(app, gate, e.createAgreement, async (ctx) =>
    toAgreement(await service.createAgreement(ctx.body), locale(ctx)),
  );
  bindEndpoint(app, gate, e.updateAgreement, async (ctx) =>
    toAgreement(await service.updateAgreement(ctx.body.id, ctx.body), locale(ctx)),
  );
  bindEndpoint(app, gate, e.deleteAgreement, async (ctx) => {
    await service.deleteAgreement(ctx.query.id);
    return null;
  });
}

/** Contact, cooperation and feedback forms. */
function registerSubmissionRoutes(app: App, gate: Gatekeeper, service: SubmissionService) {
  bindEndpoint(app, gate, e.submit, async (ctx) => {
    const row = await service.submit(ctx.body, { ip: requestMeta(ctx.req).ip, actor: ctx.actor });
    return { id: String(row.id) };
  });
  bindEndpoint(app, gate, e.submissionPage, async (ctx) => {
    const result = await service.pageSubmissions(ctx.query);
    return { total: result.total, list: result.list.map(toSubmission) };
  });
  bindEndpoint(app, gate, e.handleSubmission, async (ctx) =>
    toSubmission(await service.handleSubmission(requireActor(ctx), ctx.body.id, ctx.body.remark)),
  );
}

function registerNoticeRoutes(app: App, gate: Gatekeeper, service: NoticeService) {
  bindEndpoint(app, gate, e.noticePage, async (ctx) => {
    const result = await service.pageNotices(ctx.query);
    return { total: result.total, list: result.list.map(toNotice) };
  });
  bindEndpoint(app, gate, e.noticeInfo, async (ctx) => toNotice(await service.getNotice(ctx.query.id)));
  bindEndpoint(app, gate, e.createNotice, async (ctx) =>
    toNotice(await service.createNotice(requireActor(ctx), ctx.body)),
  );
  bindEndpoint(app, gate, e.updateNotice, async (ctx) =>
    toNotice(await service.updateNotice(ctx.body.id, ctx.body)),
  );
  bindEndpoint(app, gate, e.deleteNotices, async (ctx) => {
    await service.deleteNotices(ctx.body.ids);
    return null;
  });
  bindEndpoint(app, gate, e.myNoticePage, async (ctx) => {
    const result = await service.myNotices(requireActor(ctx), ctx.body);
    return { total: result.total, list: result.list.map(toMyNotice) };
  });
  bindEndpoint(app, gate, e.myNoticeRead, async (ctx) => ({
    unread: await service.markRead(requireActor(ctx), ctx.body.all === 1 ? 'all' : ctx.body.ids),
  }));
  bindEndpoint(app, gate, e.myUnreadNotices, async (ctx) =>
    (await service.latestUnread(requireActor(ctx))).map((n) => {
      const { content: _content, ...rest } = toMyNotice(n);
      return rest;
    }),
  );
  bindEndpoint(app, gate, e.myNoticeDetail, async (ctx) =>
    toMyNotice(await service.openMyNotice(requireActor(ctx), ctx.query.id)),
  );
  bindEndpoint(app, gate, e.myUnreadCount, async (ctx) => ({
    unread: await service.unreadCount(requireActor(ctx)),
  }));
}

/**
 * The signed public content API (/api.php). Every call is verified before anything is read: a bad call answers
 * an error envelope and no content.
 */
function registerContentApiRoutes(
  app: App,
  gate: Gatekeeper,
  service: ArticleService,
  channels: ChannelService,
) {
  bindEndpoint(app, gate, e.apiNav, async (ctx) => {
    service.verify(ctx.query);
    return toApiSorts(toChannelTree(await channels.index(), locale(ctx), { onlyShown: true }));
  });
  bindEndpoint(app, gate, withFastifyParams(e.apiList), async (ctx) => {
    service.verify(ctx.query);
    const scode = pathParam(ctx.req, /^[A-Za-z0-9_-]{1,32}$/);
    const result = await service.listPublished(
      locale(ctx),
      { scode },
      { page: ctx.query.page, limit: API_PAGE_SIZE },
    );
    return { total: result.total, list: result.list.map((r) => toApiContent(r, result.index, locale(ctx))) };
  });
  bindEndpoint(app, gate, withFastifyParams(e.apiContent), async (ctx) => {
    service.verify(ctx.query);
    const id = pathId(ctx.req);
    const view = await service.visit(id);
    return toApiContentDetail(view.row, view.index, locale(ctx));
  });
  bindEndpoint(app, gate, e.apiSearchTopVisits, async (ctx) => {
    service.verify(ctx.query);
    const result = await service.searchTopVisits(
      locale(ctx),
      ctx.body.keyword,
      ctx.body.scode,
      API_PAGE_SIZE,
    );
    return result.list.map((r) => toApiContent(r, result.index, locale(ctx)));
  });
}
