import assert from 'node:assert/strict';
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { settledScreenshot } from '../support/antd.js';
import { callApi, loginByApi } from '../support/api.js';
import { launchBrowser, newContext } from '../support/browser.js';
import { dropSchema, publishListedAsset } from '../support/listed-asset.js';
import { freePort, type RunningServer, startServer } from '../support/server.js';
import { loginThroughApi, switchLanguage } from '../support/session.js';

const RUN = randomBytes(3).toString('hex');
const SCHEMA = `private_subapp_${RUN}`;
const ASSET = `隐私计算样例资产 ${RUN}`;
const NODE_ONLINE = `隐私节点甲 ${RUN}`;
const NODE_OFFLINE = `隐私节点乙 ${RUN}`;
/** The workbench's build, served here by a small server of its own (an operator's PRIVATE_APP_URL). */
const DIST = process.env.PRIVATE_APP_DIST ?? path.resolve(import.meta.dirname, '../../apps/private/dist');

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.svg': 'image/svg+xml',
};

/** A static server of the workbench's build on a fixed port, which the journey stops and starts again. */
class WorkbenchServer {
  private server: http.Server | undefined;
  constructor(readonly port: number) {}

  get url() {
    return `http://127.0.0.1:${this.port}/`;
  }

  async start() {
    const server = http.createServer((req, res) => {
      const file = path.join(DIST, path.normalize(new URL(req.url ?? '/', this.url).pathname));
      if (!file.startsWith(DIST) || !fs.existsSync(file) || !fs.statSync(file).isFile()) {
        res.writeHead(404).end('Not found');
        return;
      }
      res.writeHead(200, {
        'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream',
        // The platform's pages import the modules from this other origin.
        'access-control-allow-origin': '*',
        'cache-control': 'no-cache',
      });
      fs.createReadStream(file).pipe(res);
    });
    await new Promise<void>((resolve) => server.listen(this.port, '127.0.0.1', resolve));
    assert.equal((server.address() as AddressInfo).port, this.port);
    this.server = server;
  }

