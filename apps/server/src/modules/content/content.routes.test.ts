import { ErrorCode } from '@datamall/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { bearer, loginAs, startTestApp, type TestApp } from '../../test/harness.js';
import { contentSignature } from './content.signature.js';

let t: TestApp;
let admin: string;
let supplier: string;
let consumer: string;
let developer: string;

async function call(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  options: { token?: string; body?: unknown; lang?: string; ip?: string; form?: Record<string, string> } = {},
) {
  const headers: Record<string, string> = { 'accept-language': options.lang ?? 'en-US' };
  if (options.token) Object.assign(headers, bearer(options.token));
  let payload: string | Record<string, unknown> | undefined = options.body as
    | Record<string, unknown>
    | undefined;
  if (options.form) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    payload = new URLSearchParams(options.form).toString();
  }
  const res = await t.app.inject({
    method,
    url,
    headers,
    ...(payload !== undefined ? { payload } : {}),
    ...(options.ip ? { remoteAddress: options.ip } : {}),
  });
  return res.json();
}

/** Query string of a signed content API call at the app clock's time (or `at`, Unix seconds). */
function signed(at?: number, override: { appid?: string; secret?: string; signature?: string } = {}) {
  const timestamp = String(at ?? Math.floor(t.clock.now().getTime() / 1000));
  const appid = override.appid ?? t.config.contentAppId;
  const signature =
    override.signature ?? contentSignature(appid, override.secret ?? t.config.contentAppSecret, timestamp);
  return new URLSearchParams({ appid, timestamp, signature }).toString();
}

async function createArticle(body: Record<string, unknown>) {
  const res = await call('POST', '/server/content/article', {
    token: admin,
    body: { lang: 'zh-CN', status: 1, ...body },
  });
  expect(res.code, res.msg).toBe(0);
  return res.data as { id: string; content: string; visits: number };
}

beforeAll(async () => {
  t = await startTestApp();
  await t.services.content.seedDefaults();
  admin = (await loginAs(t, 'admin')).token;
  supplier = (await loginAs(t, 'supplier')).token;
  consumer = (await loginAs(t, 'consumer')).token;
  developer = (await loginAs(t, 'developer')).token;
});

afterAll(async () => {
  await t?.close();
});

describe('articles in the mall', () => {
  let published: string;
  let draft: string;

  beforeAll(async () => {
    published = (await createArticle({ scode: 'news-platform', title: '平台上线', content: '<p>正文</p>' }))
      .id;
    draft = (await createArticle({ scode: 'news-platform', title: '草稿', status: 0 })).id;
  });

  it('lists published articles without a token, drafts left out', async () => {
    const res = await call('GET', '/server/content/list?group=news&page=1&limit=10', { lang: 'zh-CN' });
    expect(res.code).toBe(0);
    const ids = res.data.list.map((a: { id: string }) => a.id);
    expect(ids).toContain(published);
    expect(ids).not.toContain(draft);
    expect(res.data.list[0].channelName).toBe('平台动态');
  });

  it('falls back to zh-CN when a channel has no article in the language, else keeps the language', async () => {
    const fallback = await call('GET', '/server/content/list?scode=news', { lang: 'en-US' });
    expect(fallback.data.list.map((a: { id: string }) => a.id)).toContain(published);
    const english = await createArticle({ scode: 'news-platform', title: 'Launch', lang: 'en-US' });
    const own = await call('GET', '/server/content/list?scode=news', { lang: 'en-US' });
    expect(own.data.list.map((a: { id: string }) => a.id)).toEqual([english.id]);
  });

  it('counts a visit per read and hides drafts', async () => {
    const first = await call('GET', `/server/content/detail?id=${published}`);
    const second = await call('GET', `/server/content/detail?id=${published}`);
    expect(first.data.visits).toBe(1);
    expect(second.data.visits).toBe(2);
    expect((await call('GET', `/server/content/detail?id=${draft}`)).code).toBe(ErrorCode.NOT_FOUND);
    const info = await call('GET', `/server/content/article/info?id=${published}`, { token: admin });
    expect(info.data.visits).toBe(2);
  });

  it('counts concurrent visits without losing any', async () => {
    const before = (await call('GET', `/server/content/article/info?id=${published}`, { token: admin })).data
      .visits;
    await Promise.all(
      Array.from({ length: 10 }, () => call('GET', `/server/content/detail?id=${published}`)),
    );
    const after = (await call('GET', `/server/content/article/info?id=${published}`, { token: admin })).data
      .visits;
    expect(after - before).toBe(10);
  });

  it('publishing a draft shows it; withdrawing hides it again', async () => {
    expect(
      (
        await call('POST', '/server/content/article/status', {
          token: admin,
          body: { ids: [draft], status: 1 },
        })
      ).code,
    ).toBe(0);
    expect((await call('GET', `/server/content/detail?id=${draft}`)).code).toBe(0);
    await call('POST', '/server/content/article/status', { token: admin, body: { ids: [draft], status: 0 } });
    expect((await call('GET', `/server/content/detail?id=${draft}`)).code).toBe(ErrorCode.NOT_FOUND);
  });

  it('an unknown channel is named in the error', async () => {
    const res = await call('GET', '/server/content/list?scode=nope');
    expect(res.code).toBe(ErrorCode.CONTENT_CHANNEL_UNKNOWN);
    expect(res.msg).toContain('nope');
  });
});

