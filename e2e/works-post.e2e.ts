/**
 * A creator posts a published work to the square (works/post, decision 0069), on this file's own server: the work
 * is uploaded, transcoded and approved as in support/work-journey.ts; on /mine/videos its 发布动态 sheet takes the
 * text (with its counter) and a tag; the toast says it awaits review and the row leads to /mine/posts, where the
 * post waits with its video's badge; the operator approves it with the real command; another user finds it in the
 * square with the video's badge, opens /postDetail, sees the video card (cover, play mark, title, length) above
 * everything else the post holds, and a tap on it opens the video's page. The post page is checked at both sizes.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { signInAsNewUser } from './support/api.ts';
import { expectAccessible } from './support/axe.ts';
import { openPage, sessionStarted, waitForSession, recordToasts, toastShown } from './support/browser.ts';
import { ownServerFile } from './support/own-server.ts';
import { makeClip, publishedWork } from './support/work-journey.ts';

const own = ownServerFile('workpost');
let clip: Buffer;
beforeAll(() => {
  clip = makeClip();
});

describe('a published work posted to the square', () => {
  it('posted from /mine/videos with text and a tag, approved by the operator, its video card on /postDetail opens the video', async () => {
    const { mediaId, author } = await publishedWork(own.browser, own.server, clip);
    const { page } = author;

    // 发布动态 opens the sheet: the text with its counter, the post tags.
    await page.getByRole('button', { name: '发布动态' }).click();
    const sheet = page.getByRole('dialog', { name: '发布动态：harbour' });
    await sheet.waitFor();
    const send = sheet.getByRole('button', { name: '发布', exact: true });
    expect(await send.isDisabled()).toBe(true);
    const text = '新作品：港口的黄昏，欢迎观看';
    await sheet.getByLabel('帖子内容').fill(text);
    expect(await sheet.getByTestId('work-post-counter').textContent()).toBe(`${text.length}/2000`);
    await sheet.getByRole('button', { name: '摄影' }).click();
    expect(await sheet.getByRole('button', { name: '摄影' }).getAttribute('aria-pressed')).toBe('true');
    // No price: the video plays by its link, so the post is free.
    expect(await sheet.getByLabel('价格（积分，0为免费）').count()).toBe(0);
    await expectAccessible(page, '/mine/videos, the 发布动态 sheet');
    await recordToasts(page);
    await send.click();

    // The toast says it awaits review; the row leads to /mine/posts instead of offering to post it again, and the
    // closed sheet gives the focus to that link.
    await toastShown(page, '已发布，等待审核');
    await sheet.waitFor({ state: 'detached' });
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('work-posted');
    expect(await page.getByRole('button', { name: '发布动态' }).count()).toBe(0);
    await page.getByTestId('work-posted').click();
    await page.waitForURL('**/mine/posts');
    await sessionStarted(page);
    const mine = page.getByTestId('post-card').filter({ hasText: text });
    await mine.waitFor();
    const id = (await mine.getAttribute('data-post-id'))!;
    expect(await mine.getByTestId('post-card-video').textContent()).toContain('视频 00:08');
    expect(await mine.getByText('待审核').count()).toBeGreaterThan(0);
    expect(author.errors).toEqual([]);

    // The operator approves it (the server stopped meanwhile, as for every PGlite command).
    expect(await own.server.ops('approve', id, '--by', 'e2e-operator')).toContain(`post #${id} approved by e2e-operator`);

    // Another user finds it in the square with the video's badge and opens it.
    const viewer = await openPage(own.browser, own.baseUrl, 'mobile');
    const other = viewer.page;
    await other.goto('/');
    await waitForSession(other);
    await signInAsNewUser(other, own.baseUrl, 'wpviewer');
    await other.goto('/post');
    await sessionStarted(other);
    const card = other.locator(`[data-testid=post-card][data-post-id="${id}"]`);
    await card.waitFor();
    expect(await card.getByTestId('post-card-video').count()).toBe(1);
    await card.getByRole('link').first().click();
    await other.waitForURL(`**/postDetail?id=${id}`);
    const detail = other.getByTestId('post-detail');
    await detail.getByText(text).waitFor();
    expect(await detail.getByText('#摄影').count()).toBe(1);

    // The video card: cover with the play mark, title and length, above the rest of the post; a tap opens the video.
    const video = detail.getByRole('link', { name: '观看视频：harbour，时长00:08' });
    await video.waitFor();
    expect(await video.getAttribute('href')).toBe(`/videoDetails?id=${mediaId}`);
    expect(await video.locator('img').count()).toBe(1);
    expect(await video.textContent()).toContain('harbour');
    await expectAccessible(other, '/postDetail with a video');
    await video.click();
    await other.waitForURL(`**/videoDetails?id=${mediaId}`);
    await expect.poll(() => other.getByRole('heading', { level: 1 }).textContent()).toBe('harbour');
    expect(viewer.errors).toEqual([]);
    await viewer.context.close();

    // At desktop size the post page shows the same card, leading to the same video.
    const wide = await openPage(own.browser, own.baseUrl, 'desktop');
    await wide.page.goto(`/postDetail?id=${id}`);
    const wideVideo = wide.page.getByTestId('post-video');
    await wideVideo.waitFor();
    expect(await wideVideo.getAttribute('href')).toBe(`/videoDetails?id=${mediaId}`);
    await expectAccessible(wide.page, '/postDetail with a video, desktop');
    expect(wide.errors).toEqual([]);
    await wide.context.close();
    await author.context.close();
  }, 480_000);
});
