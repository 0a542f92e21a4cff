import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, loginAs, multipartFile, startTestApp, type TestApp, TINY_PNG } from '../../test/harness.js';
import { sendJson } from '../../test/requests.js';

let t: TestApp;
let admin: string;
let consumer: string;
let supplier: string;
let developer: string;

beforeAll(async () => {
  t = await startTestApp();
  admin = (await loginAs(t, 'admin')).token;
  consumer = (await loginAs(t, 'consumer')).token;
  supplier = (await loginAs(t, 'supplier')).token;
  developer = (await loginAs(t, 'developer')).token;
});
afterAll(async () => t.close());

async function upload(token: string, content = TINY_PNG, name = 'banner.png', type = 'image/png') {
  const body = multipartFile('file', name, content, type);
  const res = await t.app.inject({
    method: 'POST',
    url: '/sys/banner/upload',
    ...body,
    headers: { ...body.headers, ...bearer(token) },
  });
  return res.json();
}

const hour = 3_600_000;
const at = (offsetMs: number) => new Date(t.clock.now().getTime() + offsetMs).toISOString();

function bannerInput(image: string, extra: Record<string, unknown> = {}) {
  return { titleZhCn: '春季数据节', titleZhTw: '春季數據節', titleEnUs: 'Spring data fair', image, ...extra };
}

const mallBanners = async (language = 'en-US') =>
  (await sendJson(t, null, '/server/mall/banners', { method: 'GET', language })).data as {
    title: string;
    imageUrl: string;
    link: string;
  }[];