describe('operator-only writes', () => {
  it('refuses visitors (401) and other roles (403)', async () => {
    const body = { scode: 'news', lang: 'zh-CN', title: 'x' };
    expect((await call('POST', '/server/content/article', { body })).code).toBe(ErrorCode.UNAUTHORIZED);
    for (const token of [supplier, consumer, developer]) {
      expect((await call('POST', '/server/content/article', { token, body })).code).toBe(ErrorCode.FORBIDDEN);
      expect((await call('GET', '/server/content/article/page', { token })).code).toBe(ErrorCode.FORBIDDEN);
      expect(
        (await call('POST', '/server/zqfooterclass', { token, body: { names: { 'zh-CN': 'x' } } })).code,
      ).toBe(ErrorCode.FORBIDDEN);
      expect((await call('GET', '/server/content/submission/page', { token })).code).toBe(
        ErrorCode.FORBIDDEN,
      );
      expect((await call('POST', '/sys/notice', { token, body: { title: 'x' } })).code).toBe(
        ErrorCode.FORBIDDEN,
      );
    }
  });

  it('names the missing field', async () => {
    const res = await call('POST', '/server/content/article', {
      token: admin,
      body: { scode: 'news', lang: 'zh-CN' },
    });
    expect(res.code).toBe(ErrorCode.BAD_PARAMS);
    expect(res.data.field).toBe('title');
  });
});

describe('rich text sanitisation', () => {
  it('strips scripts, handlers and javascript: URLs from articles, footer pages and agreements', async () => {
    const evil =
      '<p onclick="steal()">Hi<script>alert(1)</script></p><a href="javascript:alert(2)">x</a>' +
      '<img src="x" onerror="alert(3)"><img src="https://cdn.example.com/a.png"><iframe src="https://evil"></iframe>' +
      '<p style="position:fixed;color:red">ok</p><a href="/pdf?url=%2Fserver%2Fcontent%2Ffile">guide.pdf</a>' +
      '<a href="//evil.example.com/x">proto-relative</a>';
    const article = await createArticle({ scode: 'news-industry', title: 'XSS', content: evil });
    for (const html of [article.content]) {
      expect(html).not.toMatch(/script|onclick|onerror|javascript:|iframe|position/i);
      expect(html).toContain('https://cdn.example.com/a.png');
      expect(html).toContain('color:red');
      // Paths of this site stay links; protocol-relative ones lose their href.
      expect(html).toContain('href="/pdf?url=%2Fserver%2Fcontent%2Ffile"');
      expect(html).not.toContain('//evil.example.com');
    }
    const footer = await call('POST', '/server/zqfooterclass', {
      token: admin,
      body: { names: { 'zh-CN': '关于' }, contents: { 'zh-CN': evil, 'en-US': evil } },
    });
    expect(footer.data.contents['zh-CN']).not.toMatch(/script|onclick|onerror|javascript:/i);
    expect(footer.data.contents['en-US']).not.toMatch(/script|onclick|onerror|javascript:/i);
    const agreement = await call('POST', '/server/zqagreement', {
      token: admin,
      body: { code: 'xss', titles: { 'zh-CN': '协议' }, contents: { 'zh-CN': evil } },
    });
    expect(agreement.data.contents['zh-CN']).not.toMatch(/script|onclick|onerror|javascript:/i);
  });

  it('refuses a javascript: link as a footer URL', async () => {
    const res = await call('POST', '/server/zqfooterclass', {
      token: admin,
      body: { names: { 'zh-CN': '坏链接' }, url: 'javascript:alert(1)' },
    });
    expect(res.code).toBe(ErrorCode.BAD_PARAMS);
    expect(res.data.field).toBe('url');
  });
});

