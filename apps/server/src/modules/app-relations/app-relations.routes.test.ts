import { ErrorCode } from '@datamall/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs, startTestApp, type TestApp } from '../../test/harness.js';
import { createGood, newAccount, placeOrder, setCreditLimit, userIdOf } from '../../test/orders-fixture.js';
import { sendJson } from '../../test/requests.js';
import { dataSource } from '../assets/assets.table.js';
import { goodsItemSource } from '../goods/goods.table.js';
import { appAssetRelation } from './app-relations.table.js';

const isGet = (url: string) => /ofItem|\/relation\/goods|selectAssetProject/.test(url);

let t: TestApp;
const tokens: Record<string, string> = {};
let app: { itemId: number; skuId: number };
let otherApp: { itemId: number; skuId: number };
let apiGood: { itemId: number; skuId: number };
let unlistedApp: { itemId: number; skuId: number };
let asset: number;
let asset2: number;
let draftAsset: number;
let foreignAsset: number;

const call = (token: string | null, url: string, payload: unknown = {}, key?: string) =>
  sendJson(t, token, url, {
    method: isGet(url) ? 'GET' : url.includes('deleteSource') ? 'DELETE' : 'POST',
    payload: isGet(url) ? undefined : payload,
    idempotencyKey: key || undefined,
  });

/** A listed (approved) asset written straight into the assets table; the assets tests cover its review. */
async function listedAsset(ownerId: number, name: string, listed = true) {
  const [row] = await t.db
    .insert(dataSource)
    .values({
      ownerId,
      name,
      updateFrequency: 'daily',
      storageType: 1,
      connectionId: 1,
      dbType: 'postgresql',
      status: listed ? 1 : 0,
      listedVersion: listed ? 1 : null,
    })
    .returning();
  return row!.id;
}

const requestRelation = (token: string, itemId: number, sourceId: number, purpose = 'Forecasts energy use') =>
  call(token, '/server/item/relation/add', { itemId: String(itemId), sourceId: String(sourceId), purpose });

async function buy(token: string, good: { itemId: number; skuId: number }) {
  return (await placeOrder(t, token, good)).order.id as string;
}

beforeAll(async () => {
  t = await startTestApp();
  for (const name of ['admin', 'supplier', 'developer', 'consumer'])
    tokens[name] = (await loginAs(t, name)).token;
  tokens.developer2 = (await newAccount(t, 'reldev2', 2)).token;
  tokens.supplier2 = (await newAccount(t, 'relsupp2', 3)).token;
  const developerId = await userIdOf(t, 'developer');
  const supplierId = await userIdOf(t, 'supplier');
  app = await createGood(t, { ownerId: developerId, itemType: 1, name: 'Energy forecaster' });
  unlistedApp = await createGood(t, { ownerId: developerId, itemType: 1, name: 'Draft app', listed: false });
  apiGood = await createGood(t, { ownerId: developerId, itemType: 5, name: 'Weather API' });
  otherApp = await createGood(t, { ownerId: await userIdOf(t, 'reldev2'), itemType: 1, name: 'Other app' });
  asset = await listedAsset(supplierId, 'Plant meters');
  asset2 = await listedAsset(supplierId, 'Grid prices');
  draftAsset = await listedAsset(supplierId, 'Unreviewed asset', false);
  foreignAsset = await listedAsset(await userIdOf(t, 'relsupp2'), 'Foreign asset');
  await setCreditLimit(t, await userIdOf(t, 'consumer'), 10_000_000n);
});

afterAll(async () => {
  await t?.close();
});

