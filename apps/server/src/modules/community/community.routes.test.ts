import { ErrorCode } from '@datamall/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, loginAs, multipartFile, startTestApp, type TestApp, TINY_PNG } from '../../test/harness.js';
import { newAccount, userIdOf } from '../../test/orders-fixture.js';
import { type Json, sendJson } from '../../test/requests.js';
import { decideTask, openTasks } from '../../test/review-fixture.js';

let t: TestApp;
const tokens: Record<string, string> = {};

const call = (token: string | null, method: 'GET' | 'POST', url: string, payload?: unknown) =>
  sendJson(t, token, url, { method, payload: method === 'POST' ? (payload ?? {}) : undefined });

const get = (token: string | null, url: string) => call(token, 'GET', url);
const post = (token: string | null, url: string, body?: unknown) => call(token, 'POST', url, body);

const ARTICLE = {
  title: 'Streaming joins without tears',
  category: 'backend',
  content: '<p>Join two streams by key within a window.</p><script>alert(1)</script>',
  tags: ['Streams', 'SQL'],
};

const saveArticle = (token: string, body: Record<string, unknown>) =>
  post(token, '/server/community/article/save', { ...ARTICLE, ...body });
const saveColumn = (token: string, body: Record<string, unknown>) =>
  post(token, '/server/community/column/save', body);

const todo = () => openTasks(t, tokens.admin!, 'page=1&limit=100&businessType=community-review');

async function decide(businessKey: string, approve: boolean, comment = 'Fine') {
  const task = (await todo()).find((row) => row.businessKey === businessKey);
  expect(task, `an open review of ${businessKey}`).toBeDefined();
  t.clock.advance(3100);
  const res = await decideTask(t, tokens.admin!, approve ? 'complete' : 'reject', task!.taskId, comment);
  expect(res.json().code).toBe(0);
}

const publicList = (query = '') => get(null, `/server/community/article/list?page=1&limit=10${query}`);

beforeAll(async () => {
  t = await startTestApp();
  for (const name of ['admin', 'developer', 'consumer']) tokens[name] = (await loginAs(t, name)).token;
  tokens.developer2 = (await newAccount(t, 'commdev2', 2)).token;
});

afterAll(async () => {
  await t?.close();
});

