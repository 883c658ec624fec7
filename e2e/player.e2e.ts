/**
 * The player: a quality menu whose levels are what the signed playlist allows (a guest's, then an account's after
 * signing in from the menu), and the player without a mouse (Tab to named controls, shortcuts, the help dialog).
 */
import { api } from '@md/contract';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { nodeApi, signInAsNewUser, uniqueAccount } from './support/api.ts';
import { axeViolations, formatViolations } from './support/axe.ts';
import { launchBrowser, openPage, waitForSession, signUpThroughDialog } from './support/browser.ts';

const baseUrl = inject('baseUrl');
let browser: Browser;
/** Videos that are not free: a guest gets 标清 only. */
const paid: number[] = [];
beforeAll(async () => {
  browser = await launchBrowser();
  const client = nodeApi(baseUrl);
  for (let id = 40; paid.length < 4 && id < 140; id++) if (!(await client.call(api.mediaDetail, { id })).free) paid.push(id);
});
afterAll(() => browser?.close());

const video = (page: Page) =>
  page.evaluate(() => {
    const v = document.querySelector('video');
    return v ? { time: v.currentTime, paused: v.paused, volume: v.volume, muted: v.muted } : null;
  });

/** A guest pressing play on a video that is not free is asked to sign in (and the video still plays): say no. */
async function declineSignIn(page: Page) {
  await page.getByText('登录后继续畅享高清视频').waitFor();
  await page.locator('.adm-center-popup-close').click();
  await page.getByText('登录后继续畅享高清视频').waitFor({ state: 'hidden' });
}

/**
 * Back to the start and playing. The demo clips last 16 to 30 seconds, and on a loaded machine the steps before a
 * check (signing up, an axe pass) can outlast what was left: a check that time moves on needs time left to move.
 */
const rewind = (page: Page) =>
  page.evaluate(() => {
    const v = document.querySelector('video')!;
    v.currentTime = 0;
    // Not awaited in the page (no deadline there): the checks that follow wait for the time to move.
    void v.play().catch(() => undefined);
  });

/** To a time while paused, once the video is there. */
async function seekPaused(page: Page, time: number) {
  await page.evaluate((to) => (document.querySelector('video')!.currentTime = to), time);
  await expect.poll(() => page.evaluate(() => document.querySelector('video')!.seeking)).toBe(false);
}

const menuItems = (page: Page) => page.getByRole('menu', { name: '画质' }).getByRole('menuitemradio').allTextContents();