describe('home banners', () => {
  it('the mall shows nothing while there are no banners', async () => {
    expect(await mallBanners()).toEqual([]);
  });

  it('an uploaded image saved in a banner is shown on the mall, in the caller language, by sort', async () => {
    const uploaded = await upload(admin);
    expect(uploaded.code).toBe(0);
    expect(uploaded.data.key).toMatch(/^banner\/[0-9a-f-]{36}\.png$/);
    const image = await t.app.inject({ method: 'GET', url: uploaded.data.url });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.rawPayload.equals(TINY_PNG)).toBe(true);

    const second = await sendJson(t, admin, '/sys/banner', {
      payload: bannerInput(uploaded.data.key, {
        titleEnUs: 'Second',
        sort: 2,
        link: 'https://example.com/x',
      }),
    });
    const first = await sendJson(t, admin, '/sys/banner', {
      payload: bannerInput(uploaded.data.key, { sort: 1, link: '/news' }),
    });
    expect(first.code).toBe(0);
    expect(first.data).toMatchObject({
      enabled: true,
      live: true,
      link: '/news',
      imageUrl: uploaded.data.url,
    });
    expect(second.code).toBe(0);
    const shown = await mallBanners();
    expect(shown.map((b) => b.title)).toEqual(['Spring data fair', 'Second']);
    expect(shown[0]).toMatchObject({ link: '/news', imageUrl: uploaded.data.url });
    expect((await mallBanners('zh-TW'))[0]?.title).toBe('春季數據節');
  });

  it('shows only enabled banners inside their schedule', async () => {
    const { data } = await upload(admin);
    const payloads = [
      bannerInput(data.key, { titleEnUs: 'Disabled', enabled: false }),
      bannerInput(data.key, { titleEnUs: 'Future', startAt: at(hour) }),
      bannerInput(data.key, { titleEnUs: 'Ended', startAt: at(-2 * hour), endAt: at(-hour) }),
      bannerInput(data.key, { titleEnUs: 'Running', startAt: at(-hour), endAt: at(hour), sort: 0 }),
    ];
    for (const payload of payloads)
      expect((await sendJson(t, admin, '/sys/banner', { payload })).code).toBe(0);
    const titles = (await mallBanners()).map((b) => b.title);
    expect(titles).toContain('Running');
    expect(titles).not.toContain('Disabled');
    expect(titles).not.toContain('Future');
    expect(titles).not.toContain('Ended');
    t.clock.advance(2 * hour);
    const later = (await mallBanners()).map((b) => b.title);
    expect(later).toContain('Future');
    expect(later).not.toContain('Running');
    const page = await sendJson(t, admin, '/sys/banner/page?title=disab&limit=10', { method: 'GET' });
    expect(page.data.total).toBe(1);
    expect(page.data.list[0]).toMatchObject({ titleEnUs: 'Disabled', live: false });
  });

  it('updates and deletes a banner; its image goes once no banner uses it', async () => {
    const { data } = await upload(admin);
    const created = await sendJson(t, admin, '/sys/banner', { payload: bannerInput(data.key) });
    const id = created.data.id;
    const replacement = await upload(admin);
    const updated = await sendJson(t, admin, '/sys/banner', {
      method: 'PUT',
      payload: { id, ...bannerInput(replacement.data.key, { titleEnUs: 'Changed', enabled: false }) },
    });
    expect(updated.data).toMatchObject({ titleEnUs: 'Changed', enabled: false, image: replacement.data.key });
    expect((await t.app.inject({ method: 'GET', url: data.url })).json().code).toBe(404);
    const info = await sendJson(t, admin, `/sys/banner/${id}`, { method: 'GET' });
    expect(info.data.titleEnUs).toBe('Changed');
    expect((await sendJson(t, admin, '/sys/banner', { method: 'DELETE', payload: { ids: [id] } })).code).toBe(
      0,
    );
    expect((await sendJson(t, admin, `/sys/banner/${id}`, { method: 'GET' })).code).toBe(10645);
    expect((await t.app.inject({ method: 'GET', url: replacement.data.url })).json().code).toBe(404);
  });

  it('refuses bad links, schedules, titles, images and unknown banners, changing nothing', async () => {
    const { data } = await upload(admin);
    const before = (await sendJson(t, admin, '/sys/banner/page?limit=100', { method: 'GET' })).data.total;
    const cases: [Record<string, unknown>, number][] = [
      [bannerInput(data.key, { link: 'javascript:alert(1)' }), 10647],
      [bannerInput(data.key, { link: 'http://example.com' }), 10647],
      [bannerInput(data.key, { link: '//evil.example.com' }), 10647],
      [bannerInput(data.key, { startAt: at(hour), endAt: at(0) }), 10646],
      [bannerInput(data.key, { titleEnUs: '  ' }), 400],
      [bannerInput(data.key, { startAt: 'tomorrow' }), 400],
      [bannerInput('banner/00000000-0000-0000-0000-000000000000.png'), 400],
      [bannerInput('goods-image/00000000-0000-0000-0000-000000000000.png'), 400],
    ];
    for (const [payload, code] of cases) {
      const res = await sendJson(t, admin, '/sys/banner', { payload });
      expect(res.code, JSON.stringify(payload)).toBe(code);
    }
    const link = await sendJson(t, admin, '/sys/banner', { payload: cases[0]?.[0] });
    expect(link.msg).toMatch(/https/);
    const missing = await sendJson(t, admin, '/sys/banner', {
      method: 'PUT',
      payload: { id: 999999, ...bannerInput(data.key) },
    });
    expect(missing.code).toBe(10645);
    const text = await upload(admin, Buffer.from('not an image'), 'x.png', 'image/png');
    expect(text.code).toBe(10025);
    expect((await sendJson(t, admin, '/sys/banner/page?limit=100', { method: 'GET' })).data.total).toBe(
      before,
    );
  });

  it('only the operator manages banners', async () => {
    const { data } = await upload(admin);
    for (const token of [consumer, supplier, developer]) {
      expect((await sendJson(t, token, '/sys/banner/page', { method: 'GET' })).code).toBe(403);
      expect((await sendJson(t, token, '/sys/banner/1', { method: 'GET' })).code).toBe(403);
      expect((await sendJson(t, token, '/sys/banner', { payload: bannerInput(data.key) })).code).toBe(403);
      expect(
        (
          await sendJson(t, token, '/sys/banner', {
            method: 'PUT',
            payload: { id: 1, ...bannerInput(data.key) },
          })
        ).code,
      ).toBe(403);
      expect(
        (await sendJson(t, token, '/sys/banner', { method: 'DELETE', payload: { ids: [1] } })).code,
      ).toBe(403);
      expect((await upload(token)).code).toBe(403);
    }
    expect((await sendJson(t, consumer, '/server/mall/banners', { method: 'GET' })).code).toBe(0);
  });
});