describe('the signed content API (/api.php)', () => {
  let hotId: string;
  let coldId: string;

  beforeAll(async () => {
    hotId = (await createArticle({ scode: 'help-start', title: '如何注册账号', keywords: '注册' })).id;
    coldId = (
      await createArticle({
        scode: 'help-start',
        title: '注册后如何登录',
        keywords: '注册',
        content: '<p>登录</p>',
      })
    ).id;
    for (let i = 0; i < 3; i++) await call('GET', `/server/content/detail?id=${hotId}`);
  });

  it('answers the nav with a good signature', async () => {
    const res = await call('GET', `/api.php/cms/nav?${signed()}`, { lang: 'zh-CN' });
    expect(res.code).toBe(0);
    const help = res.data.find((s: { scode: string }) => s.scode === 'help');
    expect(help.filename).toBe('help');
    expect(help.son.map((s: { scode: string }) => s.scode)).toContain('help-start');
  });

  it('refuses a wrong, a missing or a foreign signature with no content', async () => {
    const bad = await call('GET', `/api.php/cms/nav?${signed(undefined, { signature: 'f'.repeat(32) })}`);
    expect(bad).toMatchObject({ code: ErrorCode.CONTENT_SIGNATURE_INVALID, data: null });
    const missing = await call('GET', '/api.php/cms/nav');
    expect(missing).toMatchObject({ code: ErrorCode.CONTENT_SIGNATURE_INVALID, data: null });
    const otherSecret = await call(
      'GET',
      `/api.php/list/help?${signed(undefined, { secret: 'guessed-secret' })}`,
    );
    expect(otherSecret).toMatchObject({ code: ErrorCode.CONTENT_SIGNATURE_INVALID, data: null });
    const otherApp = await call(
      'GET',
      `/api.php/content/${hotId}?${signed(undefined, { appid: 'intruder' })}`,
    );
    expect(otherApp).toMatchObject({ code: ErrorCode.CONTENT_SIGNATURE_INVALID, data: null });
    const search = await call('POST', `/api.php/cms/search/order/visits/num/10?appid=x`, {
      form: { keyword: '', scode: '' },
    });
    expect(search).toMatchObject({ code: ErrorCode.CONTENT_SIGNATURE_INVALID, data: null });
  });

  it('refuses a timestamp more than 5 minutes off, either way', async () => {
    const now = Math.floor(t.clock.now().getTime() / 1000);
    for (const at of [now - 301, now + 301]) {
      const res = await call('GET', `/api.php/content/${hotId}?${signed(at)}`);
      expect(res).toMatchObject({ code: ErrorCode.CONTENT_TIMESTAMP_INVALID, data: null });
    }
    expect((await call('GET', `/api.php/content/${hotId}?${signed(now - 299)}`)).code).toBe(0);
    // A signature made now goes stale as the clock moves on.
    const query = signed();
    t.clock.advance(6 * 60_000);
    expect((await call('GET', `/api.php/cms/nav?${query}`)).code).toBe(ErrorCode.CONTENT_TIMESTAMP_INVALID);
  });

  it('lists a channel, counts visits of content reads, and ranks the search by visits', async () => {
    const list = await call('GET', `/api.php/list/help?${signed()}`, { lang: 'zh-CN' });
    expect(list.code).toBe(0);
    expect(list.data.list.map((a: { id: string }) => a.id)).toEqual(expect.arrayContaining([hotId, coldId]));

    const before = (await call('GET', `/server/content/article/info?id=${coldId}`, { token: admin })).data
      .visits;
    const read = await call('GET', `/api.php/content/${coldId}?${signed()}`, { lang: 'zh-CN' });
    expect(read.code).toBe(0);
    expect(read.data.content).toContain('<p>');
    expect(read.data.visits).toBe(before + 1);

    const top = await call('POST', `/api.php/cms/search/order/visits/num/10?${signed()}`, {
      lang: 'zh-CN',
      form: { keyword: '注册', scode: 'help' },
    });
    expect(top.code).toBe(0);
    expect(top.data.map((a: { id: string }) => a.id)).toEqual([hotId, coldId]);
    const all = await call('POST', `/api.php/cms/search/order/visits/num/10?${signed()}`, {
      lang: 'zh-CN',
      form: { keyword: '', scode: '' },
    });
    expect(all.data.length).toBeLessThanOrEqual(10);
    const visits = all.data.map((a: { visits: number }) => a.visits);
    expect([...visits].sort((a, b) => b - a)).toEqual(visits);
  });

  it('answers an unknown content id with 404 and an unknown API path with the envelope', async () => {
    expect((await call('GET', `/api.php/content/999999?${signed()}`)).code).toBe(ErrorCode.NOT_FOUND);
    expect((await call('GET', `/api.php/nothing?${signed()}`)).code).toBe(ErrorCode.NOT_FOUND);
  });
});