describe('writing, review and reading', () => {
  let columnId: string;
  let articleId: string;

  it('starts empty for visitors, without a token', async () => {
    const list = await publicList();
    expect(list).toMatchObject({ code: 0, data: { total: 0, list: [] } });
    expect((await get(null, '/server/community/column/list?page=1&limit=10')).data.total).toBe(0);
  });

  it('a developer saves a column as a draft, then submits it to review', async () => {
    const saved = await saveColumn(tokens.developer!, { title: 'Data engineering notes', summary: 'Weekly' });
    expect(saved.code).toBe(0);
    expect(saved.data).toMatchObject({
      status: 0,
      title: 'Data engineering notes',
      authorName: '智算应用开发工作室',
    });
    columnId = saved.data.id;
    const submitted = await post(tokens.developer!, '/server/community/column/submit', { id: columnId });
    expect(submitted.data.status).toBe(1);
    expect(await todo()).toContainEqual(
      expect.objectContaining({ businessKey: `column:${columnId}`, objectName: 'Data engineering notes' }),
    );
  });

  it('saves an article into the column and submits it at once; the HTML is cleaned and a summary made', async () => {
    const saved = await saveArticle(tokens.developer!, { columnId, submit: true });
    expect(saved.code).toBe(0);
    articleId = saved.data.id;
    expect(saved.data).toMatchObject({
      status: 1,
      columnId,
      columnTitle: 'Data engineering notes',
      summary: 'Join two streams by key within a window.',
      tags: ['Streams', 'SQL'],
    });
    expect(saved.data.content).not.toContain('script');
    // Not public while in review.
    expect((await publicList()).data.total).toBe(0);
    expect((await get(null, `/server/community/article/detail?id=${articleId}`)).code).toBe(
      ErrorCode.NOT_FOUND,
    );
  });

  it('refuses an edit, a submit and a delete while in review', async () => {
    expect((await saveArticle(tokens.developer!, { id: articleId })).code).toBe(ErrorCode.ILLEGAL_STATE);
    expect((await post(tokens.developer!, '/server/community/article/submit', { id: articleId })).code).toBe(
      ErrorCode.ILLEGAL_STATE,
    );
    expect((await post(tokens.developer!, '/server/community/article/delete', { id: articleId })).code).toBe(
      ErrorCode.ILLEGAL_STATE,
    );
  });

  it('the operator approves both: the article is public, in its category and its column, and counts views', async () => {
    await decide(`column:${columnId}`, true);
    await decide(`article:${articleId}`, true);
    const list = await publicList('&category=backend');
    expect(list.data.total).toBe(1);
    expect(list.data.list[0]).toMatchObject({
      id: articleId,
      status: 2,
      columnTitle: 'Data engineering notes',
    });
    expect(list.data.list[0].publishedAt).toBeTruthy();
    expect((await publicList('&category=frontend')).data.total).toBe(0);
    expect((await publicList('&keyword=streams')).data.total).toBe(1);
    expect((await publicList('&keyword=sql')).data.total).toBe(1);
    expect((await publicList('&keyword=nothing-like-this')).data.total).toBe(0);
    expect((await publicList(`&columnId=${columnId}&sort=oldest`)).data.total).toBe(1);
    const first = await get(null, `/server/community/article/detail?id=${articleId}`);
    expect(first.data).toMatchObject({ views: 1, reason: '', title: ARTICLE.title });
    // A reload by the same reader within the hour is not another view; another reader's read is.
    expect((await get(null, `/server/community/article/detail?id=${articleId}`)).data.views).toBe(1);
    const other = await t.app.inject({
      method: 'GET',
      url: `/server/community/article/detail?id=${articleId}`,
      remoteAddress: '10.1.2.3',
    });
    expect(other.json().data.views).toBe(2);
    t.clock.advance(3_600_000);
    expect((await get(null, `/server/community/article/detail?id=${articleId}`)).data.views).toBe(3);
    const column = await get(null, `/server/community/column/detail?id=${columnId}`);
    expect(column.data).toMatchObject({ articleCount: 1, views: 3, status: 2 });
  });

  it('keeps other developers, consumers and visitors out of the author’s calls', async () => {
    expect((await get(tokens.developer2!, `/server/community/my/article?id=${articleId}`)).code).toBe(
      ErrorCode.NOT_FOUND,
    );
    expect((await post(tokens.developer2!, '/server/community/article/delete', { id: articleId })).code).toBe(
      ErrorCode.NOT_FOUND,
    );
    expect((await saveArticle(tokens.developer2!, { id: articleId })).code).toBe(ErrorCode.NOT_FOUND);
    expect((await saveArticle(tokens.developer2!, { columnId })).code).toBe(
      ErrorCode.COMMUNITY_COLUMN_UNAVAILABLE,
    );
    expect((await saveArticle(tokens.consumer!, {})).code).toBe(ErrorCode.FORBIDDEN);
    const anonymous = await post(null, '/server/community/article/save', ARTICLE);
    expect([ErrorCode.UNAUTHORIZED, ErrorCode.NOT_LOGGED_IN]).toContain(anonymous.code);
    expect(
      (
        await post(tokens.developer!, '/server/community/takedown', {
          kind: 'article',
          id: articleId,
          reason: 'no',
        })
      ).code,
    ).toBe(ErrorCode.FORBIDDEN);
    const mine = await post(tokens.developer2!, '/server/community/my/article/page', { page: 1, limit: 10 });
    expect(mine.data.total).toBe(0);
  });

  it('editing a published article takes it off the site until approved again; first publication date kept', async () => {
    const before = (await get(tokens.developer!, `/server/community/my/article?id=${articleId}`)).data;
    const edited = await saveArticle(tokens.developer!, {
      id: articleId,
      columnId,
      title: 'Streaming joins, revised',
    });
    expect(edited.data.status).toBe(0);
    expect((await get(null, `/server/community/article/detail?id=${articleId}`)).code).toBe(
      ErrorCode.NOT_FOUND,
    );
    expect(
      (await post(tokens.developer!, '/server/community/article/submit', { id: articleId })).data.status,
    ).toBe(1);
    await decide(`article:${articleId}`, true);
    const after = (await get(null, `/server/community/article/detail?id=${articleId}`)).data;
    expect(after).toMatchObject({ title: 'Streaming joins, revised', publishedAt: before.publishedAt });
  });

  it('a withdrawn review closes the operator’s task and records who withdrew', async () => {
    const saved = await saveArticle(tokens.developer!, { title: 'Withdraw me', submit: true });
    const key = `article:${saved.data.id}`;
    expect((await todo()).some((row) => row.businessKey === key)).toBe(true);
    const withdrawn = await post(tokens.developer!, '/server/community/article/withdraw', {
      id: saved.data.id,
    });
    expect(withdrawn.data.status).toBe(0);
    expect((await todo()).some((row) => row.businessKey === key)).toBe(false);
    const finished = await get(
      tokens.admin!,
      '/flow/process/finished/page?page=1&limit=50&key=community-review',
    );
    const instance = finished.data.list.find((row: { businessKey: string }) => row.businessKey === key);
    expect(instance).toMatchObject({ state: 'terminated' });
    const history = await get(
      tokens.admin!,
      `/flow/common/historic/list?processInstanceId=${instance.processInstanceId}`,
    );
    expect(history.data.map((row: { action: string }) => row.action)).toContain('withdraw');
    // Withdrawing twice is an illegal transition.
    expect(
      (await post(tokens.developer!, '/server/community/article/withdraw', { id: saved.data.id })).code,
    ).toBe(ErrorCode.ILLEGAL_STATE);
    // It can be submitted again.
    expect(
      (await post(tokens.developer!, '/server/community/article/submit', { id: saved.data.id })).data.status,
    ).toBe(1);
    await decide(key, false, 'Too short to be useful');
    const rejected = await get(tokens.developer!, `/server/community/my/article?id=${saved.data.id}`);
    expect(rejected.data).toMatchObject({ status: 3, reason: 'Too short to be useful' });
    // A rejected article is edited (back to draft) before it goes to review again.
    expect(
      (await post(tokens.developer!, '/server/community/article/submit', { id: saved.data.id })).code,
    ).toBe(ErrorCode.ILLEGAL_STATE);
    const resubmitted = await saveArticle(tokens.developer!, {
      id: saved.data.id,
      title: 'Withdraw me, longer',
      submit: true,
    });
    expect(resubmitted.data).toMatchObject({ status: 1, reason: '' });
  });

  it('an operator takes a published article down with a reason the author sees', async () => {
    const down = await post(tokens.admin!, '/server/community/takedown', {
      kind: 'article',
      id: articleId,
      reason: 'Contains a customer name',
    });
    expect(down.code).toBe(0);
    expect((await publicList()).data.list.map((a: { id: string }) => a.id)).not.toContain(articleId);
    expect((await get(null, `/server/community/article/detail?id=${articleId}`)).code).toBe(
      ErrorCode.NOT_FOUND,
    );
    const mine = await get(tokens.developer!, `/server/community/my/article?id=${articleId}`);
    expect(mine.data).toMatchObject({ status: 4, reason: 'Contains a customer name' });
    // Only published ones can be taken down.
    const again = await post(tokens.admin!, '/server/community/takedown', {
      kind: 'article',
      id: articleId,
      reason: 'Again',
    });
    expect(again.code).toBe(ErrorCode.ILLEGAL_STATE);
    const admin = await post(tokens.admin!, '/server/community/admin/article/page', {
      page: 1,
      limit: 10,
      status: 4,
    });
    expect(admin.data.list.map((a: { id: string }) => a.id)).toContain(articleId);
    expect((await get(tokens.admin!, `/server/community/admin/article?id=${articleId}`)).data.status).toBe(4);
  });

  it('deleting a column keeps its articles as they are, without the column', async () => {
    const second = await saveArticle(tokens.developer!, {
      title: 'Windowed aggregates',
      columnId,
      submit: true,
    });
    await decide(`article:${second.data.id}`, true);
    const columns = async () =>
      (await get(null, '/server/community/column/list?page=1&limit=50')).data.list.map(
        (c: { id: string }) => c.id,
      );
    expect(await columns()).toContain(columnId);
    expect((await post(tokens.developer!, '/server/community/column/delete', { id: columnId })).code).toBe(0);
    expect(await columns()).not.toContain(columnId);
    expect((await get(null, `/server/community/column/detail?id=${columnId}`)).code).toBe(
      ErrorCode.NOT_FOUND,
    );
    // The published article stays public; the taken-down one stays taken down; neither has a column.
    const stays = await get(null, `/server/community/article/detail?id=${second.data.id}`);
    expect(stays.data).toMatchObject({ status: 2, columnId: null, columnTitle: null });
    const down = await get(tokens.developer!, `/server/community/my/article?id=${articleId}`);
    expect(down.data).toMatchObject({ status: 4, columnId: null });
    expect((await saveArticle(tokens.developer!, { columnId })).code).toBe(
      ErrorCode.COMMUNITY_COLUMN_UNAVAILABLE,
    );
    expect((await post(tokens.developer!, '/server/community/article/delete', { id: articleId })).code).toBe(
      0,
    );
    expect((await get(tokens.developer!, `/server/community/my/article?id=${articleId}`)).code).toBe(
      ErrorCode.NOT_FOUND,
    );
  });

  it('a published column without a published article stays out of the public list, reachable by its page', async () => {
    const saved = await saveColumn(tokens.developer2!, { title: 'Empty for now', submit: true });
    await decide(`column:${saved.data.id}`, true);
    const list = await get(null, '/server/community/column/list?page=1&limit=50');
    expect(list.data.list.map((c: { id: string }) => c.id)).not.toContain(saved.data.id);
    expect((await get(null, `/server/community/column/detail?id=${saved.data.id}`)).data).toMatchObject({
      articleCount: 0,
      status: 2,
    });
  });

  it('keeps only the platform’s own images in what developers write', async () => {
    const own = '/server/content/file?key=content/0b6f1d2e-8a41-4c55-9d3e-1f2a3b4c5d6e.png';
    const saved = await saveArticle(tokens.developer!, {
      title: 'Images',
      content: `<p>Pictures of the plant floor.</p><img src="https://tracker.example/p.png"><img src="http://plain.example/x.png"><img src="${own}" alt="ok">`,
    });
    expect(saved.code).toBe(0);
    expect(saved.data.content).not.toContain('tracker.example');
    expect(saved.data.content).not.toContain('plain.example');
    expect(saved.data.content).toContain(own.replace(/&/g, '&amp;'));
  });
});