describe('requesting a relation', () => {
  it('relates the developer’s application to a listed asset, once while open', async () => {
    const res = await requestRelation(tokens.developer!, app.itemId, asset);
    expect(res.code).toBe(0);
    expect(res.data).toMatchObject({
      itemName: 'Energy forecaster',
      sourceName: 'Plant meters',
      supplierName: '华东精密制造数据有限公司',
      developerName: '智算应用开发工作室',
      status: 0,
      purpose: 'Forecasts energy use',
    });
    const again = await requestRelation(tokens.developer!, app.itemId, asset);
    expect(again.code).toBe(ErrorCode.RELATION_OPEN);
    expect(again.msg).toMatch(/already has a pending or approved relation/);
  });

  it('refuses other kinds, unlisted assets, someone else’s application, bad input and other roles', async () => {
    expect((await requestRelation(tokens.developer!, apiGood.itemId, asset)).code).toBe(
      ErrorCode.RELATION_NOT_APPLICATION,
    );
    expect((await requestRelation(tokens.developer!, app.itemId, draftAsset)).code).toBe(
      ErrorCode.RELATION_SOURCE_UNAVAILABLE,
    );
    expect((await requestRelation(tokens.developer!, app.itemId, 987_654)).code).toBe(
      ErrorCode.RELATION_SOURCE_UNAVAILABLE,
    );
    expect((await requestRelation(tokens.developer!, otherApp.itemId, asset)).code).toBe(ErrorCode.NOT_FOUND);
    expect((await requestRelation(tokens.developer!, app.itemId, asset2, ' x ')).code).toBe(
      ErrorCode.BAD_PARAMS,
    );
    expect((await requestRelation(tokens.supplier!, app.itemId, asset2)).code).toBe(ErrorCode.FORBIDDEN);
    expect((await requestRelation(tokens.consumer!, app.itemId, asset2)).code).toBe(ErrorCode.FORBIDDEN);
    const list = await call(tokens.developer!, '/server/item/relation/page', { itemId: String(app.itemId) });
    expect(list.data.total).toBe(1);
  });

  it('lets two concurrent requests for the same pair make one relation', async () => {
    const answers = await Promise.all([
      requestRelation(tokens.developer!, unlistedApp.itemId, asset2),
      requestRelation(tokens.developer!, unlistedApp.itemId, asset2),
    ]);
    expect(answers.map((a) => a.code).sort()).toEqual([0, ErrorCode.RELATION_OPEN]);
  });
});

describe('deciding', () => {
  it('shows the supplier the requests to its assets only; other suppliers see none and cannot decide', async () => {
    const mine = await call(tokens.supplier!, '/server/item/relation/page', { status: 0 });
    expect(mine.data.list.map((r: { sourceName: string }) => r.sourceName).sort()).toEqual([
      'Grid prices',
      'Plant meters',
    ]);
    const theirs = await call(tokens.supplier2!, '/server/item/relation/page', {});
    expect(theirs.data.total).toBe(0);
    const id = mine.data.list.find((r: { sourceName: string }) => r.sourceName === 'Plant meters').id;
    expect((await call(tokens.supplier2!, '/server/item/relation/decide', { id, approve: true })).code).toBe(
      ErrorCode.NOT_FOUND,
    );
    expect((await call(tokens.developer!, '/server/item/relation/decide', { id, approve: true })).code).toBe(
      ErrorCode.FORBIDDEN,
    );
    const keyword = await call(tokens.supplier!, '/server/item/relation/page', { keyword: 'grid' });
    expect(keyword.data.total).toBe(1);
  });

  it('needs a reason to reject; approves once; a decided relation cannot be decided again (409)', async () => {
    const mine = await call(tokens.supplier!, '/server/item/relation/page', { keyword: 'Plant' });
    const id = mine.data.list[0].id;
    const bare = await call(tokens.supplier!, '/server/item/relation/decide', { id, approve: false });
    expect(bare.code).toBe(ErrorCode.RELATION_REPLY_REQUIRED);
    expect(
      (await call(tokens.supplier!, '/server/item/relation/page', { keyword: 'Plant' })).data.list[0].status,
    ).toBe(0);
    const ok = await call(tokens.supplier!, '/server/item/relation/decide', {
      id,
      approve: true,
      reply: 'Welcome',
    });
    expect(ok.data).toMatchObject({ status: 1, reply: 'Welcome' });
    expect(ok.data.decidedAt).not.toBeNull();
    const twice = await call(tokens.supplier!, '/server/item/relation/decide', {
      id,
      approve: false,
      reply: 'No!',
    });
    expect(twice.code).toBe(ErrorCode.ILLEGAL_STATE);
  });

  it('rejects with a reason; the developer may then ask again', async () => {
    const pending = await call(tokens.supplier!, '/server/item/relation/page', { keyword: 'Grid' });
    const id = pending.data.list[0].id;
    const res = await call(tokens.supplier!, '/server/item/relation/decide', {
      id,
      approve: false,
      reply: 'Not for resale',
    });
    expect(res.data).toMatchObject({ status: 2, reply: 'Not for resale' });
    const seen = await call(tokens.developer!, '/server/item/relation/page', { status: 2 });
    expect(seen.data.list[0]).toMatchObject({ id, reply: 'Not for resale' });
    expect((await requestRelation(tokens.developer!, unlistedApp.itemId, asset2)).code).toBe(0);
  });
});

