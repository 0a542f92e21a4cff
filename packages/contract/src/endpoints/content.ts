import { z } from 'zod';
import { defineEndpoint, OPERATOR_ONLY, zId, zPage, zPageParams } from '../endpoint.js';
import { LOCALES } from '../locales.js';

/*
 * Content of the public mall (§2.2, §7.10): channels and articles (news, rules, help, legal, brand, scene,
 * theme), footer navigation, agreements, notices, and the contact / cooperation / feedback forms.
 *
 * The web app reads content through the unauthenticated `/server/content/*` calls below. The signed
 * `/api.php/*` calls of §7.10 are served for external partners only: their secret must never reach a
 * browser, so the web app does not use them.
 */

const OPERATOR = OPERATOR_ONLY;

// --- shared shapes ----------------------------------------------------------------------------------------

/** Channel groups: which part of the mall a channel (and its articles) belongs to. */
export const CHANNEL_GROUPS = ['news', 'rules', 'help', 'legal', 'brand', 'scene', 'theme'] as const;
export const zChannelGroup = z.enum(CHANNEL_GROUPS);
export type ChannelGroup = z.infer<typeof zChannelGroup>;

/** Channel types: a list of articles (2) or a single page (1), as in the content system's sorts. */
export const ChannelType = { SINGLE: 1, LIST: 2 } as const;

/** Article status: draft 0 (not shown in the mall), published 1. */
export const ArticleStatus = { DRAFT: 0, PUBLISHED: 1 } as const;
export const zArticleStatus = z.union([z.literal(0), z.literal(1)]);

/** A language of written content: each article is written in one of the interface languages. */
export const zContentLang = z.enum(LOCALES);

/** A text in the three interface languages; zh-CN is required, the others fall back to it when empty. */
export const zLocalizedText = (max: number) =>
  z.object({
    'zh-CN': z.string().trim().min(1).max(max),
    'zh-TW': z.string().trim().max(max).default(''),
    'en-US': z.string().trim().max(max).default(''),
  });

/** Rich text in the three languages (HTML, sanitised by the server); every language may be empty. */
export const zLocalizedHtml = z.object({
  'zh-CN': z.string().max(200_000).default(''),
  'zh-TW': z.string().max(200_000).default(''),
  'en-US': z.string().max(200_000).default(''),
});

/** The channel code (the content system's `scode`): letters, digits, `-` and `_`. */
export const zScode = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{1,32}$/, { message: 'format' });

/** 0/1 flags. */
const zFlag = z.coerce.number().int().min(0).max(1);

/** A link of the footer or a cover image: an http(s) URL or a path of this site (never `javascript:`). */
export const zSafeUrl = z
  .string()
  .trim()
  .max(500)
  .regex(/^(https?:\/\/[^\s]+|\/(?!\/)[^\s]*)?$/, { message: 'format' });

// --- channels ---------------------------------------------------------------------------------------------

export const zChannel = z.object({
  id: z.string(),
  scode: z.string(),
  /** Parent channel's scode; '' for a top-level channel. */
  pcode: z.string(),
  group: zChannelGroup,
  /** Name in the request's language. */
  name: z.string(),
  /** Names in every language (for the operator's form). */
  names: z.record(z.string(), z.string()),
  /** 1 single page, 2 list. */
  type: z.number().int(),
  sort: z.number().int(),
  /** 1 shown in the mall, 0 hidden. */
  isShow: z.number().int(),
  createDate: z.string(),
  updateDate: z.string(),
});
export type Channel = z.infer<typeof zChannel>;

export type ChannelNode = Channel & { children: ChannelNode[] };
export const zChannelNode: z.ZodType<ChannelNode> = zChannel.extend({
  children: z.array(z.lazy(() => zChannelNode)),
});

export const zChannelInput = z.object({
  scode: zScode,
  /** Parent scode; empty for a top-level channel (children inherit the parent's group). */
  pcode: z.string().trim().max(32).default(''),
  group: zChannelGroup,
  names: zLocalizedText(50),
  type: z.coerce.number().int().min(1).max(2).default(ChannelType.LIST),
  sort: z.coerce.number().int().min(0).max(9999).default(0),
  isShow: zFlag.default(1),
});
export type ChannelInput = z.input<typeof zChannelInput>;