describe('footer navigation', () => {
  let column: string;
  let entry: string;
  let hidden: string;

  beforeAll(async () => {
    column = (
      await call('POST', '/server/zqfooterclass', {
        token: admin,
        body: { names: { 'zh-CN': '关于我们', 'en-US': 'About' }, sort: 1 },
      })
    ).data.id;
    entry = (
      await call('POST', '/server/zqfooterclass', {
        token: admin,
        body: { pid: Number(column), names: { 'zh-CN': '平台介绍' }, contents: { 'zh-CN': '<p>介绍</p>' } },
      })
    ).data.id;
    hidden = (
      await call('POST', '/server/zqfooterclass', {
        token: admin,
        body: { pid: Number(column), names: { 'zh-CN': '内部' }, isShow: 0 },
      })
    ).data.id;
  });

  it('answers columns, children and the tree without a token, hidden entries left out', async () => {
    const columns = await call('GET', '/server/zqfooterclass/getChild/?id=0');
    const mine = columns.data.find((c: { id: string }) => c.id === column);
    expect(mine.name).toBe('About');
    expect(mine.childCount).toBe(2);
    const children = await call('GET', `/server/zqfooterclass/getChild/?id=${column}`, { lang: 'zh-CN' });
    expect(children.data.map((c: { id: string }) => c.id)).toEqual([entry]);
    const tree = await call('GET', '/server/zqfooterclass/tree', { lang: 'en-US' });
    const node = tree.data.find((c: { id: string }) => c.id === column);
    // No English name: the zh-CN one is shown.
    expect(node.children.map((c: { name: string }) => c.name)).toEqual(['平台介绍']);
  });

  it('shows a hidden entry to the operator only', async () => {
    expect((await call('GET', `/server/zqfooterclass/getDetailById?id=${hidden}`)).code).toBe(
      ErrorCode.NOT_FOUND,
    );
    expect(
      (await call('GET', `/server/zqfooterclass/getDetailById?id=${hidden}`, { token: supplier })).code,
    ).toBe(ErrorCode.NOT_FOUND);
    expect(
      (await call('GET', `/server/zqfooterclass/getDetailById?id=${hidden}`, { token: admin })).code,
    ).toBe(0);
    const page = await call('GET', `/server/zqfooterclass/page?page=1&limit=10&pid=${column}`, {
      token: admin,
    });
    expect(page.data.total).toBe(2);
  });

  it('keeps two levels and refuses to delete a column with entries', async () => {
    const deep = await call('POST', '/server/zqfooterclass', {
      token: admin,
      body: { pid: Number(entry), names: { 'zh-CN': '第三层' } },
    });
    expect(deep.code).toBe(ErrorCode.FOOTER_PARENT_INVALID);
    const del = await call('DELETE', `/server/zqfooterclass/delete?id=${column}`, { token: admin });
    expect(del.code).toBe(ErrorCode.FOOTER_HAS_CHILDREN);
    expect((await call('DELETE', `/server/zqfooterclass/delete?id=${hidden}`, { token: admin })).code).toBe(
      0,
    );
  });
});

