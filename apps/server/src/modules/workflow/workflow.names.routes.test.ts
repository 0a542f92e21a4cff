import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, loginAs, startTestApp, type TestApp } from '../../test/harness.js';

let t: TestApp;
let admin: string;
let instanceId = 0;

beforeAll(async () => {
  t = await startTestApp();
  admin = (await loginAs(t, 'admin')).token;
  const [consumer] = (await t.services.users.page({ page: 1, limit: 10 }, { username: 'consumer' })).list;
  instanceId = await t.services.workflow.start('refund', {
    businessKey: 'names-1',
    businessType: 'refund',
    objectName: 'Order 42',
    starterUserId: consumer!.id,
  });
});
afterAll(async () => {
  await t?.close();
});

const get = (url: string, lang?: string) =>
  t.app.inject({ url, headers: { ...bearer(admin), ...(lang ? { 'accept-language': lang } : {}) } });

describe('step names follow the caller’s language', () => {
  it('in the to-do list and the task', async () => {
    const names = async (lang: string) => {
      const { list } = (await get('/flow/todo/page', lang)).json().data;
      const row = list.find((r: { businessKey: string }) => r.businessKey === 'names-1');
      return [row.taskName, row.processDefinitionName, row.taskDefinitionKey];
    };
    expect(await names('zh-CN')).toEqual(['平台审核', '退款审核', 'platformReview']);
    expect(await names('zh-TW')).toEqual(['平台審核', '退款審核', 'platformReview']);
    expect(await names('en-US')).toEqual(['Platform review', 'Refund review', 'platformReview']);
    const { list } = (await get('/flow/todo/page', 'en-US')).json().data;
    const taskId = list.find((r: { businessKey: string }) => r.businessKey === 'names-1').taskId;
    const info = (await get(`/flow/task/info?taskId=${taskId}`, 'en-US')).json().data;
    expect(info).toMatchObject({ taskName: 'Platform review', processDefinitionName: 'Refund review' });
  });

  it('in the history', async () => {
    const rows = async (lang: string) =>
      (await get(`/flow/common/historic/list?processInstanceId=${instanceId}`, lang))
        .json()
        .data.map((r: { activityName: string }) => r.activityName);
    expect(await rows('zh-CN')).toEqual(['提交申请', '平台审核']);
    expect(await rows('en-US')).toEqual(['Submitted', 'Platform review']);
  });

  it('in the diagram: the page’s language parameter wins over the browser’s Accept-Language', async () => {
    const token = encodeURIComponent(admin);
    const url = `/flow/common/diagram/image?processInstanceId=${instanceId}&access_token=${token}`;
    const en = (await t.app.inject({ url: `${url}&language=en-US`, headers: { 'accept-language': 'zh-CN' } }))
      .body;
    expect(en).toContain('>Platform</text>');
    expect(en).toContain('>Approve</text>');
    expect(en).not.toContain('平台审核');
    const zh = (await t.app.inject({ url: `${url}&language=zh-CN`, headers: { 'accept-language': 'en-US' } }))
      .body;
    expect(zh).toContain('>平台审核</text>');
    expect(zh).toContain('>驳回</text>');
    const byHeader = (await t.app.inject({ url, headers: { 'accept-language': 'zh-TW' } })).body;
    expect(byHeader).toContain('>平台審核</text>');
  });

  it('in the process models and instances', async () => {
    const models = (await get('/flow/process/definitions?limit=100', 'en-US')).json().data.list;
    expect(models.find((m: { key: string }) => m.key === 'user-registration').name).toBe(
      'User registration review',
    );
    const running = (await get('/flow/process/running/page?limit=100', 'en-US')).json().data.list;
    expect(
      running.find((r: { businessKey: string }) => r.businessKey === 'names-1').processDefinitionName,
    ).toBe('Refund review');
  });
});