describe('using the relation', () => {
  it('lists the approved relations on a listed application’s public page only', async () => {
    const shown = await call(null, `/server/item/relation/ofItem?itemId=${app.itemId}`);
    expect(shown.data).toEqual([
      {
        sourceId: String(asset),
        sourceName: 'Plant meters',
        supplierId: expect.any(String),
        supplierName: '华东精密制造数据有限公司',
      },
    ]);
    expect((await call(null, `/server/item/relation/ofItem?itemId=${unlistedApp.itemId}`)).data).toEqual([]);
  });

  it('counts open relations as usages: the supplier cannot delete a related asset', async () => {
    const res = await call(tokens.supplier!, '/server/dataSource/deleteSource', { ids: [String(asset)] });
    expect(res.code).toBe(ErrorCode.SOURCE_IN_USE);
  });

  it('shows the supplier paid orders of the related application, from the approval on; nobody else', async () => {
    const orderId = await buy(tokens.consumer!, app);
    const page = await call(tokens.supplier!, '/server/order/linkAppPage', {});
    expect(page.code).toBe(0);
    expect(page.data.total).toBe(1);
    expect(page.data.list[0]).toMatchObject({
      id: orderId,
      itemName: 'Energy forecaster',
      payStatus: 1,
      sources: [{ id: String(asset), name: 'Plant meters' }],
    });
    expect((await call(tokens.supplier2!, '/server/order/linkAppPage', {})).data.total).toBe(0);
    expect((await call(tokens.consumer!, '/server/order/linkAppPage', {})).code).toBe(ErrorCode.FORBIDDEN);
    expect((await call(tokens.supplier!, '/server/order/linkAppPage', { orderNo: 'nope' })).data.total).toBe(
      0,
    );
  });

  it('withdrawn by the developer: gone from the page, the orders and the usages', async () => {
    const mine = await call(tokens.developer!, '/server/item/relation/page', { itemId: String(app.itemId) });
    const id = mine.data.list[0].id;
    expect((await call(tokens.developer2!, '/server/item/relation/withdraw', { id })).code).toBe(
      ErrorCode.NOT_FOUND,
    );
    const res = await call(tokens.developer!, '/server/item/relation/withdraw', { id });
    expect(res.data.status).toBe(3);
    expect((await call(tokens.developer!, '/server/item/relation/withdraw', { id })).code).toBe(
      ErrorCode.ILLEGAL_STATE,
    );
    expect((await call(null, `/server/item/relation/ofItem?itemId=${app.itemId}`)).data).toEqual([]);
    expect((await call(tokens.supplier!, '/server/order/linkAppPage', {})).data.total).toBe(0);
    expect(
      (await call(tokens.supplier!, '/server/dataSource/deleteSource', { ids: [String(asset)] })).code,
    ).toBe(0);
  });

  it('lets the operator see every relation', async () => {
    const all = await call(tokens.admin!, '/server/item/relation/page', {});
    expect(all.data.total).toBeGreaterThanOrEqual(3);
  });
});

describe('foreign supplier asset', () => {
  it('relates to another supplier’s asset with that supplier deciding', async () => {
    const res = await requestRelation(tokens.developer!, app.itemId, foreignAsset);
    expect(res.data.supplierName).toBe('relsupp2 Ltd');
    const theirs = await call(tokens.supplier2!, '/server/item/relation/page', {});
    expect(theirs.data.total).toBe(1);
  });

  it('shows only orders paid after the approval', async () => {
    await buy(tokens.consumer!, app);
    t.clock.advance(60_000);
    const theirs = await call(tokens.supplier2!, '/server/item/relation/page', { status: 0 });
    const id = theirs.data.list[0].id;
    expect((await call(tokens.supplier2!, '/server/item/relation/decide', { id, approve: true })).code).toBe(
      0,
    );
    expect((await call(tokens.supplier2!, '/server/order/linkAppPage', {})).data.total).toBe(0);
    t.clock.advance(60_000);
    const later = await buy(tokens.consumer!, app);
    const page = await call(tokens.supplier2!, '/server/order/linkAppPage', {});
    expect(page.data.list.map((o: { id: string }) => o.id)).toEqual([later]);
  });
});