describe('agreements', () => {
  it('are read by id or code in the request language, zh-CN when missing', async () => {
    const created = await call('POST', '/server/zqagreement', {
      token: admin,
      body: {
        code: 'register',
        titles: { 'zh-CN': '用户注册协议', 'en-US': 'Registration agreement' },
        contents: { 'zh-CN': '<p>中文</p>' },
      },
    });
    expect(created.code).toBe(0);
    const en = await call('POST', `/server/zqagreement/get?id=${created.data.id}`, { lang: 'en-US' });
    expect(en.data).toMatchObject({ title: 'Registration agreement', content: '<p>中文</p>' });
    const byCode = await call('POST', '/server/zqagreement/get?code=register', { lang: 'zh-CN' });
    expect(byCode.data.title).toBe('用户注册协议');
    const again = await call('POST', '/server/zqagreement', {
      token: admin,
      body: { code: 'register', titles: { 'zh-CN': '重复' } },
    });
    expect(again.code).toBe(ErrorCode.AGREEMENT_CODE_TAKEN);
    expect((await call('POST', '/server/zqagreement/get')).code).toBe(ErrorCode.BAD_PARAMS);
  });
});

describe('channels', () => {
  it('keeps scodes unique, refuses cycles and deleting a channel in use', async () => {
    const dup = await call('POST', '/server/content/channel', {
      token: admin,
      body: { scode: 'news', group: 'news', names: { 'zh-CN': '重复' } },
    });
    expect(dup.code).toBe(ErrorCode.CONTENT_SCODE_TAKEN);
    const tree = await call('GET', '/server/content/channel/tree', { token: admin });
    const news = tree.data.find((c: { scode: string }) => c.scode === 'news');
    const cycle = await call('PUT', '/server/content/channel', {
      token: admin,
      body: { id: Number(news.id), scode: 'news', pcode: 'news-platform', group: 'news', names: news.names },
    });
    expect(cycle.code).toBe(ErrorCode.CONTENT_CHANNEL_PARENT_INVALID);
    const used = await call('DELETE', `/server/content/channel/delete?id=${news.id}`, { token: admin });
    expect(used.code).toBe(ErrorCode.CONTENT_CHANNEL_NOT_EMPTY);
    const child = await call('POST', '/server/content/channel', {
      token: admin,
      body: { scode: 'rules-extra', pcode: 'rules', group: 'news', names: { 'zh-CN': '附加规则' } },
    });
    // A child takes its parent's group.
    expect(child.data.group).toBe('rules');
    expect(
      (await call('DELETE', `/server/content/channel/delete?id=${child.data.id}`, { token: admin })).code,
    ).toBe(0);
  });
});

