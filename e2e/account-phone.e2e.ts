/**
 * Phone numbers at both sizes: a signed-in user binds a number on /mine/phone with the code from the test inbox
 * (the server under test runs SMS_PROVIDER=inbox), then signs in with that number in a fresh browser context.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Locator } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { signInAsNewUser } from './support/api.ts';
import { expectAccessible } from './support/axe.ts';
import { launchBrowser, openPage, sessionStarted, userInfo, waitForSession, openLoginPopup } from './support/browser.ts';

const baseUrl = inject('baseUrl');
const inboxFile = path.join(inject('dataDir'), 'sms-inbox.jsonl');
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

interface InboxMessage {
  to: string;
  code: string;
  purpose: string;
}

function inbox(): InboxMessage[] {
  if (!fs.existsSync(inboxFile)) return [];
  return fs
    .readFileSync(inboxFile, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as InboxMessage);
}

/**
 * Presses the send button (the n-th 获取验证码 of the form) and returns the code that arrived in the inbox for this
 * number and purpose. The server under test allows a number one send a second: a press inside that second is
 * refused with its tip, and pressed again once the button is free.
 */
async function requestCode(form: Locator, to: string, purpose: string, nth = 0): Promise<string> {
  const sent = () => inbox().filter((m) => m.to === to && m.purpose === purpose);
  const before = sent().length;
  const button = form.locator('.phone-field__send').nth(nth);
  await button.click();
  await expect
    .poll(
      async () => {
        if (sent().length > before) return true;
        const refused = (await form.getByRole('alert').count()) > 0 && /验证码已发送/.test((await form.getByRole('alert').textContent()) ?? '');
        if (refused && (await button.isEnabled())) await button.click();
        return false;
      },
    )
    .toBe(true);
  return sent().at(-1)!.code;
}

describe.each(['mobile', 'desktop'] as const)('phone at %s size', (viewport) => {
  it('binds a number with the code from the inbox, changes it, then signs in with it in a fresh browser', async () => {
    // A number of its own per size and per run (the daily limit counts per number).
    const national = `139${viewport === 'mobile' ? '1' : '2'}${String(Date.now()).slice(-7)}`;
    const e164 = `+86${national}`;

    const first = await openPage(browser, baseUrl, viewport);
    await first.page.goto('/');
    await waitForSession(first.page);
    const { account } = await signInAsNewUser(first.page, baseUrl, `ph${viewport[0]}`);
    await first.page.goto('/mine');
    await sessionStarted(first.page);
    await first.page.getByRole('link', { name: '绑定手机号' }).click();
    await first.page.waitForURL((u) => u.pathname === '/mine/phone');
    const bind = first.page.getByRole('form', { name: '绑定手机号' });
    await bind.waitFor();
    expect(await bind.getByRole('combobox', { name: '国家或地区' }).inputValue()).toBe('CN');

    // Checked before anything is sent.
    await bind.getByRole('button', { name: '获取验证码' }).click();
    await expect.poll(() => bind.getByRole('alert').textContent()).toBe('请输入手机号');
    await bind.getByLabel('手机号', { exact: true }).fill('12345');
    await bind.getByRole('button', { name: '获取验证码' }).click();
    await expect.poll(() => bind.getByRole('alert').textContent()).toBe('手机号格式不正确');
    await expectAccessible(first.page, '/mine/phone');

    await bind.getByLabel('手机号', { exact: true }).fill(national);
    const code = await requestCode(bind, e164, 'bind');
    // The account's password is asked again: a wrong one is refused under its field, and the code stays good.
    await bind.getByLabel('验证码', { exact: true }).fill(code);
    const bindButton = bind.getByRole('button', { name: '绑定', exact: true });
    expect(await bindButton.isDisabled()).toBe(true);
    await bind.getByLabel('登录密码').fill('not-the-password');
    await bindButton.click();
    await expect.poll(() => bind.getByRole('alert').textContent()).toBe('密码错误');
    expect(await bind.getByLabel('登录密码').getAttribute('aria-invalid')).toBe('true');
    await bind.getByLabel('登录密码').fill('secret123');
    // A wrong code next: refused with the tries left.
    await bind.getByLabel('验证码', { exact: true }).fill(code === '000000' ? '111111' : '000000');
    await bind.getByRole('button', { name: '绑定', exact: true }).click();
    await expect.poll(() => bind.getByRole('alert').textContent()).toBe('验证码错误，还可尝试4次');
    await bind.getByLabel('验证码', { exact: true }).fill(code);
    await bind.getByRole('button', { name: '绑定', exact: true }).click();
    // Bound: the page now offers to change the number, shown masked.
    const change = first.page.getByRole('form', { name: '更换手机号' });
    await change.waitFor();
    expect(await change.getByText(`+86 ${national.slice(0, 3)}****${national.slice(-4)}`).count()).toBe(1);
    expect((await userInfo(first.page)) as { mobile?: string }).toMatchObject({ account, mobile: e164 });
    // /mine's entry follows.
    await first.page.goto('/mine');
    await sessionStarted(first.page);
    await first.page.getByRole('link', { name: `更换手机号（+86 ${national.slice(0, 3)}****${national.slice(-4)}）` }).click();
    await first.page.waitForURL((u) => u.pathname === '/mine/phone');

    // Change it: a code to the old number and one to the new.
    // Another last four digits, so its masked form differs from the old one's.
    const nextNational = `${national.slice(0, 7)}${String((Number(national.slice(-4)) + 1) % 10_000).padStart(4, '0')}`;
    const nextE164 = `+86${nextNational}`;
    await change.waitFor();
    const oldCode = await requestCode(change, e164, 'changeOld', 0);
    await change.getByLabel('原手机号验证码').fill(oldCode);
    await change.getByLabel('新手机号', { exact: true }).fill(nextNational);
    const newCode = await requestCode(change, nextE164, 'changeNew', 1);
    await change.getByLabel('新手机号验证码').fill(newCode);
    await change.getByRole('button', { name: '确认更换' }).click();
    await change.getByText(`+86 ${nextNational.slice(0, 3)}****${nextNational.slice(-4)}`).waitFor();
    await expect.poll(async () => ((await userInfo(first.page)) as { mobile?: string } | null)?.mobile).toBe(nextE164);
    expect(first.errors).toEqual([]);
    await first.context.close();

    // Another browser: sign in with the (new) number and a code.
    const second = await openPage(browser, baseUrl, viewport);
    await second.page.goto('/');
    await waitForSession(second.page);
    await sessionStarted(second.page);
    await openLoginPopup(second.page, viewport);
    const dialog = second.page.getByRole('dialog');
    await dialog.getByRole('tab', { name: '手机登录' }).click();
    await dialog.getByRole('combobox', { name: '国家或地区' }).waitFor();
    await expectAccessible(second.page, 'phone tab');
    await dialog.getByLabel('手机号', { exact: true }).fill(nextNational);
    const loginCode = await requestCode(dialog, nextE164, 'login');
    await dialog.getByLabel('验证码', { exact: true }).fill(loginCode);
    await dialog.getByRole('button', { name: '登录', exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(async () => ((await userInfo(second.page)) as { mobile?: string } | null)?.mobile).toBe(nextE164);
    expect(await userInfo(second.page)).toMatchObject({ account });
    expect(second.errors).toEqual([]);
    await second.context.close();
  });
});