export const nav = defineEndpoint({
  id: 'content.nav',
  method: 'GET',
  path: '/server/content/nav',
  summary: 'The mall channel tree (shown channels only), names in the request language.',
  access: 'public',
  query: z.object({ group: zChannelGroup.optional() }),
  response: z.array(zChannelNode),
});

export const channelTree = defineEndpoint({
  id: 'content.channelTree',
  method: 'GET',
  path: '/server/content/channel/tree',
  summary: 'Every channel, hidden ones too (operator).',
  access: OPERATOR,
  response: z.array(zChannelNode),
});

export const createChannel = defineEndpoint({
  id: 'content.createChannel',
  method: 'POST',
  path: '/server/content/channel',
  summary: 'Adds a channel (operator); the scode is unique.',
  access: OPERATOR,
  body: zChannelInput,
  response: zChannel,
});

export const updateChannel = defineEndpoint({
  id: 'content.updateChannel',
  method: 'PUT',
  path: '/server/content/channel',
  summary: "Updates a channel (operator); a changed scode moves its articles and children's pcode along.",
  access: OPERATOR,
  body: zChannelInput.extend({ id: zId }),
  response: zChannel,
});

export const deleteChannel = defineEndpoint({
  id: 'content.deleteChannel',
  method: 'DELETE',
  path: '/server/content/channel/delete',
  summary: 'Deletes a channel (operator): refused while it has children or articles.',
  access: OPERATOR,
  query: z.object({ id: zId }),
  response: z.null(),
});

// --- articles ---------------------------------------------------------------------------------------------

/** An article in lists: no body. */
export const zArticleSummary = z.object({
  id: z.string(),
  scode: z.string(),
  /** Name of the article's channel in the request's language. */
  channelName: z.string(),
  group: zChannelGroup,
  lang: zContentLang,
  title: z.string(),
  /** Short text for lists and cards (the brand list's `comments`). */
  summary: z.string(),
  author: z.string(),
  source: z.string(),
  coverImage: z.string(),
  keywords: z.string(),
  /** Outbound link of a brand, scene or theme; '' when none. */
  link: z.string(),
  status: z.number().int(),
  /** 1 pinned to the top of its list. */
  isTop: z.number().int(),
  visits: z.number().int(),
  /** When it was (or will be shown as) published. */
  publishDate: z.string(),
  createDate: z.string(),
  updateDate: z.string(),
});
export type ArticleSummary = z.infer<typeof zArticleSummary>;

export const zArticle = zArticleSummary.extend({
  /** Sanitised HTML. */
  content: z.string(),
});
export type Article = z.infer<typeof zArticle>;

/** A published article as the mall shows it, with its neighbours in the same channel. */
export const zArticleView = zArticle.extend({
  prev: z.object({ id: z.string(), title: z.string() }).nullable(),
  next: z.object({ id: z.string(), title: z.string() }).nullable(),
});
export type ArticleView = z.infer<typeof zArticleView>;

export const zArticleInput = z.object({
  scode: zScode,
  lang: zContentLang,
  title: z.string().trim().min(1).max(200),
  summary: z.string().trim().max(500).default(''),
  author: z.string().trim().max(50).default(''),
  source: z.string().trim().max(100).default(''),
  coverImage: zSafeUrl.default(''),
  keywords: z.string().trim().max(200).default(''),
  link: zSafeUrl.default(''),
  /** Rich text (HTML): scripts, event handlers, frames and foreign tags are removed by the server. */
  content: z.string().max(200_000).default(''),
  status: z.coerce.number().pipe(zArticleStatus).default(0),
  isTop: zFlag.default(0),
  /** ISO date-time; empty: now when published. */
  publishDate: z.string().trim().max(40).default(''),
});
export type ArticleInput = z.input<typeof zArticleInput>;

