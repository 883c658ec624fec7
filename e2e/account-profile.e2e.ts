/**
 * The profile at both sizes: the /mine header, the profile screen (avatar picked, previewed and uploaded, or kept by
 * 保存资料 with the rest; the profile; the password), the other session signed out after a password change, the
 * sign-in page with its redirect and its lockout notice.
 */
import { deflateSync } from 'node:zlib';
import { api } from '@md/contract';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { nodeApi, uniqueAccount } from './support/api.ts';
import { launchBrowser, openPage, sessionStarted, userInfo, waitForSession, recordToasts, shownToasts, toastShown } from './support/browser.ts';

const baseUrl = inject('baseUrl');
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** A solid-colour PNG, written by hand (CRC-32 and zlib are all a PNG needs). */
function png(width: number, height: number): Buffer {
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const byte of bytes) {
      c ^= byte;
      for (let k = 0; k < 8; k++) c = c & 1 ? (c >>> 1) ^ 0xedb88320 : c >>> 1;
    }
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const out = Buffer.alloc(body.length + 8);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc(body), body.length + 4);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3, Buffer.from([200, 40, 60]))]);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', deflateSync(pixels)), chunk('IEND', Buffer.alloc(0))]);
}

/** A new registered account made through the API, and its session. */
async function newAccount(prefix: string) {
  const account = uniqueAccount(prefix);
  const session = await nodeApi(baseUrl).call(api.loginAccountCreate, { account, password: 'secret123', confirmPassword: 'secret123' });
  return { account, session };
}

/** Puts a session in the page's storage, as a sign-in would. */
async function useSession(page: Page, session: { token: string; userInfo: unknown }) {
  await page.evaluate((s) => {
    localStorage.setItem('md:app', JSON.stringify({ ...JSON.parse(localStorage.getItem('md:app')!), token: s.token }));
    localStorage.setItem('md:user', JSON.stringify(s.userInfo));
  }, session);
}

