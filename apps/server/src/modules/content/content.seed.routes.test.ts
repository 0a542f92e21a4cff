import { archives } from '@datamall/contract';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, loginAs, startTestApp, type TestApp } from '../../test/harness.js';
import { agreement, contentArticle, contentChannel } from './content.table.js';

const { ARCHIVE_AGREEMENT_CODE, ARCHIVE_QA_CHANNEL } = archives;
let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

async function call(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, lang = 'zh-CN', body?: object) {
  const headers: Record<string, string> = { 'accept-language': lang };
  if (body) Object.assign(headers, bearer((await loginAs(t, 'admin')).token));
  const res = await t.app.inject({ method, url, headers, ...(body ? { payload: body } : {}) });
  return res.json();
}

/** What a restart does to the content: the defaults every start runs, then the demo. */
async function restart() {
  await t.services.content.seedDefaults();
  await t.services.content.seedDemo();
}

async function archiveArticles() {
  return t.db
    .select({ id: contentArticle.id, lang: contentArticle.lang, title: contentArticle.title })
    .from(contentArticle)
    .innerJoin(contentChannel, eq(contentChannel.id, contentArticle.channelId))
    .where(eq(contentChannel.scode, ARCHIVE_QA_CHANNEL));
}

async function archiveChannels() {
  return t.db.select().from(contentChannel).where(eq(contentChannel.scode, ARCHIVE_QA_CHANNEL));
}

async function archiveAgreements() {
  return t.db.select().from(agreement).where(eq(agreement.code, ARCHIVE_AGREEMENT_CODE));
}

describe('demo content', () => {
  it('leads the brand page’s goods to the demo supplier’s storefront, in every language', async () => {
    await t.services.content.seedDemo({ supplierId: 42 });
    const rows = await t.db
      .select({ lang: contentArticle.lang, link: contentArticle.link })
      .from(contentArticle)
      .innerJoin(contentChannel, eq(contentChannel.id, contentArticle.channelId))
      .where(eq(contentChannel.scode, 'brand'));
    expect(rows.map((r) => r.lang).sort()).toEqual(['en-US', 'zh-CN', 'zh-TW']);
    for (const row of rows) expect(row.link).toBe('/supplyStore?ownerId=42');
  });
});