export const zArticleFilter = zPageParams.extend({
  /** A channel: its articles and those of its sub-channels. */
  scode: z.string().trim().max(32).optional(),
  group: zChannelGroup.optional(),
  lang: zContentLang.optional(),
  status: z.coerce.number().pipe(zArticleStatus).optional(),
  /** Part of the title. */
  keyword: z.string().trim().max(100).optional(),
});

export const list = defineEndpoint({
  id: 'content.list',
  method: 'GET',
  path: '/server/content/list',
  summary:
    "Published articles of a channel and its sub-channels in the request's language (zh-CN when it has none), pinned first, newest first.",
  access: 'public',
  query: zPageParams.extend({
    scode: zScode.optional(),
    group: zChannelGroup.optional(),
    keyword: z.string().trim().max(100).optional(),
  }),
  response: zPage(zArticleSummary),
});

export const detail = defineEndpoint({
  id: 'content.detail',
  method: 'GET',
  path: '/server/content/detail',
  summary: 'A published article with its neighbours; counts one visit.',
  access: 'public',
  query: z.object({ id: zId }),
  response: zArticleView,
});

export const hot = defineEndpoint({
  id: 'content.hot',
  method: 'GET',
  path: '/server/content/hot',
  summary: 'The most visited published articles of a channel or group (hot news), top 10 by default.',
  access: 'public',
  query: z.object({
    scode: zScode.optional(),
    group: zChannelGroup.optional(),
    num: z.coerce.number().int().min(1).max(20).default(10),
  }),
  response: z.array(zArticleSummary),
});

/** One brand of the brand list (§2.2): the brand article's id, its name and its short text. */
export const zBrand = z.object({ id: z.string(), brandValue: z.string(), comments: z.string() });

export const brandList = defineEndpoint({
  id: 'content.brandList',
  method: 'GET',
  path: '/server/content/brandList',
  summary: "The brand list: published brand articles in the request's language.",
  access: 'public',
  response: z.array(zBrand),
});

export const articlePage = defineEndpoint({
  id: 'content.articlePage',
  method: 'GET',
  path: '/server/content/article/page',
  summary: 'Articles of every status and language (operator), newest first.',
  access: OPERATOR,
  query: zArticleFilter,
  response: zPage(zArticleSummary),
});

export const articleInfo = defineEndpoint({
  id: 'content.articleInfo',
  method: 'GET',
  path: '/server/content/article/info',
  summary: 'One article of any status, for editing (operator).',
  access: OPERATOR,
  query: z.object({ id: zId }),
  response: zArticle,
});

export const createArticle = defineEndpoint({
  id: 'content.createArticle',
  method: 'POST',
  path: '/server/content/article',
  summary: 'Adds an article (operator); the rich text is sanitised.',
  access: OPERATOR,
  body: zArticleInput,
  response: zArticle,
});

export const updateArticle = defineEndpoint({
  id: 'content.updateArticle',
  method: 'PUT',
  path: '/server/content/article',
  summary: 'Updates an article (operator); the rich text is sanitised.',
  access: OPERATOR,
  body: zArticleInput.extend({ id: zId }),
  response: zArticle,
});

export const publishArticle = defineEndpoint({
  id: 'content.publishArticle',
  method: 'POST',
  path: '/server/content/article/status',
  summary: 'Publishes (1) or withdraws to draft (0) articles (operator).',
  access: OPERATOR,
  body: z.object({ ids: z.array(zId).min(1).max(100), status: zArticleStatus }),
  response: z.null(),
});

export const deleteArticles = defineEndpoint({
  id: 'content.deleteArticles',
  method: 'DELETE',
  path: '/server/content/article',
  summary: 'Deletes articles by id (operator).',
  access: OPERATOR,
  body: z.object({ ids: z.array(zId).min(1).max(100) }),
  response: z.null(),
});

/** Files an article may carry: images (PNG, JPEG, GIF, WEBP) and PDF documents, at most 10 MB. */
export const CONTENT_FILE_MAX_MB = 10;

export const upload = defineEndpoint({
  id: 'content.upload',
  method: 'POST',
  path: '/server/content/upload',
  summary: `Uploads an image or a PDF for articles (operator; multipart field \`file\`; at most ${CONTENT_FILE_MAX_MB} MB, kind decided by content). Answers the file's URL.`,
  access: OPERATOR,
  bodyType: 'multipart',
  response: z.string(),
});

