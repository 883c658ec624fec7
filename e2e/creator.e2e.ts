/**
 * A creator's public side at phone size (375×812), on this file's own server: a work uploaded, transcoded and
 * approved by the operator's command (support/work-journey.ts) shows its author's avatar and name under the title
 * of its page; a tap leads to /creator?uid=, server-rendered, with the author's name, their count of public works
 * and the work among them, and the top bar's back button.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { signInAsNewUser } from './support/api.ts';
import { expectAccessible } from './support/axe.ts';
import { openPage, sessionStarted, waitForSession } from './support/browser.ts';
import { ownServerFile } from './support/own-server.ts';
import { makeClip, uploadAndPublish } from './support/work-journey.ts';

const own = ownServerFile('creator');
let clip: Buffer;
beforeAll(() => {
  clip = makeClip();
});

describe('a published work’s author', () => {
  it('is named on the video page, and the tap opens their page listing the work', async () => {
    const mediaId = await uploadAndPublish(own.browser, own.server, clip);

    const viewer = await openPage(own.browser, own.baseUrl, 'mobile');
    const { page } = viewer;
    await page.goto('/');
    await waitForSession(page);
    await signInAsNewUser(page, own.baseUrl, 'viewer');
    await page.goto(`/videoDetails?id=${mediaId}`);
    await sessionStarted(page);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('harbour');
    // The uploader signed up as creator_…: the account name is the nickname.
    const nickname = (await page.locator('.video-info__author-name').textContent())!;
    expect(nickname).toMatch(/^creator_/);
    // The link is named by the nickname alone (the avatar is decoration).
    const author = page.getByRole('link', { name: nickname, exact: true });
    const href = (await author.getAttribute('href'))!;
    expect(href).toMatch(/^\/creator\?uid=\d+$/);

    await author.click();
    await page.waitForURL(/\/creator\?uid=\d+$/);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(nickname);
    await expect.poll(() => page.title()).toContain(nickname);
    const works = page.getByTestId('creator-media');
    await works.waitFor();
    await expect.poll(() => works.locator(`a[href="/videoDetails?id=${mediaId}"]`).count()).toBeGreaterThan(0);
    expect(await page.getByText('作品 1', { exact: true }).count()).toBe(1);
    expect(await page.getByRole('button', { name: '返回' }).isVisible()).toBe(true);
    await expectAccessible(page, '/creator');

    // The server's render already carries the creator and the work.
    const html = await (await fetch(own.baseUrl + href)).text();
    expect(html).toContain(`>${nickname}</h1>`);
    expect(html).toContain(`/videoDetails?id=${mediaId}`);

    // Back to the video.
    await page.getByRole('button', { name: '返回' }).click();
    await page.waitForURL(new RegExp(`/videoDetails\\?id=${mediaId}$`));

    // An unknown creator is the site's not-found page.
    await page.goto('/creator?uid=999999');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('内容不存在');
    expect(await page.getByTestId('creator-media').count()).toBe(0);
    expect(viewer.errors).toEqual([]);
    await viewer.context.close();
  }, 420_000);
});
