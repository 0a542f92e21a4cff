import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { contentArticle, contentChannel } from './content.table.js';

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

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