export const file = defineEndpoint({
  id: 'content.file',
  method: 'GET',
  path: '/server/content/file',
  summary: 'A file uploaded for content (public); PDFs are shown inline, sandboxed.',
  access: 'public',
  raw: true,
  query: z.object({
    key: z.string().regex(/^content\/[0-9a-f-]{36}\.[a-z0-9]{2,5}$/, { message: 'format' }),
  }),
  response: z.null(),
});

// --- footer navigation (§7.10: /server/zqfooterclass) -----------------------------------------------------

export const zFooterClass = z.object({
  id: z.string(),
  /** Parent id; '0' for a column of the footer. */
  pid: z.string(),
  /** Name in the request's language. */
  name: z.string(),
  names: z.record(z.string(), z.string()),
  /** Where the entry leads: a path of this site or an http(s) URL; '' when it shows its own content. */
  url: z.string(),
  /** Page content in the request's language (sanitised HTML); '' when none. */
  content: z.string(),
  contents: z.record(z.string(), z.string()),
  sort: z.number().int(),
  isShow: z.number().int(),
  /** Number of children (entries under a column). */
  childCount: z.number().int(),
  createDate: z.string(),
  updateDate: z.string(),
});
export type FooterClass = z.infer<typeof zFooterClass>;

export type FooterNode = FooterClass & { children: FooterNode[] };
export const zFooterNode: z.ZodType<FooterNode> = zFooterClass.extend({
  children: z.array(z.lazy(() => zFooterNode)),
});

export const zFooterClassInput = z.object({
  /** 0 (or empty) for a column; a column's id for an entry under it (two levels). */
  pid: z.coerce.number().int().min(0).default(0),
  names: zLocalizedText(50),
  url: zSafeUrl.default(''),
  contents: zLocalizedHtml.default({ 'zh-CN': '', 'zh-TW': '', 'en-US': '' }),
  sort: z.coerce.number().int().min(0).max(9999).default(0),
  isShow: zFlag.default(1),
});
export type FooterClassInput = z.input<typeof zFooterClassInput>;

export const footerPage = defineEndpoint({
  id: 'footer.page',
  method: 'GET',
  path: '/server/zqfooterclass/page',
  summary: 'Footer entries (operator), columns first by sort; `pid` narrows to one column.',
  access: OPERATOR,
  query: zPageParams.extend({
    pid: z.coerce.number().int().min(0).optional(),
    name: z.string().trim().max(50).optional(),
  }),
  response: zPage(zFooterClass),
});

export const footerDetail = defineEndpoint({
  id: 'footer.getDetailById',
  method: 'GET',
  path: '/server/zqfooterclass/getDetailById',
  summary: 'One footer entry (public when shown; the operator also reads hidden ones).',
  access: 'public',
  query: z.object({ id: zId }),
  response: zFooterClass,
});

export const footerChildren = defineEndpoint({
  id: 'footer.getChild',
  method: 'GET',
  path: '/server/zqfooterclass/getChild/',
  summary: 'The shown entries under a footer entry (id 0: the columns), by sort (public).',
  access: 'public',
  query: z.object({ id: z.coerce.number().int().min(0).default(0) }),
  response: z.array(zFooterClass),
});

export const footerTree = defineEndpoint({
  id: 'footer.tree',
  method: 'GET',
  path: '/server/zqfooterclass/tree',
  summary: 'The whole shown footer (columns with their entries) in one call, for the mall footer (public).',
  access: 'public',
  response: z.array(zFooterNode),
});

export const createFooterClass = defineEndpoint({
  id: 'footer.create',
  method: 'POST',
  path: '/server/zqfooterclass',
  summary: 'Adds a footer column or entry (operator).',
  access: OPERATOR,
  body: zFooterClassInput,
  response: zFooterClass,
});

export const updateFooterClass = defineEndpoint({
  id: 'footer.update',
  method: 'PUT',
  path: '/server/zqfooterclass',
  summary: 'Updates a footer column or entry (operator).',
  access: OPERATOR,
  body: zFooterClassInput.extend({ id: zId }),
  response: zFooterClass,
});