describe.each(['mobile', 'desktop'] as const)('player quality at %s size', (viewport) => {
  it('a guest gets 标清 only with a hint; signing in from the menu unlocks 高清 and 超清, and 超清 plays', async () => {
    const { page, context, errors } = await openPage(browser, baseUrl, viewport, { touch: viewport === 'mobile' });
    const levelsFetched = new Set<string>();
    const refused: string[] = [];
    page.on('response', (res) => {
      const level = /\/media\/video\/[a-z]+\/(\d+p)\//.exec(res.url())?.[1];
      if (level) levelsFetched.add(level);
      if (res.url().includes('/media/video/') && res.status() >= 400) refused.push(`${res.status()} ${res.url()}`);
    });
    await page.goto(`/videoDetails?id=${paid[viewport === 'mobile' ? 0 : 1]}`);
    await waitForSession(page);
    // Warmed up before the press: the badge and the menu are there already.
    const badge = page.locator('.video-player__badge');
    await expect.poll(() => badge.textContent(), { timeout: 15_000 }).toBe('最高画质 标清');
    await page.getByRole('button', { name: /^播放 / }).click();
    await page.waitForSelector('video');
    await declineSignIn(page);
    await expect.poll(async () => (await video(page))?.time ?? 0, { timeout: 20_000 }).toBeGreaterThan(0.5);

    const quality = page.getByRole('button', { name: /^画质：/ });
    await quality.click();
    expect(await menuItems(page)).toEqual([expect.stringMatching(/^自动/), '标清360P']);
    const unlock = page.getByRole('menuitem', { name: '登录解锁高清/超清' });
    await unlock.click();
    const dialog = page.getByRole('dialog');
    await page.getByText('登录后继续畅享高清视频').waitFor();
    await signUpThroughDialog(dialog, uniqueAccount(`q${viewport.slice(0, 1)}`));
    await page.getByText('登录后继续畅享高清视频').waitFor({ state: 'hidden' });

    // Signed in: the badge and the menu change, and the stream is reloaded with every level.
    await expect.poll(() => badge.textContent(), { timeout: 15_000 }).toBe('最高画质 超清');
    await quality.click();
    expect(await menuItems(page)).toEqual([expect.stringMatching(/^自动/), '超清1080P', '高清720P', '标清360P']);
    expect(await page.getByRole('menuitem', { name: /登录解锁/ }).count()).toBe(0);
    await page.getByRole('menuitemradio', { name: /^超清/ }).click();
    await expect.poll(() => quality.textContent()).toBe('超清');
    await expect.poll(() => levelsFetched.has('1080p'), { timeout: 20_000 }).toBe(true);
    await rewind(page);
    await expect.poll(async () => (await video(page))?.time ?? 0, { timeout: 20_000 }).toBeGreaterThan(1);
    expect(refused).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('player without a mouse', () => {
  it('plays with Enter, reaches named controls with Tab, obeys the shortcuts and lists them in a help dialog', async () => {
    const { page, context, errors } = await openPage(browser, baseUrl, 'desktop');
    await page.goto(`/videoDetails?id=${paid[2]}`);
    await waitForSession(page);
    await page.getByRole('button', { name: /^播放 / }).focus();
    await page.keyboard.press('Enter');
    await page.waitForSelector('video');
    await declineSignIn(page);
    await expect.poll(async () => (await video(page))?.time ?? 0, { timeout: 20_000 }).toBeGreaterThan(0.5);
    // The poster's focus went on to the player's play control (not back to the page's start).
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('播放 / 暂停');

    // Tab goes through the right-hand controls the way they are seen, left to right.
    const seen: { name: string; x: number }[] = [];
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press('Tab');
      const at = await page.evaluate(() => {
        const el = document.activeElement as HTMLElement | null;
        return el?.closest('.xg-right-grid') ? { name: el.getAttribute('aria-label') ?? '', x: el.getBoundingClientRect().left } : null;
      });
      if (at) seen.push(at);
      else if (seen.length > 0) break;
    }
    expect(seen.map((c) => c.name).join(' | ')).toContain('全屏');
    expect(seen.length, seen.map((c) => c.name).join(' | ')).toBeGreaterThanOrEqual(3);
    expect(seen.map((c) => c.x), seen.map((c) => c.name).join(' | ')).toEqual(seen.map((c) => c.x).sort((a, b) => a - b));

    // Tab from the page into the player lands on its controls even once they have hidden (as they do after a few
    // idle seconds of playing).
    await rewind(page);
    await page.locator('.xgplayer.xgplayer-inactive').waitFor({ state: 'attached' });
    await page.evaluate(() => {
      const player = document.querySelector('.xgplayer')!;
      const focusable = [...document.querySelectorAll<HTMLElement>('a[href], button:not([disabled]), input, [tabindex="0"]')];
      const before = focusable.filter((el) => player.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_PRECEDING && el.offsetParent !== null);
      before.at(-1)!.focus();
    });
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.closest('.xgplayer-controls') !== null)).toBe(true);
    // …and they show while the focus is in them (idle, they are transparent, not hidden: a Tab can reach them).
    await expect.poll(() => page.evaluate(() => document.querySelector('.xgplayer')!.classList.contains('xgplayer-inactive'))).toBe(false);
    await expect.poll(() => page.evaluate(() => getComputedStyle(document.querySelector('.xgplayer-controls')!).opacity)).toBe('1');

    // Tab goes through the player's controls, each with a name.
    await page.getByRole('button', { name: /^画质：/ }).focus();
    const names: string[] = [];
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press('Shift+Tab');
      names.push(await page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent ?? ''));
    }
    for (const name of ['播放 / 暂停', '静音 / 取消静音', '网页全屏', '全屏', '播放进度']) expect(names, names.join(' | ')).toContain(name);
    // The speed control says its shown rate too (its name contains what is seen: axe's label-content-name-mismatch).
    expect(names.some((name) => /^播放速度 \S+$/.test(name)), names.join(' | ')).toBe(true);
    // The page with the player running and its controls shown: nothing serious or critical for axe.
    const serious = await axeViolations(page);
    expect(serious, formatViolations('video page, playing', serious)).toEqual([]);

    // Enter on a focused control presses it (a Tab first: the controls may have hidden again meanwhile).
    await rewind(page);
    const play = page.locator('[aria-label="播放 / 暂停"]');
    await page.keyboard.press('Tab');
    await play.focus();
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('播放 / 暂停');
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await video(page))?.paused).toBe(true);
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await video(page))?.paused).toBe(false);

    // Shortcuts, from the page (focus on no control).
    await page.getByRole('heading', { level: 1 }).click();
    await page.keyboard.press('k');
    await expect.poll(async () => (await video(page))?.paused).toBe(true);
    await page.keyboard.press(' ');
    await expect.poll(async () => (await video(page))?.paused).toBe(false);
    await page.keyboard.press('k');
    await expect.poll(async () => (await video(page))?.paused).toBe(true);
    // From a known place, far enough from the end for a step forward (the clip may be 16 seconds).
    await seekPaused(page, 1);
    const before = (await video(page))!.time;
    await page.keyboard.press('ArrowRight');
    await expect.poll(async () => (await video(page))!.time).toBeGreaterThan(before + 4);
    await page.keyboard.press('ArrowLeft');
    await expect.poll(async () => (await video(page))!.time).toBeLessThan(before + 1);
    const volume = (await video(page))!.volume;
    await page.keyboard.press('ArrowDown');
    await expect.poll(async () => (await video(page))!.volume).toBeCloseTo(volume - 0.1, 5);
    await page.keyboard.press('ArrowUp');
    await expect.poll(async () => (await video(page))!.volume).toBeCloseTo(volume, 5);
    await page.keyboard.press('m');
    await expect.poll(async () => (await video(page))!.muted).toBe(true);
    await page.keyboard.press('m');
    await expect.poll(async () => (await video(page))!.muted).toBe(false);
    await page.keyboard.press('f');
    await expect.poll(() => page.evaluate(() => document.fullscreenElement !== null)).toBe(true);
    await page.keyboard.press('f');
    await expect.poll(() => page.evaluate(() => document.fullscreenElement === null)).toBe(true);

    // `?` opens the help: a named dialog listing the shortcuts; Escape closes it and focus comes back.
    const help = page.getByRole('button', { name: '键盘快捷键' });
    await help.focus();
    await page.keyboard.press('?');
    const dialog = page.getByRole('dialog', { name: '键盘快捷键' });
    await dialog.waitFor();
    const text = (await dialog.textContent()) ?? '';
    for (const part of ['Space', 'K', '←', '→', '↑', '↓', 'M', 'F', '?', '播放 / 暂停', '静音 / 取消静音', '全屏 / 退出全屏']) expect(text).toContain(part);
    // Keys belong to the dialog while it is open.
    const paused = (await video(page))!.paused;
    await page.keyboard.press('k');
    expect((await video(page))!.paused).toBe(paused);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('键盘快捷键');
    // Its button opens it too, and its close button closes it.
    await help.click();
    await dialog.getByRole('button', { name: '关闭' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('player with the keyboard and a mouse', () => {
  it('keeps the controls shown while the keyboard is in them, whatever the pointer does; web fullscreen holds the keyboard until Escape; the controls hide once it leaves', async () => {
    const { page, context, errors } = await openPage(browser, baseUrl, 'desktop');
    // The page's timers on a clock the test moves: the controls' auto-hide (3 s) is checked without waiting it out.
    await page.clock.install();
    await page.goto(`/videoDetails?id=${paid[3]}`);
    await waitForSession(page);
    await page.getByRole('button', { name: /^播放 / }).focus();
    await page.keyboard.press('Enter');
    await page.waitForSelector('video');
    await declineSignIn(page);
    await expect.poll(async () => (await video(page))?.time ?? 0, { timeout: 20_000 }).toBeGreaterThan(0.2);
    const focused = () => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.tagName);
    const hidden = () => page.evaluate(() => document.querySelector('.xgplayer')!.classList.contains('xgplayer-inactive'));
    // The keyboard's focus on the play control (the poster's Enter led there; the sign-in hint was closed with the
    // mouse, so a Tab there and back).
    await expect.poll(focused).toBe('播放 / 暂停');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Shift+Tab');
    await expect.poll(focused).toBe('播放 / 暂停');

    // A pointer passing in and out, and resting over the player: the focus stays on the control, the controls stay.
    const box = (await page.locator('.xgplayer').boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 3);
    await page.mouse.move(box.x + box.width / 2, box.y + box.height + 40);
    await page.mouse.move(box.x + box.width / 3, box.y + box.height / 3);
    expect(await focused()).toBe('播放 / 暂停');
    await page.clock.runFor(8_000);
    expect(await hidden()).toBe(false);

    // Web fullscreen covers the page: Tab stays in the player, Escape leaves it, focus on the control that entered.
    const webFullscreen = page.locator('[aria-label="网页全屏"]');
    await webFullscreen.focus();
    await page.keyboard.press('Enter');
    const covering = () => page.evaluate(() => document.querySelector('.xgplayer')!.classList.contains('xgplayer-is-cssfullscreen'));
    await expect.poll(covering).toBe(true);
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.querySelector('.xgplayer')!.contains(document.activeElement))).toBe(true);
    }
    await webFullscreen.focus();
    await page.keyboard.press('Escape');
    await expect.poll(covering).toBe(false);
    expect(await webFullscreen.evaluate((el) => el === document.activeElement)).toBe(true);

    // The focus leaves the player: its controls hide after their idle time, the same clock moving.
    await page.locator('header a[href]').first().focus();
    expect(await page.evaluate(() => document.querySelector('.xgplayer')!.contains(document.activeElement))).toBe(false);
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.clock.runFor(8_000);
    await expect.poll(hidden).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('a press before the page runs', () => {
  it('plays once the scripts have come: a tap on the server-rendered poster is not lost', async () => {
    const { page, context, errors } = await openPage(browser, baseUrl, 'mobile', { touch: true });
    // The page's scripts are held back until the poster has been tapped, as on a slow phone.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/.*\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`/videoDetails?id=${paid[2]}`, { waitUntil: 'commit' });
    const play = page.getByRole('button', { name: /^播放 / });
    await play.tap();
    expect(await page.locator('video').count()).toBe(0);
    release();
    await page.waitForSelector('video');
    await declineSignIn(page);
    await expect.poll(async () => (await video(page))?.time ?? 0, { timeout: 20_000 }).toBeGreaterThan(0.5);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('the next video (自动连播)', () => {
  it('played to its end, a video offers the next with a countdown: 取消连播 keeps the page; left alone, the next opens playing; 自动连播 off, nothing is offered', async () => {
    const id = 10;
    const [next] = await nodeApi(baseUrl).call(api.mediaMaylike, { id, pageSize: 12 });
    const { page, context, errors } = await openPage(browser, baseUrl, 'mobile');
    // Signed in: every video plays for an account (a guest is asked to sign in by a video that is not free).
    await page.goto('/');
    await waitForSession(page);
    await signInAsNewUser(page, baseUrl, 'nx');
    await page.goto(`/videoDetails?id=${id}`);
    await waitForSession(page);
    await page.getByRole('button', { name: /^播放 / }).click();
    await expect.poll(async () => (await video(page))?.time ?? 0, { timeout: 20_000 }).toBeGreaterThan(0);
    const toEnd = () =>
      page.evaluate(() => {
        const v = document.querySelector('video')!;
        v.currentTime = v.duration - 0.3;
        void v.play().catch(() => undefined);
      });

    // The end: the offer names the first of 猜你喜欢; the keyboard's place, in the player, moves to 取消连播.
    await page.locator('[aria-label="播放 / 暂停"]').focus();
    await toEnd();
    const offer = page.getByRole('group', { name: '接下来播放' });
    await offer.waitFor();
    expect(await offer.textContent()).toContain(next!.title);
    const cancel = offer.getByRole('button', { name: '取消连播' });
    await expect.poll(() => cancel.evaluate((el) => el === document.activeElement)).toBe(true);
    // (No axe walk here: it could outlast the countdown. The offer's parts are named above, white on the dimmed video.)
    await page.keyboard.press('Enter');
    await offer.waitFor({ state: 'detached' });
    expect(new URL(page.url()).searchParams.get('id')).toBe(String(id));

    // Again, in web fullscreen and left alone: the end leaves the fullscreen, so the offer is seen (nothing over its
    // middle), and the countdown runs out: the next video's page opens, its video playing by itself.
    await page.locator('[aria-label="网页全屏"]').focus();
    await page.keyboard.press('Enter');
    const covering = () => page.evaluate(() => document.querySelector('.xgplayer')!.classList.contains('xgplayer-is-cssfullscreen'));
    await expect.poll(covering).toBe(true);
    await toEnd();
    await offer.waitFor();
    expect(await covering()).toBe(false);
    expect(
      await offer.evaluate((el) => {
        const box = el.getBoundingClientRect();
        return el.contains(document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2));
      }),
    ).toBe(true);
    await page.waitForURL((url) => url.searchParams.get('id') === String(next!.id), { timeout: 20_000 });
    await page.getByRole('heading', { level: 1, name: next!.title }).waitFor();
    await expect.poll(async () => (await video(page))?.time ?? 0, { timeout: 20_000 }).toBeGreaterThan(0);
    expect((await video(page))!.paused).toBe(false);

    // A reload of that page shows its poster: only the countdown's own opening plays at once.
    // (The quality badge comes with the idle preload, once the page's client is there: a start would have come first.)
    await page.reload();
    await page.locator('.video-player__badge').waitFor();
    expect(await page.locator('.video-player').getAttribute('data-state')).toBe('poster');
    expect(await page.locator('video').count()).toBe(0);

    // 自动连播 beside 猜你喜欢, a switch: Space turns it, not the video playing (Space is the player's pause).
    const autoplay = page.getByRole('switch', { name: '自动连播' });
    expect(await autoplay.isChecked()).toBe(true);
    await page.getByRole('button', { name: /^播放 / }).click();
    await expect.poll(async () => (await video(page))?.time ?? 0, { timeout: 20_000 }).toBeGreaterThan(0);
    await autoplay.focus();
    await page.keyboard.press('Space');
    expect(await autoplay.isChecked()).toBe(false);
    await page.keyboard.press('Space');
    expect(await autoplay.isChecked()).toBe(true);
    expect((await video(page))!.paused).toBe(false);
    // Turned off while the offer counts down, the offer goes; on again, no old offer comes back.
    await toEnd();
    await offer.waitFor();
    await autoplay.click();
    await offer.waitFor({ state: 'detached' });
    await autoplay.click();
    expect(await autoplay.isChecked()).toBe(true);
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    expect(await offer.count()).toBe(0);
    expect(new URL(page.url()).searchParams.get('id')).toBe(String(next!.id));

    // Off for good: the end offers nothing, and the choice outlasts a reload.
    await autoplay.click();
    expect(await autoplay.isChecked()).toBe(false);
    await page.reload();
    await page.locator('.video-player__badge').waitFor();
    await expect.poll(() => autoplay.isChecked()).toBe(false);
    await page.getByRole('button', { name: /^播放 / }).click();
    await expect.poll(async () => (await video(page))?.time ?? 0, { timeout: 20_000 }).toBeGreaterThan(0);
    await toEnd();
    await page.waitForFunction(() => document.querySelector('video')?.ended === true, null, { timeout: 20_000 });
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    expect(await offer.count()).toBe(0);
    expect(new URL(page.url()).searchParams.get('id')).toBe(String(next!.id));
    expect(errors).toEqual([]);
    await context.close();
  });
});
