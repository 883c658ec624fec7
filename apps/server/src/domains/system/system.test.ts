import { Code, api } from '@md/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adverts, navigationItems } from '../../db/schema/index.ts';
import { createHarness, type Harness } from '../../test/harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await createHarness({ seedVideos: 60 });
});
afterAll(() => h.close());

describe('ping/config', () => {
  it('gives the image base URL, menus and adverts to anyone', async () => {
    const res = await h.client().call(api.pingConfig);
    expect(res.envelope.code).toBe(Code.ok);
    const image = res.data.domains.find((d) => d.type === 'IMAGE')!;
    expect(image.urls[0]).toBe('/media/img');
    expect(res.data.headerMenus.map((m: { name: string }) => m.name)).toEqual(['首页', '标签', '演员', '排行', '圈子', '讨论', '测评']);
    expect(res.data.footerMenus.map((m: { name: string }) => m.name)).toEqual(['首页', '发现', '演员', '讨论', '我的']);
    expect(res.data.advertise.length).toBeGreaterThan(0);
    expect(res.data.advertise[0]).toMatchObject({ position: 'home_list', indexes: [4, 12, 20, 28, 36] });
  });

  it('names the menus in the caller\'s language where the operator gave a name in it; each language is cached apart', async () => {
    const english = { headers: { 'accept-language': 'en-US,en;q=0.9' } };
    const first = await h.client().call(api.pingConfig, undefined, english);
    expect(first.data.headerMenus.map((m: { name: string }) => m.name)).toEqual(['Home', 'Tags', 'Actresses', 'Rankings', 'Groups', 'Discuss', 'Reviews']);
    expect(first.data.footerMenus.map((m: { name: string }) => m.name)).toEqual(['Home', 'Discover', 'Actresses', 'Discuss', 'Me']);
    // Chinese again after English (the cached English answer is not served to a Chinese caller), and English again.
    expect((await h.client().call(api.pingConfig)).data.footerMenus[0].name).toBe('首页');
    expect((await h.client().call(api.pingConfig, undefined, english)).data.footerMenus[0].name).toBe('Home');
    // A menu without a name in that language keeps its own.
    await h.database.db.update(navigationItems).set({ nameI18n: {} }).where(eq(navigationItems.name, '我的'));
    h.app.routeCaches.of(api.pingConfig)!.clear();
    const footer = (await h.client().call(api.pingConfig, undefined, english)).data.footerMenus;
    expect(footer.map((m: { name: string }) => m.name)).toEqual(['Home', 'Discover', 'Actresses', 'Discuss', '我的']);
  });

  it('ignores the token, so a stale one does not break the first load', async () => {
    const res = await h.client().call(api.pingConfig, undefined, { token: 'z'.repeat(43) });
    expect(res.envelope.code).toBe(Code.ok);
  });

  it('refuses query parameters it does not know', async () => {
    const res = await h.client().call(api.pingConfig, undefined, { path: '/api/app/ping/config?debug=1' });
    expect(res.status).toBe(400);
  });
});

describe('advertise/click', () => {
  const clicks = async (id: number) => (await h.database.db.select().from(adverts).where(eq(adverts.id, id)))[0].clicks;

  it('counts a click from a guest and from a visitor without a token', async () => {
    const before = await clicks(1);
    const client = await h.client().prime();
    expect((await client.call(api.advertiseClick, { id: 1 })).envelope.code).toBe(Code.ok);
    const guest = await client.call(api.loginGuest, { devID: client.devId });
    client.token = guest.data.token;
    expect((await client.call(api.advertiseClick, { id: 1 })).envelope.code).toBe(Code.ok);
    expect(await clicks(1)).toBe(before + 2);
  });

  it('counts a click from a registered user', async () => {
    const before = await clicks(2);
    const client = await h.client().prime();
    client.token = (await client.call(api.loginAccountCreate, { account: 'ad_clicker', password: 'secret123', confirmPassword: 'secret123' })).data.token;
    expect((await client.call(api.advertiseClick, { id: 2 })).envelope.code).toBe(Code.ok);
    expect(await clicks(2)).toBe(before + 1);
  });

  it('answers an unknown advert with a not-found envelope', async () => {
    const res = await (await h.client().prime()).call(api.advertiseClick, { id: 999_999 });
    expect(res.status).toBe(200);
    expect(res.envelope).toEqual({ code: Code.notFound, tip: '广告不存在', data: null });
  });

  it.each([[{}], [{ id: '1' }], [{ id: -1 }], [{ id: 1.5 }], [{ id: 1, extra: 1 }], [{ id: 2 ** 40 }]])('refuses %j', async (body) => {
    const before = await clicks(1);
    const res = await (await h.client().prime()).raw(api.advertiseClick, body);
    expect(res.status).toBe(400);
    expect(await clicks(1)).toBe(before);
  });
});