export const deleteFooterClass = defineEndpoint({
  id: 'footer.delete',
  method: 'DELETE',
  path: '/server/zqfooterclass/delete',
  summary: 'Deletes a footer entry (operator): a column is refused while it has entries.',
  access: OPERATOR,
  query: z.object({ id: zId }),
  response: z.null(),
});

// --- agreements (§7.10: /server/zqagreement/get) ----------------------------------------------------------

export const zAgreement = z.object({
  id: z.string(),
  /** Stable name used by pages (e.g. `register`, `privacy`, `archives-serve`). */
  code: z.string(),
  title: z.string(),
  content: z.string(),
  titles: z.record(z.string(), z.string()),
  contents: z.record(z.string(), z.string()),
  createDate: z.string(),
  updateDate: z.string(),
});
export type Agreement = z.infer<typeof zAgreement>;

/** The public view: one language only. */
export const zAgreementView = z.object({
  id: z.string(),
  code: z.string(),
  title: z.string(),
  content: z.string(),
  updateDate: z.string(),
});

export const zAgreementInput = z.object({
  code: z
    .string()
    .trim()
    .regex(/^[a-z][a-z0-9-]{0,39}$/, { message: 'format' }),
  titles: zLocalizedText(100),
  contents: zLocalizedHtml.default({ 'zh-CN': '', 'zh-TW': '', 'en-US': '' }),
});
export type AgreementInput = z.input<typeof zAgreementInput>;

export const getAgreement = defineEndpoint({
  id: 'agreement.get',
  method: 'POST',
  path: '/server/zqagreement/get',
  summary: "An agreement by id (or by code) in the request's language (public).",
  access: 'public',
  operationLog: false,
  query: z
    .object({ id: zId.optional(), code: z.string().trim().max(40).optional() })
    .refine((q) => q.id !== undefined || !!q.code, { message: 'required', path: ['id'] }),
  response: zAgreementView,
});

export const agreementPage = defineEndpoint({
  id: 'agreement.page',
  method: 'GET',
  path: '/server/zqagreement/page',
  summary: 'Agreements (operator).',
  access: OPERATOR,
  query: zPageParams.extend({ title: z.string().trim().max(100).optional() }),
  response: zPage(zAgreement),
});

export const agreementDetail = defineEndpoint({
  id: 'agreement.getDetailById',
  method: 'GET',
  path: '/server/zqagreement/getDetailById',
  summary: 'One agreement in every language (operator).',
  access: OPERATOR,
  query: z.object({ id: zId }),
  response: zAgreement,
});

export const createAgreement = defineEndpoint({
  id: 'agreement.create',
  method: 'POST',
  path: '/server/zqagreement',
  summary: 'Adds an agreement (operator); the code is unique.',
  access: OPERATOR,
  body: zAgreementInput,
  response: zAgreement,
});

export const updateAgreement = defineEndpoint({
  id: 'agreement.update',
  method: 'PUT',
  path: '/server/zqagreement',
  summary: 'Updates an agreement (operator).',
  access: OPERATOR,
  body: zAgreementInput.extend({ id: zId }),
  response: zAgreement,
});

export const deleteAgreement = defineEndpoint({
  id: 'agreement.delete',
  method: 'DELETE',
  path: '/server/zqagreement/delete',
  summary: 'Deletes an agreement (operator).',
  access: OPERATOR,
  query: z.object({ id: zId }),
  response: z.null(),
});

// --- contact, business cooperation and feedback (/help/bcNquestion) ---------------------------------------

export const SUBMISSION_KINDS = ['contact', 'cooperation', 'feedback'] as const;
export const zSubmissionKind = z.enum(SUBMISSION_KINDS);
export type SubmissionKind = z.infer<typeof zSubmissionKind>;

/** Submissions one address may send: at most `max` within `windowMinutes`. */
export const SUBMISSION_RATE = { max: 3, windowMinutes: 10 } as const;