describe('goods of the related assets', () => {
  let assetGood: { itemId: number; skuId: number };
  let tableGood: { itemId: number; skuId: number };

  beforeAll(async () => {
    const supplier2 = await userIdOf(t, 'relsupp2');
    assetGood = await createGood(t, { ownerId: supplier2, itemType: 3, name: 'Foreign asset, whole' });
    tableGood = await createGood(t, { ownerId: supplier2, itemType: 4, name: 'Foreign asset, tables' });
    const hidden = await createGood(t, {
      ownerId: supplier2,
      itemType: 3,
      name: 'Not listed',
      listed: false,
    });
    for (const good of [assetGood, tableGood, hidden]) {
      await t.db
        .insert(goodsItemSource)
        .values({ itemId: good.itemId, ownerId: supplier2, sourceId: foreignAsset });
    }
  });

  it('lists the listed asset and table goods bound to the approved assets, to the application’s owner only', async () => {
    const url = `/server/item/relation/goods?itemId=${app.itemId}`;
    const res = await call(tokens.developer!, url);
    expect(res.code).toBe(0);
    expect(res.data).toEqual([
      {
        itemId: String(assetGood.itemId),
        itemName: 'Foreign asset, whole',
        itemType: 3,
        sourceId: String(foreignAsset),
        sourceName: 'Foreign asset',
        supplierId: expect.any(String),
        supplierName: 'relsupp2 Ltd',
      },
      expect.objectContaining({ itemId: String(tableGood.itemId), itemType: 4 }),
    ]);
    expect((await call(tokens.developer2!, url)).code).toBe(ErrorCode.NOT_FOUND);
    expect((await call(tokens.developer!, '/server/item/relation/goods?itemId=987654')).code).toBe(
      ErrorCode.NOT_FOUND,
    );
    expect((await call(tokens.supplier2!, url)).code).toBe(ErrorCode.FORBIDDEN);
    expect((await call(null, url)).code).not.toBe(0);
    // Pending relations give no goods.
    expect(
      (await call(tokens.developer!, `/server/item/relation/goods?itemId=${unlistedApp.itemId}`)).data,
    ).toEqual([]);
  });
});

