/**
 * Reviews in a real browser at both sizes (and both themes): a guest asked to sign in, then a user writes a review
 * of a video from its page (stars, title, text, two pictures, a tag; the draft survives a reload), an operator
 * approves it with the real command (run against this file's own server while it is stopped), and another user
 * finds it under its tag and on the video's page with the average, opens it and its pictures, and sees it in the
 * review history. Axe on each page as a person sees it.
 */
import { api } from '@md/contract';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signInAsNewUser } from './support/api.ts';
import { expectAccessible } from './support/axe.ts';
import { plainPicture } from './support/pictures.ts';
import { openPage, sessionStarted, waitForSession } from './support/browser.ts';
import { OWN_SERVER_RESTART_MS, ownServerFile } from './support/own-server.ts';

const own = ownServerFile('reviews', { seedVideos: 4 });

const draft = (page: Page, video: number) =>
  page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? '{}') as { title?: string; images?: string[]; rating?: number }, `md:review-draft:media:${video}`);

describe.each([
  ['mobile', 'light', 1],
  ['desktop', 'dark', 2],
] as const)('reviews at %s size, %s theme', (viewport, colorScheme, video) => {
  it('write a review with pictures from a video page, approve it, find it under its tag and on the video, open it, see it in the history', async () => {
    const author = await openPage(own.browser, own.baseUrl, viewport, { colorScheme });
    const { page } = author;
    await page.goto(`/videoDetails?id=${video}`);
    await waitForSession(page);
    // A guest is asked to sign in first.
    const summary = page.getByTestId('subject-reviews');
    await summary.getByText('还没有测评，来写第一篇吧').waitFor();
    await summary.getByRole('button', { name: '写测评' }).click();
    await page.getByRole('dialog').first().waitFor();
    expect(new URL(page.url()).pathname).toBe('/videoDetails');

    await signInAsNewUser(page, own.baseUrl, `ra${viewport[0]}`);
    await page.reload();
    await sessionStarted(page);
    await page.getByTestId('subject-reviews').getByRole('button', { name: '写测评' }).click();
    await page.waitForURL(`**/reviewWrite?type=media&id=${video}`);
    const form = page.getByTestId('review-form');
    await form.waitFor();
    await form.locator('.review-stars-input label').nth(3).click();
    const title = `e2e review ${viewport}`;
    const text = `A long and honest review of video ${video}, seen at ${viewport} size.`;
    await page.getByLabel('标题').fill(title);
    await page.getByLabel('测评内容').fill(text);
    await page.locator('input[type=file]').setInputFiles([await plainPicture('#d33', 'a.png'), await plainPicture('#33d', 'b.png')]);
    await expect.poll(() => page.locator('[data-testid=picture-tile][data-state=done]').count()).toBe(2);
    await form.getByRole('button', { name: '摄影' }).click();
    await expect.poll(() => draft(page, video).then((d) => d.images?.length ?? 0)).toBe(2);
    await expectAccessible(page, `write, ${viewport}`);

    // The draft survives a reload.
    await page.reload();
    await sessionStarted(page);
    await expect.poll(() => page.getByLabel('标题').inputValue()).toBe(title);
    await expect.poll(() => page.locator('[data-testid=picture-tile][data-state=done]').count()).toBe(2);
    expect(await page.getByLabel('测评内容').inputValue()).toBe(text);
    expect(await page.getByRole('radio', { name: '4星' }).isChecked()).toBe(true);
    expect(await page.getByRole('button', { name: '摄影' }).getAttribute('aria-pressed')).toBe('true');

    await page.getByRole('button', { name: '发布测评' }).click();
    await page.waitForURL(/\/reviewDetail\?id=\d+/);
    const id = new URL(page.url()).searchParams.get('id')!;
    await page.getByTestId('review-status').getByText('审核状态：待审核').waitFor();
    expect((await draft(page, video)).title).toBeUndefined();
    // While pending, no support, collect or share (as a pending post): the review is its author's alone so far.
    expect(await page.locator('.review-actions').count()).toBe(0);

    // Nobody else sees it before an operator approves it.
    const reader = await openPage(own.browser, own.baseUrl, viewport, { colorScheme });
    await reader.page.goto('/');
    await waitForSession(reader.page);
    const { client: readerApi } = await signInAsNewUser(reader.page, own.baseUrl, `rr${viewport[0]}`);
    await reader.page.goto(`/reviewDetail?id=${id}`);
    await reader.page.getByTestId('review-missing').waitFor();

    // The queue listed, then the review approved, in one stop of the server.
    const [queue, approved] = await own.server.opsMany([['reviews'], ['approve-review', id, '--by', 'e2e-operator']]);
    expect(queue).toContain(`#${id}`);
    expect(approved).toContain(`review #${id} approved by e2e-operator`);

    // Under its tag.
    const tag = (await readerApi.call(api.postTags, {})).find((t) => t.name === '摄影')!;
    await reader.page.goto(`/tagReviews?tid=${tag.id}`);
    await sessionStarted(reader.page);
    const card = reader.page.locator(`[data-testid=review-card][data-review-id="${id}"]`);
    await card.waitFor();
    expect(await card.getByText(title).count()).toBe(1);
    await expectAccessible(reader.page, `tag reviews, ${viewport}`);

    // In the feed, by rating.
    await reader.page.goto('/nav/reviews?sort=rating');
    await sessionStarted(reader.page);
    await reader.page.locator(`[data-testid=review-card][data-review-id="${id}"]`).waitFor();
    expect(await reader.page.getByRole('tab', { name: '评分最高' }).getAttribute('aria-selected')).toBe('true');
    await expectAccessible(reader.page, `review feed, ${viewport}`);

    // On the video's page, with the average of approved reviews.
    await reader.page.goto(`/videoDetails?id=${video}`);
    await sessionStarted(reader.page);
    const average = reader.page.getByTestId('review-average');
    await average.getByText('4.0分').waitFor();
    expect(await average.getByText('1篇测评').count()).toBe(1);
    const best = reader.page.getByTestId('subject-reviews').locator(`[data-testid=review-card][data-review-id="${id}"]`);
    await best.waitFor();
    await best.getByRole('link').first().click();
    await reader.page.waitForURL(`**/reviewDetail?id=${id}`);

    const detail = reader.page.getByTestId('review-detail');
    await detail.getByText(text).waitFor();
    expect(await detail.getByTestId('review-status').count()).toBe(0);
    expect(await detail.getByRole('link', { name: '#摄影' }).count()).toBe(1);
    await expect.poll(() => reader.page.title()).toContain(title);
    const pictures = detail.getByTestId('review-images').getByRole('button');
    expect(await pictures.count()).toBe(2);
    await detail.getByRole('button', { name: '赞同 0' }).click();
    await detail.getByRole('button', { name: '赞同 1' }).waitFor();
    await expectAccessible(reader.page, `review detail, ${viewport}`);
    await pictures.first().click();
    const viewer = reader.page.getByTestId('image-viewer');
    await viewer.waitFor();
    expect(await viewer.getByTestId('viewer-position').textContent()).toBe('1/2');
    await reader.page.keyboard.press('ArrowRight');
    await expect.poll(() => viewer.getByTestId('viewer-position').textContent()).toBe('2/2');
    await reader.page.keyboard.press('Escape');
    await viewer.waitFor({ state: 'detached' });
    await detail.getByTestId('review-subject').click();
    await reader.page.waitForURL(`**/videoDetails?id=${video}`);

    // The review history on /mine.
    await reader.page.goto('/mine/history?tab=review');
    await sessionStarted(reader.page);
    const row = reader.page.locator(`[data-testid=review-row][data-review-id="${id}"]`);
    await row.waitFor();
    expect(await row.getByText(title).count()).toBe(1);
    await expectAccessible(reader.page, `review history, ${viewport}`);

    // A review id that names nothing.
    await reader.page.goto('/reviewDetail?id=987654');
    await reader.page.getByTestId('review-missing').waitFor();

    expect(author.errors).toEqual([]);
    expect(reader.errors).toEqual([]);
    await author.context.close();
    await reader.context.close();
    // A whole journey with two server restarts for the operator's command (PGlite: one process per data folder).
  }, 180_000 + OWN_SERVER_RESTART_MS);
});