describe('contact, cooperation and feedback forms', () => {
  const form = { kind: 'feedback', name: '访客', mobile: '13912345678', content: '页面加载很快，赞！' };

  it('validates the fields and names the wrong one', async () => {
    const ip = '10.1.0.1';
    const cases: [Record<string, unknown>, string][] = [
      [{ ...form, name: '' }, 'name'],
      [{ ...form, mobile: '12345' }, 'mobile'],
      [{ ...form, mobile: '', email: '' }, 'mobile'],
      [{ ...form, email: 'not-an-email' }, 'email'],
      [{ ...form, content: 'hi' }, 'content'],
      [{ ...form, kind: 'cooperation' }, 'company'],
      [{ ...form, kind: 'spam' }, 'kind'],
    ];
    for (const [body, field] of cases) {
      const res = await call('POST', '/server/content/submission', { body, ip });
      expect(res.code, field).toBe(ErrorCode.BAD_PARAMS);
      expect(res.data.field).toBe(field);
    }
  });

  it('accepts a form without a token and limits each address to 3 in 10 minutes', async () => {
    const ip = '10.1.0.2';
    for (let i = 0; i < 3; i++) {
      expect(
        (await call('POST', '/server/content/submission', { body: { ...form, title: `#${i}` }, ip })).code,
      ).toBe(0);
    }
    const fourth = await call('POST', '/server/content/submission', { body: form, ip, lang: 'zh-CN' });
    expect(fourth.code).toBe(ErrorCode.CONTENT_SUBMISSION_TOO_FREQUENT);
    expect(fourth.msg).toContain('10');
    // Another address is not affected; the same one may send again once the window has passed.
    expect((await call('POST', '/server/content/submission', { body: form, ip: '10.1.0.3' })).code).toBe(0);
    t.clock.advance(10 * 60_000 + 1000);
    expect((await call('POST', '/server/content/submission', { body: form, ip })).code).toBe(0);
  });

  it('holds the limit under concurrent posts', async () => {
    const ip = '10.1.0.4';
    const results = await Promise.all(
      Array.from({ length: 6 }, () => call('POST', '/server/content/submission', { body: form, ip })),
    );
    expect(results.filter((r) => r.code === 0)).toHaveLength(3);
  });

  it('lists forms for the operator, who marks them handled', async () => {
    await call('POST', '/server/content/submission', {
      body: {
        kind: 'cooperation',
        name: '合作方',
        company: '某某科技',
        email: 'biz@example.com',
        content: '希望洽谈数据合作。',
      },
      ip: '10.1.0.5',
      token: consumer,
    });
    const page = await call('GET', '/server/content/submission/page?kind=cooperation', { token: admin });
    expect(page.data.total).toBe(1);
    const row = page.data.list[0];
    expect(row).toMatchObject({ company: '某某科技', username: 'consumer', ip: '10.1.0.5', status: 0 });
    const handled = await call('POST', '/server/content/submission/handle', {
      token: admin,
      body: { id: Number(row.id), remark: '已电话联系' },
    });
    expect(handled.data).toMatchObject({ status: 1, handledBy: 'admin', remark: '已电话联系' });
  });

  it('keeps the personal data of forms out of the operation log', async () => {
    // The log is written after the answer is sent: wait for the operator's call to show up.
    const log = await vi.waitFor(
      async () => {
        const text = JSON.stringify(await t.db.execute(sql`select operation, params from operation_log`));
        expect(text).toContain('content.handleSubmission');
        return text;
      },
      { timeout: 5000, interval: 50 },
    );
    expect(log).not.toContain('content.submit"');
    expect(log).not.toContain('biz@example.com');
  });
});