/** Mobile pattern of the spec's helper: 11 digits starting with 1. */
export const MOBILE_PATTERN = /^1\d{10}$/;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const zSubmissionInput = z
  .object({
    kind: zSubmissionKind,
    name: z.string().trim().min(1).max(50),
    company: z.string().trim().max(100).default(''),
    mobile: z
      .string()
      .trim()
      .max(11)
      .refine((v) => v === '' || MOBILE_PATTERN.test(v), { message: 'format' })
      .default(''),
    email: z
      .string()
      .trim()
      .max(100)
      .refine((v) => v === '' || EMAIL_PATTERN.test(v), { message: 'format' })
      .default(''),
    title: z.string().trim().max(100).default(''),
    content: z.string().trim().min(5).max(2000),
  })
  .superRefine((v, ctx) => {
    // A reply needs a way back: a mobile number or an e-mail address.
    if (!v.mobile && !v.email) ctx.addIssue({ code: 'custom', path: ['mobile'], message: 'required' });
    if (v.kind === 'cooperation' && !v.company) {
      ctx.addIssue({ code: 'custom', path: ['company'], message: 'required' });
    }
  });
export type SubmissionInput = z.input<typeof zSubmissionInput>;

/** Submission status: new 0, handled 1. */
export const SubmissionStatus = { NEW: 0, HANDLED: 1 } as const;

export const zSubmission = z.object({
  id: z.string(),
  kind: zSubmissionKind,
  name: z.string(),
  company: z.string(),
  mobile: z.string(),
  email: z.string(),
  title: z.string(),
  content: z.string(),
  /** Username of the logged-in sender; '' for a visitor. */
  username: z.string(),
  ip: z.string(),
  status: z.number().int(),
  remark: z.string(),
  handledBy: z.string(),
  handledDate: z.string().nullable(),
  createDate: z.string(),
});
export type Submission = z.infer<typeof zSubmission>;

export const submit = defineEndpoint({
  id: 'content.submit',
  method: 'POST',
  path: '/server/content/submission',
  summary: `Sends a contact, business cooperation or feedback form (public; at most ${SUBMISSION_RATE.max} per address in ${SUBMISSION_RATE.windowMinutes} minutes).`,
  access: 'public',
  /** The form (name, mobile, email) is kept in its own table; the operation log would copy personal data. */
  operationLog: false,
  body: zSubmissionInput,
  response: z.object({ id: z.string() }),
});

export const submissionPage = defineEndpoint({
  id: 'content.submissionPage',
  method: 'GET',
  path: '/server/content/submission/page',
  summary: 'Submitted forms (operator), newest first.',
  access: OPERATOR,
  query: zPageParams.extend({
    kind: zSubmissionKind.optional(),
    status: z.coerce.number().int().min(0).max(1).optional(),
    /** Part of the name, company or content. */
    keyword: z.string().trim().max(100).optional(),
  }),
  response: zPage(zSubmission),
});

export const handleSubmission = defineEndpoint({
  id: 'content.handleSubmission',
  method: 'POST',
  path: '/server/content/submission/handle',
  summary: 'Marks a submission handled with a remark (operator).',
  access: OPERATOR,
  body: z.object({ id: zId, remark: z.string().trim().min(1).max(500) }),
  response: zSubmission,
});

// --- notices (§7.10: /server/message/mynotice/*; the admin console's notice module) -----------------------

/** Everyone's own notices need the personal page's permission (§2.4 sys/notice-user). */
const NOTICE_READER = { permission: 'sys:notice:all' } as const;

export const zNotice = z.object({
  id: z.string(),
  title: z.string(),
  /** notice_type: announcement 0, meeting 1, other 2. */
  type: z.number().int(),
  content: z.string(),
  /** notice_status: draft 0, sent 1. */
  status: z.number().int(),
  /** notice_receiver_type: all 0, by role 1. */
  receiverType: z.number().int(),
  /** Role types that receive it when receiverType is 1. */
  roleTypes: z.array(z.number().int()),
  senderName: z.string(),
  sendDate: z.string().nullable(),
  /** How many receivers have read it. */
  readCount: z.number().int(),
  createDate: z.string(),
  updateDate: z.string(),
});
export type Notice = z.infer<typeof zNotice>;