describe('revoking an approved relation', () => {
  const approvedOfApp = async () =>
    (await call(tokens.supplier2!, '/server/item/relation/page', { itemId: String(app.itemId), status: 1 }))
      .data.list[0] as { id: string; sourceId: string };

  it('is the relation’s supplier’s only, needs a reason of 2 to 500 characters, and only from approved', async () => {
    const { id } = await approvedOfApp();
    const revoke = (token: string, body: Record<string, unknown>) =>
      call(token, '/server/item/relation/revoke', body);
    expect((await revoke(tokens.supplier!, { id, reason: 'Not yours' })).code).toBe(ErrorCode.NOT_FOUND);
    expect((await revoke(tokens.supplier2!, { id: '987654', reason: 'Gone' })).code).toBe(
      ErrorCode.NOT_FOUND,
    );
    expect((await revoke(tokens.developer!, { id, reason: 'Mine' })).code).toBe(ErrorCode.FORBIDDEN);
    expect((await revoke(tokens.supplier2!, { id })).code).toBe(ErrorCode.BAD_PARAMS);
    expect((await revoke(tokens.supplier2!, { id, reason: ' x ' })).code).toBe(ErrorCode.BAD_PARAMS);
    expect((await revoke(tokens.supplier2!, { id, reason: 'x'.repeat(501) })).code).toBe(
      ErrorCode.BAD_PARAMS,
    );
    const pending = await call(tokens.supplier!, '/server/item/relation/page', { status: 0 });
    const pendingId = pending.data.list[0].id;
    expect((await revoke(tokens.supplier!, { id: pendingId, reason: 'Too early' })).code).toBe(
      ErrorCode.ILLEGAL_STATE,
    );
    expect((await call(tokens.supplier!, '/server/item/relation/page', { status: 0 })).data.list[0].id).toBe(
      pendingId,
    );
    expect((await call(tokens.supplier2!, '/server/order/linkAppPage', {})).data.total).toBe(1);
  });

  it('stops the mall page, the supplier’s orders and the usage; a second revoke is 409; the pair may ask again', async () => {
    const { id, sourceId } = await approvedOfApp();
    const usedBy = async () =>
      (await call(tokens.supplier2!, `/server/project/selectAssetProject?assetId=${sourceId}`)).data.map(
        (u: { kind: string }) => u.kind,
      );
    expect((await usedBy()).sort()).toEqual(['application', 'goods', 'goods', 'goods']);
    const res = await call(tokens.supplier2!, '/server/item/relation/revoke', {
      id,
      reason: '  Licence ended  ',
    });
    expect(res.code).toBe(0);
    expect(res.data).toMatchObject({ id, status: 4, reply: 'Licence ended' });
    expect(
      (await call(tokens.supplier2!, '/server/item/relation/revoke', { id, reason: 'Again' })).code,
    ).toBe(ErrorCode.ILLEGAL_STATE);
    expect((await call(tokens.developer!, '/server/item/relation/withdraw', { id })).code).toBe(
      ErrorCode.ILLEGAL_STATE,
    );
    expect((await call(null, `/server/item/relation/ofItem?itemId=${app.itemId}`)).data).toEqual([]);
    expect((await call(tokens.supplier2!, '/server/order/linkAppPage', {})).data.total).toBe(0);
    expect((await call(tokens.developer!, `/server/item/relation/goods?itemId=${app.itemId}`)).data).toEqual(
      [],
    );
    // The three bound goods still use the asset; the revoked relation no longer does.
    expect(await usedBy()).toEqual(['goods', 'goods', 'goods']);
    const seen = await call(tokens.developer!, '/server/item/relation/page', { status: 4 });
    expect(seen.data.list[0]).toMatchObject({ id, reply: 'Licence ended' });
    const again = await requestRelation(tokens.developer!, app.itemId, Number(sourceId));
    expect(again.data.status).toBe(0);
    expect((await requestRelation(tokens.developer!, app.itemId, Number(sourceId))).code).toBe(
      ErrorCode.RELATION_OPEN,
    );
  });
});

describe('a request racing the asset’s delete', () => {
  // Meaningful on PostgreSQL (PGlite runs one transaction at a time): the request locks the asset row as the
  // delete does before its usage check, so a relation never points at a deleted asset.
  it('ends consistent: the relation and the asset, or neither and an error for the request', async () => {
    const supplierId = await userIdOf(t, 'supplier');
    const outcomes = new Set<string>();
    for (let round = 0; round < 8; round++) {
      const sourceId = await listedAsset(supplierId, `Racing asset ${round}`);
      const [added, deleted] = await Promise.all([
        requestRelation(tokens.developer2!, otherApp.itemId, sourceId),
        call(tokens.supplier!, '/server/dataSource/deleteSource', { ids: [String(sourceId)] }),
      ]);
      const relations = await t.db
        .select()
        .from(appAssetRelation)
        .where(eq(appAssetRelation.sourceId, sourceId));
      const assetRows = await t.db.select().from(dataSource).where(eq(dataSource.id, sourceId));
      if (added.code === 0) {
        expect(deleted.code).toBe(ErrorCode.SOURCE_IN_USE);
        expect(assetRows).toHaveLength(1);
        expect(assetRows[0]!.usageCount).toBe(1);
        expect(relations).toHaveLength(1);
        outcomes.add('relation');
      } else {
        expect(added.code).toBe(ErrorCode.RELATION_SOURCE_UNAVAILABLE);
        expect(deleted.code).toBe(0);
        expect(assetRows).toHaveLength(0);
        expect(relations).toHaveLength(0);
        outcomes.add('deleted');
      }
    }
    expect(outcomes.size).toBeGreaterThanOrEqual(1);
  });
});