describe('vehicle archive content', () => {
  it('reaches a database seeded before the archives on its next start', async () => {
    // The state the demo left before: channels without the archive's, the one-line placeholder agreement.
    await restart();
    const [channel] = await archiveChannels();
    await t.db.delete(contentArticle).where(eq(contentArticle.channelId, channel!.id));
    await t.db.delete(contentChannel).where(eq(contentChannel.id, channel!.id));
    await t.db
      .update(agreement)
      .set({
        titles: {
          'zh-CN': '车辆电子档案查询服务协议',
          'zh-TW': '車輛電子檔案查詢服務協議',
          'en-US': 'Vehicle archive query service agreement',
        },
        contents: {
          'zh-CN': '<p>查询结果仅供参考，您应在取得车辆所有人授权的前提下发起查询。</p>',
          'zh-TW': '<p>查詢結果僅供參考，您應在取得車輛所有人授權的前提下發起查詢。</p>',
          'en-US':
            '<p>Query results are for reference only; you may only query with the vehicle owner’s authorisation.</p>',
        },
      })
      .where(eq(agreement.code, ARCHIVE_AGREEMENT_CODE));
    expect(await archiveArticles()).toHaveLength(0);

    await restart();

    expect(await archiveChannels()).toHaveLength(1);
    const articles = await archiveArticles();
    expect(articles.length).toBeGreaterThanOrEqual(30);
    expect(articles.length % 3).toBe(0);
    const [row] = await archiveAgreements();
    expect(row!.titles['zh-CN']).toBe('车辆档案查询服务协议');
    expect(row!.contents['en-US']).toMatch(/synthetic/);
  });

  it('serves the serve agreement publicly in each language (POST, as the contract binds it)', async () => {
    const expected = {
      'zh-CN': ['车辆档案查询服务协议', /合成数据/, /不扣费|不收费/],
      'zh-TW': ['車輛檔案查詢服務協議', /合成資料/, /不收費/],
      'en-US': ['Vehicle Archive Query Service Agreement', /synthetic/, /not charged/],
    } as const;
    for (const [lang, [title, synthetic, free]] of Object.entries(expected)) {
      const res = await call('POST', `/server/zqagreement/get?code=${ARCHIVE_AGREEMENT_CODE}`, lang);
      expect(res.code, `${lang}: ${res.msg}`).toBe(0);
      expect(res.data.code).toBe(ARCHIVE_AGREEMENT_CODE);
      expect(res.data.title).toBe(title);
      expect(res.data.content).toMatch(synthetic);
      expect(res.data.content).toMatch(free);
      expect(res.data.content).toMatch(/SHA-256/);
      expect(res.data.content).not.toMatch(/<script|onerror/i);
    }
  });

  it('lists the questions of the help channel publicly, in each language, first question first', async () => {
    const first = {
      'zh-CN': '什么是车辆识别代码（VIN）？在哪里可以找到？',
      'zh-TW': '什麼是車輛識別碼（VIN）？在哪裡可以找到？',
      'en-US': 'What is a VIN and where do I find it?',
    } as const;
    for (const [lang, question] of Object.entries(first)) {
      const res = await call(
        'GET',
        `/server/content/list?scode=${ARCHIVE_QA_CHANNEL}&page=1&limit=100`,
        lang,
      );
      expect(res.code, res.msg).toBe(0);
      expect(res.data.total).toBeGreaterThanOrEqual(10);
      expect(res.data.total).toBeLessThanOrEqual(12);
      expect(res.data.list[0].title).toBe(question);
      for (const item of res.data.list) {
        expect(item.lang).toBe(lang);
        expect(item.scode).toBe(ARCHIVE_QA_CHANNEL);
        expect(item.group).toBe('help');
        expect(item.summary).not.toBe('');
      }
    }
    // The help group lists them too, and its first category stays the getting-started one.
    const nav = await call('GET', '/server/content/list?group=help&page=1&limit=100', 'en-US');
    expect(nav.data.list.some((a: { scode: string }) => a.scode === ARCHIVE_QA_CHANNEL)).toBe(true);
  });

  it('answers the check-digit question with the weights, and opens an answer by its id', async () => {
    const list = await call(
      'GET',
      `/server/content/list?scode=${ARCHIVE_QA_CHANNEL}&page=1&limit=100`,
      'en-US',
    );
    const question = list.data.list.find((a: { title: string }) => /check digit/.test(a.title));
    const detail = await call('GET', `/server/content/detail?id=${question.id}`, 'en-US');
    expect(detail.code, detail.msg).toBe(0);
    expect(detail.data.content).toContain('8 7 6 5 4 3 2 10 0 9 8 7 6 5 4 3 2');
    expect(detail.data.content).toMatch(/remainder of 10 is the letter X/);
  });

  it('adds nothing twice on later starts', async () => {
    const before = {
      articles: (await archiveArticles()).length,
      all: (await t.db.select({ id: contentArticle.id }).from(contentArticle)).length,
      channels: (await t.db.select({ id: contentChannel.id }).from(contentChannel)).length,
      agreements: (await t.db.select({ id: agreement.id }).from(agreement)).length,
    };
    await restart();
    await restart();
    expect((await archiveArticles()).length).toBe(before.articles);
    expect((await t.db.select({ id: contentArticle.id }).from(contentArticle)).length).toBe(before.all);
    expect((await t.db.select({ id: contentChannel.id }).from(contentChannel)).length).toBe(before.channels);
    expect((await t.db.select({ id: agreement.id }).from(agreement)).length).toBe(before.agreements);
    expect(await archiveChannels()).toHaveLength(1);
    expect(await archiveAgreements()).toHaveLength(1);
  });

  it('keeps an operator’s edit of the agreement and of the questions across restarts', async () => {
    const [row] = await archiveAgreements();
    const edited = await call('PUT', '/server/zqagreement', 'zh-CN', {
      id: String(row!.id),
      code: ARCHIVE_AGREEMENT_CODE,
      titles: {
        'zh-CN': '车辆档案查询协议（2027 版）',
        'zh-TW': '車輛檔案查詢協議',
        'en-US': 'Archive terms 2027',
      },
      contents: {
        'zh-CN': '<p>运营方修改的条款</p>',
        'zh-TW': '<p>營運方修改</p>',
        'en-US': '<p>Edited</p>',
      },
    });
    expect(edited.code, edited.msg).toBe(0);
    // The operator withdraws one question in every language.
    const dropped = (await archiveArticles()).filter((a) => /SOH/.test(a.title)).map((a) => a.id);
    expect(dropped).toHaveLength(3);
    await t.db.delete(contentArticle).where(inArray(contentArticle.id, dropped));

    await restart();

    const res = await call('POST', `/server/zqagreement/get?code=${ARCHIVE_AGREEMENT_CODE}`, 'zh-CN');
    expect(res.data).toMatchObject({
      title: '车辆档案查询协议（2027 版）',
      content: '<p>运营方修改的条款</p>',
    });
    const en = await call('POST', `/server/zqagreement/get?code=${ARCHIVE_AGREEMENT_CODE}`, 'en-US');
    expect(en.data.title).toBe('Archive terms 2027');
    const left = await t.db
      .select({ id: contentArticle.id })
      .from(contentArticle)
      .where(inArray(contentArticle.id, dropped));
    expect(left).toHaveLength(0);
    expect((await archiveArticles()).some((a) => /SOH/.test(a.title))).toBe(false);
  });

  it('still seeds the demo agreements and articles next to the archive’s', async () => {
    const codes = (await t.db.select({ code: agreement.code }).from(agreement)).map((r) => r.code).sort();
    expect(codes).toEqual([ARCHIVE_AGREEMENT_CODE, 'privacy', 'register'].sort());
    const help = await call('GET', '/server/content/list?scode=help-start&page=1&limit=10', 'en-US');
    expect(help.data.list.map((a: { title: string }) => a.title)).toContain('How to register');
  });
});