export const zNoticeInput = z
  .object({
    title: z.string().trim().min(1).max(200),
    type: z.coerce.number().int().min(0).max(2).default(0),
    /** Rich text (sanitised). */
    content: z.string().max(100_000).default(''),
    receiverType: z.coerce.number().int().min(0).max(1).default(0),
    roleTypes: z.array(z.coerce.number().int().min(0).max(3)).max(4).default([]),
    /** 1 sends it now; 0 keeps a draft. */
    send: zFlag.default(0),
  })
  .superRefine((v, ctx) => {
    if (v.receiverType === 1 && v.roleTypes.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['roleTypes'], message: 'required' });
    }
  });
export type NoticeInput = z.input<typeof zNoticeInput>;

/** A notice as its receiver sees it. */
export const zMyNotice = z.object({
  id: z.string(),
  title: z.string(),
  type: z.number().int(),
  content: z.string(),
  senderName: z.string(),
  sendDate: z.string(),
  /** notice_read_status: unread 0, read 1. */
  readStatus: z.number().int(),
  readDate: z.string().nullable(),
});
export type MyNotice = z.infer<typeof zMyNotice>;

export const noticePage = defineEndpoint({
  id: 'notice.page',
  method: 'GET',
  path: '/sys/notice/page',
  summary: 'Notices written by operators (operator).',
  access: OPERATOR,
  query: zPageParams.extend({
    title: z.string().trim().max(100).optional(),
    type: z.coerce.number().int().min(0).max(2).optional(),
    status: z.coerce.number().int().min(0).max(1).optional(),
  }),
  response: zPage(zNotice),
});

export const noticeInfo = defineEndpoint({
  id: 'notice.info',
  method: 'GET',
  path: '/sys/notice/info',
  summary: 'One notice (operator).',
  access: OPERATOR,
  query: z.object({ id: zId }),
  response: zNotice,
});

export const createNotice = defineEndpoint({
  id: 'notice.create',
  method: 'POST',
  path: '/sys/notice',
  summary: 'Writes a notice (operator): a draft, or sent at once with `send` 1.',
  access: OPERATOR,
  body: zNoticeInput,
  response: zNotice,
});

export const updateNotice = defineEndpoint({
  id: 'notice.update',
  method: 'PUT',
  path: '/sys/notice',
  summary: 'Edits a draft notice (operator); `send` 1 sends it. A sent notice cannot be changed.',
  access: OPERATOR,
  body: zNoticeInput.extend({ id: zId }),
  response: zNotice,
});

export const deleteNotices = defineEndpoint({
  id: 'notice.delete',
  method: 'DELETE',
  path: '/sys/notice',
  summary: 'Deletes notices (operator); receivers no longer see them.',
  access: OPERATOR,
  body: z.object({ ids: z.array(zId).min(1).max(100) }),
  response: z.null(),
});

export const myNoticePage = defineEndpoint({
  id: 'mynotice.page',
  method: 'POST',
  path: '/server/message/mynotice/page',
  summary: "The caller's notices, newest first, with their read state.",
  access: NOTICE_READER,
  operationLog: false,
  body: zPageParams.extend({
    readStatus: z.coerce.number().int().min(0).max(1).optional(),
    title: z.string().trim().max(100).optional(),
  }),
  response: zPage(zMyNotice),
});

export const myNoticeRead = defineEndpoint({
  id: 'mynotice.read',
  method: 'POST',
  path: '/server/message/mynotice/read',
  summary: "Marks the caller's notices read: the listed ids, or all of them when `all` is 1.",
  access: NOTICE_READER,
  body: z
    .object({ ids: z.array(zId).max(100).default([]), all: zFlag.default(0) })
    .refine((v) => v.all === 1 || v.ids.length > 0, { message: 'required', path: ['ids'] }),
  response: z.object({ unread: z.number().int() }),
});

export const myUnreadNotices = defineEndpoint({
  id: 'mynotice.unreadNotice',
  method: 'POST',
  path: '/server/message/mynotice/unreadNotice',
  summary: "The caller's newest unread notices (at most 5, without content) for the header.",
  access: NOTICE_READER,
  operationLog: false,
  response: z.array(zMyNotice.omit({ content: true })),
});