  async stop() {
    const server = this.server;
    this.server = undefined;
    if (!server) return;
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
}

let server: RunningServer;
let workbench: WorkbenchServer;
let browser: Browser;
const contexts: BrowserContext[] = [];

before(async () => {
  assert.ok(fs.existsSync(path.join(DIST, 'remoteEntry.js')), `the workbench is built in ${DIST}`);
  workbench = new WorkbenchServer(await freePort());
  await workbench.start();
  server = await startServer({ CONNECTOR_ALLOW_PRIVATE: 'on', PRIVATE_APP_URL: workbench.url });
  browser = await launchBrowser();
});

after(async () => {
  for (const context of contexts) await context.close().catch(() => undefined);
  await browser?.close();
  await server?.stop();
  await workbench?.stop();
  await dropSchema(SCHEMA).catch(() => undefined);
});

async function open(language: 'zh-CN' | 'en-US', username: string): Promise<Page> {
  const context = await newContext(browser, server.baseUrl, language);
  contexts.push(context);
  const page = await context.newPage();
  await loginThroughApi(page, username);
  await page.waitForURL((url) => url.pathname !== '/home' && url.pathname !== '/healthz');
  return page;
}

/** The consumer's two privacy-computing nodes (one beating) and a grant of a listed asset. */
async function giveTheConsumerNodesAndAGrant() {
  const consumer = await loginByApi(server.baseUrl, 'consumer');
  const supplier = await loginByApi(server.baseUrl, 'supplier');
  const publicKey = () =>
    generateKeyPairSync('rsa', { modulusLength: 2048 }).publicKey.export({ type: 'spki', format: 'pem' });
  const saved = await callApi<{ node: { id: string }; token: string }>(
    server.baseUrl,
    consumer.token,
    '/server/nodeInfo/save',
    { name: NODE_ONLINE, kind: 'privacy', address: `pc-a-${RUN}.example.com:9443`, publicKey: publicKey() },
  );
  await callApi(server.baseUrl, consumer.token, '/server/nodeInfo/save', {
    name: NODE_OFFLINE,
    kind: 'privacy',
    address: `pc-b-${RUN}.example.com:9443`,
    publicKey: publicKey(),
  });
  const beat = await fetch(
    `${server.baseUrl}/server/user/edgeNodeStatus?nodeId=${saved.node.id}&version=3.0.1`,
    { method: 'POST', headers: { 'x-node-token': saved.token } },
  );
  assert.equal(((await beat.json()) as { code: number }).code, 0, 'the node beats');
  const assetId = await publishListedAsset(server.baseUrl, ASSET, SCHEMA);
  const today = new Date().toISOString().slice(0, 10);
  await callApi(server.baseUrl, supplier.token, '/server/assetManagement/insertAssetManagement', {
    sourceId: assetId,
    granteeIds: [consumer.userId],
    startDate: today,
    endDate: `${Number(today.slice(0, 4)) + 1}${today.slice(4)}`,
  });
}

const workbenchShown = (page: Page) => page.getByTestId('private-app').waitFor({ timeout: 30_000 });

describe('the privacy-computing workbench at /private', () => {
  let page: Page;

  it('a consumer opens /private: the overview, empty first, then with its nodes and grants', async () => {
    page = await open('zh-CN', 'consumer');
    await page.goto('/private');
    await workbenchShown(page);
    await page.getByText('您还没有隐私计算节点').waitFor();
    await page.getByText('您还没有数据资产授权').waitFor();
    const apply = page.getByRole('link', { name: '申请节点' });
    assert.equal(await apply.getAttribute('href'), '/consumer-node-apply');
    await settledScreenshot(page, 'private-subapp-zh-overview-empty');

    await giveTheConsumerNodesAndAGrant();
    await page.reload();
    await workbenchShown(page);
    const nodes = page.getByTestId('overview-nodes');
    await nodes.getByText(NODE_ONLINE).waitFor();
    await nodes.getByText(NODE_OFFLINE).waitFor();
    await nodes.getByText('在线').waitFor();
    await nodes.getByText('离线').waitFor();
    await page.getByTestId('overview-assets').getByText(ASSET).waitFor();
    await page.getByTestId('overview-assets').getByText('生效中').waitFor();
    await settledScreenshot(page, 'private-subapp-zh-overview');
  });

  it('routes its own sub-paths, and remembers the last one after a main route reloaded the page', async () => {
    await page.getByRole('menuitem', { name: '隐私计算节点' }).click();
    await page.waitForURL('**/private/nodes');
    await page.getByTestId('private-nodes').getByText(NODE_ONLINE).waitFor();
    await settledScreenshot(page, 'private-subapp-zh-nodes');
    await page.getByRole('menuitem', { name: '数据资产授权' }).click();
    await page.waitForURL('**/private/assets');
    await page.getByTestId('private-assets').getByText(ASSET).waitFor();
    await settledScreenshot(page, 'private-subapp-zh-assets');

    await page.evaluate(() => Object.assign(window, { privateJourneyMarker: 'same page' }));
    await page.getByTestId('back-to-mall').click();
    await page.waitForURL('**/mall');
    await page.waitForLoadState('load');
    assert.equal(
      await page.evaluate(() => (window as { privateJourneyMarker?: string }).privateJourneyMarker),
      undefined,
      'leaving /private loaded the page anew',
    );

    // In by the permissions page's link, back at the remembered sub-path.
    await page.goto('/consumer-permissions-index');
    await page.getByTestId('private-workbench-hint').waitFor();
    await settledScreenshot(page, 'private-subapp-zh-permissions');
    await page.getByTestId('private-workbench-link').click();
    await page.waitForURL('**/private/assets');
    await page.getByTestId('private-assets').getByText(ASSET).waitFor();
  });

  it('back to /private from a main page goes to the permissions page', async () => {
    await page.goto('/consumer-order-dataPacket');
    await page.waitForURL('**/consumer-order-dataPacket');
    await page.goBack();
    await page.waitForURL('**/consumer-permissions-index', { timeout: 30_000 });
  });

  it('says the sub-application failed to load while its server is down, and loads it on retry', async () => {
    await workbench.stop();
    await page.goto('/private/nodes');
    const failed = page.getByTestId('private-app-failed');
    await failed.waitFor({ timeout: 30_000 });
    await failed.getByText('子应用加载失败').waitFor();
    await failed.getByText(/请检查它是否正在运行/).waitFor();
    await settledScreenshot(page, 'private-subapp-zh-failed');

    await workbench.start();
    await page.getByTestId('private-app-retry').click();
    await page.getByTestId('private-nodes').getByText(NODE_ONLINE).waitFor({ timeout: 30_000 });
    assert.equal(new URL(page.url()).pathname, '/private/nodes');
  });

  it('in English: the overview, the lists and the failure message', async () => {
    const en = await open('en-US', 'consumer');
    await en.goto('/private/overview');
    await workbenchShown(en);
    await en.getByText('My privacy-computing nodes').waitFor();
    await en.getByTestId('overview-nodes').getByText('Online').waitFor();
    await settledScreenshot(en, 'private-subapp-en-overview');
    await en.getByRole('menuitem', { name: 'Data-asset grants' }).click();
    await en.getByTestId('private-assets').getByText('In force').waitFor();
    await settledScreenshot(en, 'private-subapp-en-assets');
    await en.getByRole('menuitem', { name: 'Privacy-computing nodes' }).click();
    await en.getByTestId('private-nodes').getByText('Offline').waitFor();
    await settledScreenshot(en, 'private-subapp-en-nodes');

    await workbench.stop();
    await en.goto('/private');
    const failed = en.getByTestId('private-app-failed');
    await failed.getByText('The sub-application failed to load').waitFor({ timeout: 30_000 });
    await failed.getByText(/Check that it is running/).waitFor();
    await settledScreenshot(en, 'private-subapp-en-failed');
    await workbench.start();

    // A language switch in the main app's header reaches the mounted workbench.
    await en.getByTestId('private-app-retry').click();
    await en.waitForURL('**/private/nodes');
    await en.getByTestId('private-nodes').getByText('Online').waitFor({ timeout: 30_000 });
    await switchLanguage(en, 'zh-TW');
    await en.getByRole('menuitem', { name: '概覽' }).waitFor();
    await en.getByTestId('private-nodes').getByText('線上').waitFor();
  });

  it('a supplier is told the workbench is for consumers; a visitor gets the login page', async () => {
    for (const language of ['zh-CN', 'en-US'] as const) {
      const supplier = await open(language, 'supplier');
      await supplier.goto('/private');
      const notice = supplier.getByTestId('private-not-consumer');
      await notice.waitFor({ timeout: 30_000 });
      await notice
        .getByText(
          language === 'zh-CN'
            ? '隐私计算工作台仅面向消费方'
            : 'The privacy-computing workbench is for consumers',
        )
        .waitFor();
      await settledScreenshot(supplier, `private-subapp-${language === 'zh-CN' ? 'zh' : 'en'}-not-consumer`);
    }

    const context = await newContext(browser, server.baseUrl, 'zh-CN');
    contexts.push(context);
    const visitor = await context.newPage();
    await visitor.goto('/private/assets');
    await visitor.waitForURL((url) => url.pathname === '/login');
    assert.equal(new URL(visitor.url()).searchParams.get('redirect'), '/private/assets');
  });
});