describe('bad input changes nothing', () => {
  it('answers field errors for short titles, empty text, duplicate or too many tags, unknown categories', async () => {
    const count = async () =>
      (await post(tokens.developer2!, '/server/community/my/article/page', { page: 1, limit: 10 })).data
        .total;
    const before = await count();
    const short = await saveArticle(tokens.developer2!, { title: 'x' });
    expect(short.code).toBe(ErrorCode.BAD_PARAMS);
    const empty = await saveArticle(tokens.developer2!, { content: '<p>  </p><img src="javascript:x">' });
    expect(empty).toMatchObject({ code: ErrorCode.COMMUNITY_CONTENT_EMPTY, data: { field: 'content' } });
    expect(empty.msg).toMatch(/at least 10 characters/);
    expect((await saveArticle(tokens.developer2!, { tags: ['SQL', 'sql'] })).code).toBe(ErrorCode.BAD_PARAMS);
    expect((await saveArticle(tokens.developer2!, { tags: ['a', 'b', 'c', 'd', 'e', 'f'] })).code).toBe(
      ErrorCode.BAD_PARAMS,
    );
    expect((await saveArticle(tokens.developer2!, { category: 'gossip' })).code).toBe(ErrorCode.BAD_PARAMS);
    expect((await saveArticle(tokens.developer2!, { columnId: '999999' })).code).toBe(
      ErrorCode.COMMUNITY_COLUMN_UNAVAILABLE,
    );
    expect(await count()).toBe(before);
  });

  it('limits columns per developer', async () => {
    const token = (await newAccount(t, 'commdev3', 2)).token;
    for (let i = 0; i < 20; i++) expect((await saveColumn(token, { title: `Column ${i}` })).code).toBe(0);
    const over = await saveColumn(token, { title: 'One too many' });
    expect(over.code).toBe(ErrorCode.COMMUNITY_TOO_MANY_COLUMNS);
    expect((await post(token, '/server/community/my/column/page', { page: 1, limit: 50 })).data.total).toBe(
      20,
    );
  });

  it('takes images for articles by their content, nothing else', async () => {
    const upload = async (name: string, bytes: Buffer, token = tokens.developer!) => {
      const form = multipartFile('file', name, bytes);
      const res = await t.app.inject({
        method: 'POST',
        url: '/server/community/upload',
        headers: { ...bearer(token), ...form.headers },
        payload: form.payload,
      });
      return res.json() as Json;
    };
    const ok = await upload('pixel.png', TINY_PNG);
    expect(ok.code).toBe(0);
    expect(ok.data).toMatch(/^\/server\/content\/file\?key=content\/[0-9a-f-]{36}\.png$/);
    expect((await t.app.inject({ method: 'GET', url: ok.data })).statusCode).toBe(200);
    expect((await upload('fake.png', Buffer.from('<svg onload=alert(1)>'))).code).toBe(
      ErrorCode.FILE_TYPE_REFUSED,
    );
    expect((await upload('pixel.png', TINY_PNG, tokens.consumer!)).code).toBe(ErrorCode.FORBIDDEN);
  });
});

describe('demo content', () => {
  it('seeds a published column and five published articles into an empty community, once', async () => {
    const fresh = await startTestApp();
    try {
      const developerId = await userIdOf(fresh, 'developer');
      const community = fresh.services.community;
      await community.seedDemo(developerId);
      await community.seedDemo(developerId);
      const articles = await community.publicArticles({ page: 1, limit: 50, sort: 'latest' });
      expect(articles.total).toBe(5);
      expect(new Set(articles.list.map((a) => a.category)).size).toBe(5);
      const columns = await community.publicColumns({ page: 1, limit: 10 }, {});
      expect(columns.list).toEqual([expect.objectContaining({ articleCount: 3 })]);
    } finally {
      await fresh.close();
    }
  });
});