export const myNoticeDetail = defineEndpoint({
  id: 'mynotice.detail',
  method: 'GET',
  path: '/server/message/mynotice/detail/',
  summary: "One of the caller's notices; opening it marks it read. Another user's notice answers 404.",
  access: NOTICE_READER,
  query: z.object({ id: zId }),
  response: zMyNotice,
});

export const myUnreadCount = defineEndpoint({
  id: 'mynotice.unread',
  method: 'GET',
  path: '/server/message/mynotice/unread',
  summary: "Number of the caller's unread notices.",
  access: NOTICE_READER,
  response: z.object({ unread: z.number().int() }),
});

// --- the signed public content API (§7.10: /api.php/*) ----------------------------------------------------

/**
 * Query parameters of every `/api.php/*` call: the partner's app id, the Unix time in seconds, and
 * `signature = md5(md5(appid + secret + timestamp))` (lower-case hex). A timestamp more than 5 minutes away
 * from the server's clock is refused.
 */
export const zSignedQuery = z.object({
  appid: z.string().max(64).optional(),
  timestamp: z.string().max(20).optional(),
  signature: z.string().max(128).optional(),
});

/** Largest clock difference a signed call may have. */
export const SIGNATURE_MAX_SKEW_SECONDS = 300;

/** A channel as the content system's nav answers it. */
export const zApiSort: z.ZodType<ApiSort> = z.object({
  scode: z.string(),
  pcode: z.string(),
  name: z.string(),
  /** The channel group (news, rules, help…): the content system's `filename`. */
  filename: z.string(),
  type: z.number().int(),
  sorting: z.number().int(),
  son: z.array(z.lazy(() => zApiSort)),
});
export interface ApiSort {
  scode: string;
  pcode: string;
  name: string;
  filename: string;
  type: number;
  sorting: number;
  son: ApiSort[];
}

/** An article as the content system answers it. */
export const zApiContent = z.object({
  id: z.string(),
  scode: z.string(),
  sortname: z.string(),
  title: z.string(),
  subtitle: z.string(),
  author: z.string(),
  source: z.string(),
  ico: z.string(),
  keywords: z.string(),
  outlink: z.string(),
  date: z.string(),
  visits: z.number().int(),
  istop: z.number().int(),
});
export const zApiContentDetail = zApiContent.extend({ content: z.string() });

export const apiNav = defineEndpoint({
  id: 'cmsapi.nav',
  method: 'GET',
  path: '/api.php/cms/nav',
  summary: 'Signed: the channel tree (shown channels).',
  access: 'public',
  query: zSignedQuery,
  response: z.array(zApiSort),
  operationLog: false,
});

export const apiList = defineEndpoint({
  id: 'cmsapi.list',
  method: 'GET',
  path: '/api.php/list/{id}',
  summary: 'Signed: published articles of channel `id` (a scode) and its sub-channels, 10 a page.',
  access: 'public',
  query: zSignedQuery.extend({ page: z.coerce.number().int().min(1).max(10_000).default(1) }),
  response: zPage(zApiContent),
  operationLog: false,
});

export const apiContent = defineEndpoint({
  id: 'cmsapi.content',
  method: 'GET',
  path: '/api.php/content/{id}',
  summary: 'Signed: one published article; counts one visit.',
  access: 'public',
  query: zSignedQuery,
  response: zApiContentDetail,
  operationLog: false,
});

export const apiSearchTopVisits = defineEndpoint({
  id: 'cmsapi.searchTopVisits',
  method: 'POST',
  path: '/api.php/cms/search/order/visits/num/10',
  summary:
    'Signed: the 10 most visited published articles whose title or keywords contain `keyword` (empty: all), within channel `scode` when given.',
  access: 'public',
  query: zSignedQuery,
  body: z.object({
    keyword: z.string().trim().max(100).default(''),
    scode: z.string().trim().max(32).default(''),
  }),
  bodyType: 'form',
  response: z.array(zApiContent),
  operationLog: false,
});
