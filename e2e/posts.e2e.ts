/**
 * The community's whole journey in a real browser at both sizes: a newcomer publishes a paid post with three
 * pictures (each one's progress seen, one removed, the order changed, the draft surviving a reload); the operator
 * approves it with the command (the real CLI, run against this file's own server while it is stopped, as
 * docs/operations.md says for PGlite); another user finds it in the square, sees its preview, is told how to earn
 * points, pays, sees the pictures and comments; the author sees the income in the points ledger and the comment
 * through the message centre, and pins it. Axe on each page as a person sees it.
 */
import { CHECKIN_PRIZES, api } from '@md/contract';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signInAsNewUser } from './support/api.ts';
import { expectAccessible } from './support/axe.ts';
import { plainPicture } from './support/pictures.ts';
import { openPage, sessionStarted, waitForSession, recordToasts, toastShown } from './support/browser.ts';
import { isFocused, pressByKeyboard } from './support/keyboard.ts';
import { OWN_SERVER_RESTART_MS, ownServerFile } from './support/own-server.ts';

const own = ownServerFile('posts');

const draftImages = (page: Page) => page.evaluate(() => (JSON.parse(localStorage.getItem('md:post-draft') ?? '{}') as { images?: string[] }).images ?? []);

describe.each(['mobile', 'desktop'] as const)('posts at %s size', (viewport) => {
  it('a paid post with pictures: published, approved from the command line, paid for and commented on by another user; the author sees the income and the comment', async () => {
    const author = await openPage(own.browser, own.baseUrl, viewport);
    const { page } = author;
    await page.goto('/');
    await waitForSession(page);
    const { client: authorApi } = await signInAsNewUser(page, own.baseUrl, `pa${viewport[0]}`);

    // The upload waits here until released, so each picture's progress is on screen while it is on its way.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/app/upload/images', async (route) => {
      await held;
      await route.continue();
    });

    await page.goto('/post?tab=publish');
    await sessionStarted(page);
    const text = `e2e post ${viewport}: a walk by the river`;
    // Nothing is said to be kept before there is something to keep.
    await page.getByLabel('帖子内容').waitFor();
    expect(await page.getByText('草稿已自动保存').count()).toBe(0);
    await page.getByLabel('帖子内容').fill(text);
    await page.getByText('草稿已自动保存').waitFor();
    expect(await page.getByTestId('publish-counter').textContent()).toBe(`${text.length}/2000`);
    await page.locator('input[type=file]').setInputFiles([
      await plainPicture('#d33', 'a.png'),
      await plainPicture('#3d3', 'b.png'),
      await plainPicture('#33d', 'c.png'),
      await plainPicture('#dd3', 'd.png'),
    ]);
    const items = page.getByTestId('picture-tile');
    await expect.poll(() => items.count()).toBe(4);
    await expect.poll(() => page.getByRole('progressbar').count()).toBe(4);
    expect(await page.getByTestId('picture-status').filter({ hasText: /^(上传中 \d+%|等待上传)$/ }).count()).toBe(4);
    release();
    await expect.poll(() => page.locator('[data-testid=picture-tile][data-state=done]').count()).toBe(4);
    expect(await page.getByRole('progressbar').count()).toBe(0);

    await page.getByRole('button', { name: '删除第4张图片' }).click();
    await expect.poll(() => draftImages(page).then((list) => list.length)).toBe(3);
    const before = await draftImages(page);
    await page.getByRole('button', { name: '后移第1张图片' }).click();
    await expect.poll(() => draftImages(page)).toEqual([before[1], before[0], before[2]]);
    await page.getByRole('button', { name: '摄影' }).click();
    const price = CHECKIN_PRIZES[0];
    await page.getByLabel('价格（积分，0为免费）').fill(String(price));
    await expectAccessible(page, `publish, ${viewport}`);

    // The draft survives a reload: text, pictures in their order, the tag.
    await page.reload();
    await sessionStarted(page);
    await expect.poll(() => page.getByLabel('帖子内容').inputValue()).toBe(text);
    await expect.poll(() => page.locator('[data-testid=picture-tile][data-state=done]').count()).toBe(3);
    expect(await page.getByRole('button', { name: '摄影' }).getAttribute('aria-pressed')).toBe('true');
    expect(await page.getByLabel('价格（积分，0为免费）').inputValue()).toBe(String(price));

    await page.getByRole('button', { name: '发布', exact: true }).last().click();
    await page.waitForURL(/\/postDetail\?id=\d+/);
    const id = new URL(page.url()).searchParams.get('id')!;
    await page.getByTestId('post-status').getByText('审核状态：待审核').waitFor();
    // The author sees the price readers will pay, not 已解锁.
    expect(await page.getByTestId('post-detail').locator('.post-card__meta .post-card__price').textContent()).toBe(`${price}积分`);
    expect(await page.evaluate(() => localStorage.getItem('md:post-draft'))).toBeNull();

    // Nobody else sees it yet.
    const reader = await openPage(own.browser, own.baseUrl, viewport);
    await reader.page.goto('/');
    await waitForSession(reader.page);
    const { client: readerApi } = await signInAsNewUser(reader.page, own.baseUrl, `pr${viewport[0]}`);
    await reader.page.goto(`/postDetail?id=${id}`);
    await reader.page.getByTestId('post-missing').waitFor();

    // The queue listed, then the post approved, in one stop of the server.
    const [queue, approved] = await own.server.opsMany([['posts'], ['approve', id, '--by', 'e2e-operator']]);
    expect(queue).toContain(`#${id}`);
    expect(approved).toContain(`post #${id} approved by e2e-operator`);

    await reader.page.goto('/post');
    await sessionStarted(reader.page);
    const card = reader.page.locator(`[data-testid=post-card][data-post-id="${id}"]`);
    await card.waitFor();
    // Before payment a priced post shows at most half its text (this one is short).
    const preview = [...text].slice(0, Math.floor([...text].length / 2)).join('');
    expect(await card.locator('.post-card__text').textContent()).toBe(preview);
    await expectAccessible(reader.page, `square, ${viewport}`);
    await card.getByRole('link').first().click();
    await reader.page.waitForURL(`**/postDetail?id=${id}`);
    const detail = reader.page.getByTestId('post-detail');
    await expect.poll(() => detail.locator('.post-detail__text').textContent()).toBe(preview);
    expect(await detail.getByTestId('post-status').count()).toBe(0);
    expect(await detail.getByText('#摄影').count()).toBe(1);

    // Priced: a preview without the pictures; without points the person is told how to earn some; then it unlocks.
    const locked = reader.page.getByTestId('post-locked');
    await locked.waitFor();
    expect(await locked.textContent()).toContain(`付费内容，支付${price}积分后查看全文和3张图片`);
    expect(await detail.getByTestId('post-images').count()).toBe(0);
    // Points are spent only once the dialog naming the price is confirmed.
    const payButton = locked.getByRole('button', { name: `支付${price}积分查看` });
    const dialog = reader.page.getByRole('dialog');
    const payCalls: string[] = [];
    reader.page.on('request', (request) => {
      if (request.url().endsWith(api.postPay.path)) payCalls.push(request.url());
    });
    await payButton.click();
    await reader.page.getByRole('dialog', { name: `支付${price}积分查看全文？` }).waitFor();
    await dialog.getByRole('button', { name: '取消' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(payCalls).toEqual([]);
    expect(await locked.getByRole('alert').count()).toBe(0);
    await payButton.click();
    await dialog.getByRole('button', { name: '支付', exact: true }).click();
    await locked.getByRole('alert').getByText('积分不足，签到可获得积分').waitFor();
    // Refused, the pay button (busy while asked) still has the keyboard's place.
    await expect.poll(() => isFocused(payButton)).toBe(true);
    expect(await locked.getByRole('link', { name: '去签到赚积分' }).count()).toBe(1);
    await readerApi.call(api.checkinClick, {});
    await payButton.click();
    await dialog.getByRole('button', { name: '支付', exact: true }).click();
    await locked.waitFor({ state: 'detached' });
    expect(await detail.locator('.post-detail__text').textContent()).toBe(text);
    await dialog.waitFor({ state: 'detached' });
    expect(await detail.locator('.post-card__meta .post-card__price').textContent()).toBe('已解锁');
    // The keyboard's place is not lost with the button: it is on the text now shown whole.
    await expect.poll(() => detail.locator('.post-detail__text').evaluate((el) => el === document.activeElement)).toBe(true);
    expect((await readerApi.call(api.postIsLook, { id: Number(id) })).look).toBe(true);
    const pictures = detail.getByTestId('post-images').getByRole('button');
    await expect.poll(() => pictures.count()).toBe(3);
    await expectAccessible(reader.page, `detail, ${viewport}`);

    await pictures.first().click();
    const viewer = reader.page.getByTestId('image-viewer');
    await viewer.waitFor();
    expect(await viewer.getByTestId('viewer-position').textContent()).toBe('1/3');
    await reader.page.keyboard.press('ArrowRight');
    await expect.poll(() => viewer.getByTestId('viewer-position').textContent()).toBe('2/3');
    await reader.page.keyboard.press('ArrowLeft');
    await reader.page.keyboard.press('ArrowLeft');
    await expect.poll(() => viewer.getByTestId('viewer-position').textContent()).toBe('3/3');
    await reader.page.keyboard.press('Escape');
    await viewer.waitFor({ state: 'detached' });

    // The reader comments under the post.
    const comment = `paid and worth it ${viewport}`;
    const section = reader.page.getByTestId('post-comments');
    await section.getByLabel('写评论').fill(comment);
    await section.getByRole('button', { name: '发表' }).click();
    await section.locator('.comment', { hasText: comment }).waitFor();
    await expect.poll(() => section.locator('.section-title__count').textContent()).toBe('1');
    expect(await section.getByRole('button', { name: '置顶' }).count()).toBe(0);

    // Support and collect it; it shows among the reader's collections, under 帖子.
    const actions = reader.page.getByRole('group', { name: '操作' });
    // From the keyboard: the button, unavailable while its press is sent, keeps the focus.
    const support = actions.getByRole('button', { name: /^赞 / });
    await pressByKeyboard(support);
    await expect.poll(() => support.getAttribute('aria-pressed')).toBe('true');
    expect(await support.textContent()).toBe('赞 1');
    expect(await isFocused(support)).toBe(true);
    await actions.getByRole('button', { name: '收藏', exact: true }).click();
    await actions.getByRole('button', { name: '已收藏', exact: true }).waitFor();
    await reader.page.goto('/mine/collections?tab=post');
    await reader.page.getByTestId('collected-posts').locator(`[data-post-id="${id}"]`).waitFor();
    await expectAccessible(reader.page, `collected posts, ${viewport}`);

    // The author: the income in the points ledger, the comment in the message centre, which leads to it; they pin it.
    await page.goto('/mine/points');
    const income = page.getByTestId('ledger-row').filter({ hasText: '作品收益' });
    await income.first().waitFor();
    expect(await income.first().locator('.ledger-row__delta').textContent()).toMatch(/^\+\d+$/);
    expect((await authorApi.call(api.userWorkIncome, {})).list).toHaveLength(1);
    await page.goto('/sysMsg');
    await sessionStarted(page);
    await page.getByTestId('message-tab-comment').click();
    const message = page.getByTestId('message-row').filter({ hasText: comment });
    await message.waitFor();
    await message.getByRole('link').click();
    await page.waitForURL((u) => u.pathname === '/postDetail' && u.searchParams.get('id') === id && u.searchParams.has('comment'));
    const mine = page.getByTestId('post-comments').locator('.comment', { hasText: comment });
    await expect.poll(() => mine.getAttribute('data-highlighted')).toBe('true');
    // The toast shows before the list is fetched again: recorded by the page from before the press.
    await recordToasts(page);
    await mine.getByRole('button', { name: '置顶' }).click();
    await toastShown(page, '已置顶');
    await mine.locator('.comment__pinned').waitFor();
    expect(await mine.getByRole('button', { name: '取消置顶' }).getAttribute('aria-pressed')).toBe('true');
    await expectAccessible(page, `post comments, ${viewport}`);

    // The author sees it approved among their posts.
    await page.goto('/mine/posts');
    await sessionStarted(page);
    await page.locator(`[data-testid=post-card][data-post-id="${id}"]`).getByText('审核状态：已通过').waitFor();
    await expectAccessible(page, `my posts, ${viewport}`);

    expect(author.errors).toEqual([]);
    expect(reader.errors).toEqual([]);
    await author.context.close();
    await reader.context.close();
    // A whole journey with two server restarts for the operator's command (PGlite: one process per data folder):
    // on a loaded machine it takes over the project's 60 s ceiling, which is meant for single checks.
  }, 180_000 + OWN_SERVER_RESTART_MS);
});