describe('notices', () => {
  let toSuppliers: string;
  let toAll: string;
  let draft: string;

  beforeAll(async () => {
    toSuppliers = (
      await call('POST', '/sys/notice', {
        token: admin,
        body: {
          title: '供应方培训',
          type: 1,
          receiverType: 1,
          roleTypes: [3],
          content: '<p>周五</p>',
          send: 1,
        },
      })
    ).data.id;
    toAll = (await call('POST', '/sys/notice', { token: admin, body: { title: '系统维护', send: 1 } })).data
      .id;
    draft = (await call('POST', '/sys/notice', { token: admin, body: { title: '草稿通知' } })).data.id;
  });

  it('needs receivers when sent by role', async () => {
    const res = await call('POST', '/sys/notice', {
      token: admin,
      body: { title: 'x', receiverType: 1, send: 1 },
    });
    expect(res.code).toBe(ErrorCode.BAD_PARAMS);
    expect(res.data.field).toBe('roleTypes');
  });

  it('keeps a read state per user', async () => {
    expect((await call('GET', '/server/message/mynotice/unread', { token: supplier })).data.unread).toBe(2);
    expect((await call('GET', '/server/message/mynotice/unread', { token: consumer })).data.unread).toBe(1);

    const detail = await call('GET', `/server/message/mynotice/detail/?id=${toSuppliers}`, {
      token: supplier,
    });
    expect(detail.data).toMatchObject({ title: '供应方培训', readStatus: 1, content: '<p>周五</p>' });
    expect((await call('GET', '/server/message/mynotice/unread', { token: supplier })).data.unread).toBe(1);
    // The other receivers are not affected.
    expect((await call('GET', '/server/message/mynotice/unread', { token: developer })).data.unread).toBe(1);

    const unreadList = await call('POST', '/server/message/mynotice/unreadNotice', { token: supplier });
    expect(unreadList.data.map((n: { id: string }) => n.id)).toEqual([toAll]);
    expect(unreadList.data[0].content).toBeUndefined();

    const read = await call('POST', '/server/message/mynotice/read', {
      token: supplier,
      body: { ids: [Number(toAll)] },
    });
    expect(read.data.unread).toBe(0);
    const page = await call('POST', '/server/message/mynotice/page', {
      token: supplier,
      body: { page: 1, limit: 10 },
    });
    expect(page.data.list.map((n: { readStatus: number }) => n.readStatus)).toEqual([1, 1]);

    const consumerRead = await call('POST', '/server/message/mynotice/read', {
      token: consumer,
      body: { all: 1 },
    });
    expect(consumerRead.data.unread).toBe(0);
    const info = await call('GET', `/sys/notice/info?id=${toAll}`, { token: admin });
    expect(info.data.readCount).toBe(2);
  });

  it('answers 404 for a notice not addressed to the caller and for drafts', async () => {
    expect(
      (await call('GET', `/server/message/mynotice/detail/?id=${toSuppliers}`, { token: consumer })).code,
    ).toBe(ErrorCode.NOT_FOUND);
    expect(
      (await call('GET', `/server/message/mynotice/detail/?id=${draft}`, { token: supplier })).code,
    ).toBe(ErrorCode.NOT_FOUND);
    // Marking someone else's notice read changes nothing.
    await call('POST', '/server/message/mynotice/read', {
      token: consumer,
      body: { ids: [Number(toSuppliers)] },
    });
    const page = await call('POST', '/server/message/mynotice/page', { token: consumer, body: {} });
    expect(page.data.list.map((n: { id: string }) => n.id)).toEqual([toAll]);
  });

  it('sends a draft once and then refuses changes', async () => {
    const sent = await call('PUT', '/sys/notice', {
      token: admin,
      body: { id: Number(draft), title: '正式通知', send: 1 },
    });
    expect(sent.data).toMatchObject({ status: 1, title: '正式通知' });
    const again = await call('PUT', '/sys/notice', {
      token: admin,
      body: { id: Number(draft), title: '改标题' },
    });
    expect(again.code).toBe(ErrorCode.NOTICE_ALREADY_SENT);
    expect((await call('POST', '/server/message/mynotice/page', { body: {} })).code).toBe(
      ErrorCode.UNAUTHORIZED,
    );
  });
});

describe('files for articles', () => {
  it('keeps uploads for the operator and serves images and PDFs inline, in a sandbox', async () => {
    const { multipartFile } = await import('../../test/harness.js');
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
    const upload = multipartFile('file', 'guide.pdf', pdf, 'application/pdf');
    const refused = await t.app.inject({
      method: 'POST',
      url: '/server/content/upload',
      ...upload,
      headers: { ...upload.headers, ...bearer(supplier) },
    });
    expect(refused.json().code).toBe(ErrorCode.FORBIDDEN);
    const res = await t.app.inject({
      method: 'POST',
      url: '/server/content/upload',
      ...upload,
      headers: { ...upload.headers, ...bearer(admin) },
    });
    const url = res.json().data as string;
    expect(url).toMatch(/^\/server\/content\/file\?key=content\/[0-9a-f-]{36}\.pdf$/);
    const file = await t.app.inject({ method: 'GET', url });
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toMatch(/^inline/);
    // A PDF that carries JavaScript runs sandboxed, away from this origin.
    expect(file.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    expect(file.rawPayload.equals(pdf)).toBe(true);
    const script = multipartFile(
      'file',
      'x.pdf',
      Buffer.from('<script>alert(1)</script>'),
      'application/pdf',
    );
    const bad = await t.app.inject({
      method: 'POST',
      url: '/server/content/upload',
      ...script,
      headers: { ...script.headers, ...bearer(admin) },
    });
    expect(bad.json().code).toBe(ErrorCode.FILE_TYPE_REFUSED);
  });
});