describe.each(['mobile', 'desktop'] as const)('profile at %s size', (viewport) => {
  it('the /mine header, then the profile screen: avatar with preview and progress, profile, refusals', async () => {
    const { page, context, errors } = await openPage(browser, baseUrl, viewport);
    await page.goto('/');
    await waitForSession(page);
    const { account, session } = await newAccount(`pf${viewport[0]}`);
    await useSession(page, session);
    await page.goto('/mine');
    const header = page.getByRole('region', { name: '我的信息' });
    await header.getByText('Lv.1').waitFor();
    expect(await header.getByTestId('mine-nickname').textContent()).toBe(account);
    await expect.poll(() => header.getByTestId('mine-points').textContent()).toBe('0 积分');
    await expect.poll(() => header.getByTestId('mine-checkin').textContent()).toBe('今日未签到');
    expect(await header.getByRole('link', { name: '消息' }).getAttribute('href')).toBe('/sysMsg');
    expect(await header.getByRole('button', { name: '分享' }).count()).toBe(1);
    expect(await header.getByRole('link', { name: '设置' }).count()).toBe(1);
    // No title yet, no unread dot yet: the slots stay empty.
    expect(await header.getByTestId('mine-title').count()).toBe(0);
    expect(await header.getByRole('img', { name: '有未读消息' }).count()).toBe(0);

    await sessionStarted(page);
    // 设置 goes down to the settings on this page, the keyboard's focus with it, and leaves no history entry: one the
    // router did not make is a POP it cannot block (it warned so while offline navigation was being guarded).
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning' || message.type() === 'error') warnings.push(message.text());
    });
    await header.getByTestId('mine-checkin').click();
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('checkin');
    await header.getByRole('link', { name: '设置' }).click();
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('mine-settings');
    expect(new URL(page.url()).hash).toBe('');
    expect(await page.locator('#mine-settings').evaluate((el) => el.getBoundingClientRect().top < window.innerHeight)).toBe(true);
    expect(warnings.filter((text) => text.includes('blocker'))).toEqual([]);
    await header.getByRole('link', { name: '编辑资料' }).last().click();
    await page.waitForURL('**/mine/profile');
    await page.getByRole('heading', { level: 1, name: '编辑资料' }).waitFor();

    // The avatar: picked, previewed before anything is sent, then uploaded.
    await page.locator('input[type="file"]').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png(320, 180) });
    await page.getByTestId('avatar-preview').waitFor();
    await recordToasts(page);
    await page.getByRole('button', { name: '上传头像' }).click();
    await toastShown(page, '头像已更新');
    await page.getByRole('img', { name: '当前头像' }).waitFor();
    const client = nodeApi(baseUrl);
    client.setToken(session.token);
    const avatar = (await client.call(api.userInfo, {})).avatar;
    expect(avatar).toMatch(/^uploads\/.+\.webp$/);

    // A refusal is said under the form; nothing changes.
    const nickname = page.getByLabel('昵称');
    await nickname.fill('a');
    // A focused field rings its grey box, outside it, and not the bare field inside (a ring touching the words).
    const rings = () =>
      page.evaluate(() => {
        const field = document.activeElement as HTMLElement;
        const box = field.closest('.profile-field__control')!;
        const style = (el: Element) => getComputedStyle(el).outlineStyle;
        return { box: style(box), field: style(field), inner: style(field.closest('.adm-input, .adm-text-area') ?? field) };
      });
    expect(await rings()).toEqual({ box: 'solid', field: 'none', inner: 'none' });
    await page.getByLabel('个人简介').focus();
    expect(await rings()).toEqual({ box: 'solid', field: 'none', inner: 'none' });
    await nickname.focus();
    await page.getByRole('button', { name: '保存资料' }).click();
    await expect.poll(() => page.getByTestId('profile-error').textContent()).toBe('昵称不少于2位');
    const newName = `小明${viewport === 'mobile' ? 'M' : 'D'}`;
    await nickname.fill(newName);
    await page.getByRole('radio', { name: '女' }).check();
    await page.getByLabel('生日').fill('1999-09-09');
    await page.getByLabel('个人简介').fill('喜欢看电影');
    await recordToasts(page);
    await page.getByRole('button', { name: '保存资料' }).click();
    await toastShown(page, '资料已保存');
    expect(await client.call(api.userInfo, {})).toMatchObject({ nickname: newName, gender: 'female', birthday: '1999-09-09', bio: '喜欢看电影', avatar });

    // The password form checks in the sign-up order before sending.
    await page.getByLabel('原密码').fill('secret123');
    await page.getByLabel('新密码', { exact: true }).fill('secret456');
    await page.getByLabel('确认新密码').fill('secret457');
    await page.getByRole('button', { name: '确认修改' }).click();
    await expect.poll(() => page.getByTestId('password-error').textContent()).toBe('两次密码不一致 请重新确认');

    // Back on /mine the header shows the new name and the avatar.
    await page.goto('/mine');
    await header.getByTestId('mine-nickname').getByText(newName).waitFor();
    await header.locator('.mine-header__avatar img').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a picture picked but not uploaded is kept by 保存资料 with the rest, said once', async () => {
    const { page, context, errors } = await openPage(browser, baseUrl, viewport);
    await page.goto('/');
    await waitForSession(page);
    const { session } = await newAccount(`pa${viewport[0]}`);
    await useSession(page, session);
    await page.goto('/mine/profile');
    await page.getByRole('heading', { level: 1, name: '编辑资料' }).waitFor();
    await page.locator('input[type="file"]').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png(200, 200) });
    await page.getByTestId('avatar-preview').waitFor();
    const newName = `阿图${viewport === 'mobile' ? 'M' : 'D'}`;
    await page.getByLabel('昵称').fill(newName);
    await recordToasts(page);
    await page.getByRole('button', { name: '保存资料' }).click();
    await toastShown(page, '资料已保存');
    await page.getByRole('img', { name: '当前头像' }).waitFor();
    expect(await page.getByTestId('avatar-preview').count()).toBe(0);
    const client = nodeApi(baseUrl);
    client.setToken(session.token);
    const saved = await client.call(api.userInfo, {});
    expect(saved.nickname).toBe(newName);
    expect(saved.avatar).toMatch(/^uploads\/.+\.webp$/);
    expect(await shownToasts(page)).not.toContain('头像已更新');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a password changed in one browser signs the other out at its next call and ends the account card', async () => {
    const { account, session } = await newAccount(`pw${viewport[0]}`);
    const other = await nodeApi(baseUrl).call(api.loginOfficial, { account, password: 'secret123' });
    // The other session saved an account card: the change ends it too, and says so.
    const otherApi = nodeApi(baseUrl);
    otherApi.setToken(other.token);
    await otherApi.call(api.userQrcode, { action: 'issue' });
    const first = await openPage(browser, baseUrl, viewport);
    const second = await openPage(browser, baseUrl, viewport);
    for (const [tab, s] of [
      [first.page, session],
      [second.page, other],
    ] as const) {
      await tab.goto('/');
      await waitForSession(tab);
      await useSession(tab, s);
    }
    await second.page.goto('/mine');
    await second.page.getByRole('region', { name: '我的信息' }).getByText('Lv.1').waitFor();
    // Away while the password changes: its page's own calls (the online beat, the message stream) would otherwise find
    // the session gone at a moment of their choosing, and a reload just then takes the notice away unseen.
    await second.page.goto('about:blank');

    await first.page.goto('/mine/profile');
    await sessionStarted(first.page);
    await first.page.getByLabel('原密码').fill('wrong-password');
    await first.page.getByLabel('新密码', { exact: true }).fill('secret456');
    await first.page.getByLabel('确认新密码').fill('secret456');
    await first.page.getByRole('button', { name: '确认修改' }).click();
    await expect.poll(() => first.page.getByTestId('password-error').textContent()).toBe('原密码错误');
    await first.page.getByLabel('原密码').fill('secret123');
    await recordToasts(first.page);
    await first.page.getByRole('button', { name: '确认修改' }).click();
    await toastShown(first.page, '密码已修改，其他设备已退出登录，身份卡已失效');

    // The other browser's next call finds its session gone: told so, back home as a guest.
    // The notice is a toast that leaves after a moment: recorded by the page from the visit on, so a slow machine
    // cannot let it come and go unseen.
    await recordToasts(second.page);
    await second.page.goto('/mine');
    await toastShown(second.page, '您的登录状态已失效');
    await second.page.waitForURL((url) => url.pathname === '/');
    await expect.poll(async () => (await userInfo(second.page))?.account ?? null, { timeout: 15_000 }).toBeNull();
    // This browser is still signed in.
    await first.page.goto('/mine');
    await first.page.getByRole('region', { name: '我的信息' }).getByText('Lv.1').waitFor();
    expect((await userInfo(first.page))?.account).toBe(account);
    expect([...first.errors, ...second.errors]).toEqual([]);
    await first.context.close();
    await second.context.close();
  });

  it('the sign-in page: goes to its redirect after signing in, never off the site; tells of a lockout first', async () => {
    const { account } = await newAccount(`lp${viewport[0]}`);
    const { page, context, errors } = await openPage(browser, baseUrl, viewport);
    await page.goto('/login?redirect=%2Fmine%2Fcollections');
    await page.getByRole('heading', { level: 1, name: '登录或注册' }).waitFor();
    await sessionStarted(page);
    // No popup over the page: its own form is the only one.
    expect(await page.getByRole('dialog').count()).toBe(0);
    await page.getByLabel('账号').fill(account);
    await page.getByLabel('密码', { exact: true }).fill('secret123');
    await page.getByRole('main').getByRole('button', { name: '登录', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/mine/collections');
    expect((await userInfo(page))?.account).toBe(account);

    // Already signed in: the page goes straight on; a redirect off the site goes home instead.
    await page.goto('/login?redirect=%2F%2Fevil.example%2Fx');
    await page.waitForURL((url) => url.origin === baseUrl && url.pathname === '/');
    await page.goto('/login?redirect=https%3A%2F%2Fevil.example');
    await page.waitForURL((url) => url.origin === baseUrl && url.pathname === '/');
    await page.goto('/login?redirect=%2F%5Cevil.example');
    await page.waitForURL((url) => url.origin === baseUrl && url.pathname === '/');
    await context.close();

    // A locked account: the form says how long before the button is pressed, and keeps the button off.
    const locked = uniqueAccount(`lk${viewport[0]}`);
    const guesser = nodeApi(baseUrl);
    for (let i = 0; i < 10; i++) await guesser.call(api.loginOfficial, { account: locked, password: 'wrong-guess' }).catch(() => null);
    const fresh = await openPage(browser, baseUrl, viewport);
    await fresh.page.goto('/login');
    await sessionStarted(fresh.page);
    await fresh.page.getByLabel('账号').fill(locked);
    await fresh.page.getByLabel('密码', { exact: true }).focus();
    await fresh.page.getByText(/^登录尝试次数过多，请1[45]分\d+秒后再试$/).waitFor();
    expect(await fresh.page.getByRole('main').getByRole('button', { name: '登录', exact: true }).isDisabled()).toBe(true);
    expect([...errors, ...fresh.errors]).toEqual([]);
    await fresh.context.close();
  });
});
