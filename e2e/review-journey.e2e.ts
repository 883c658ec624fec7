/**
 * The reviews' journey between two people at both sizes: a review approved with the operator's command (the real
 * CLI, on this file's own server while it is stopped); another user supports it and comments under it in their
 * browser (and collects it, finding it under 测评 in their collections); the author's unread dot lights up without a reload; the message centre tells of the approval, the
 * support and the comment, and the comment's message leads to it highlighted under the review. Axe on the pages.
 */
import { api } from '@md/contract';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signInAsNewUser } from './support/api.ts';
import { expectAccessible } from './support/axe.ts';
import { openPage, sessionStarted, waitForSession, recordToasts, toastShown } from './support/browser.ts';
import { isFocused, pressByKeyboard } from './support/keyboard.ts';
import { OWN_SERVER_RESTART_MS, ownServerFile } from './support/own-server.ts';

const own = ownServerFile('review-journey', { seedVideos: 4 });

const unreadOf = (page: Page) => page.getByTestId('header-messages').getAttribute('data-unread');

describe.each(['mobile', 'desktop'] as const)('a review between two people at %s size', (viewport) => {
  it('approved, supported and commented on by another user; the author is told live and led to the comment', async () => {
    const author = await openPage(own.browser, own.baseUrl, viewport);
    await author.page.goto('/');
    await waitForSession(author.page);
    const me = await signInAsNewUser(author.page, own.baseUrl, `jw${viewport[0]}`);
    const title = `值得一看 ${viewport}`;
    const subjectId = viewport === 'mobile' ? 1 : 2;
    const { id } = await me.client.call(api.reviewPublish, { subjectType: 'media', subjectId, rating: 5, title, text: `A long and honest review, seen at ${viewport} size.` });
    expect(await own.server.ops('approve-review', String(id), '--by', 'e2e-operator')).toContain(`review #${id} approved`);

    // The author waits on the home page; the approval is already there.
    await author.page.goto('/');
    await sessionStarted(author.page);
    await expect.poll(() => unreadOf(author.page)).toBe('1');

    const reader = await openPage(own.browser, own.baseUrl, viewport);
    await reader.page.goto('/');
    await waitForSession(reader.page);
    await signInAsNewUser(reader.page, own.baseUrl, `jr${viewport[0]}`);
    await reader.page.goto(`/reviewDetail?id=${id}`);
    await sessionStarted(reader.page);
    const support = reader.page.getByRole('button', { name: /^赞同 / });
    // From the keyboard: the button, unavailable while its press is sent, keeps the focus.
    await pressByKeyboard(support);
    await expect.poll(() => support.getAttribute('aria-pressed')).toBe('true');
    expect(await isFocused(support)).toBe(true);
    await expect.poll(() => unreadOf(author.page)).toBe('2');
    const collect = reader.page.getByRole('button', { name: '收藏', exact: true });
    await collect.click();
    // Pressed: the comments' quick replies also offer a chip reading 已收藏.
    await reader.page.getByRole('button', { name: '已收藏', exact: true, pressed: true }).waitFor();

    const comment = `说得对 ${viewport}`;
    const section = reader.page.getByTestId('review-comments');
    await section.getByLabel('写评论').fill(comment);
    // The toast says so: recorded by the page from before the press (it may come before the list shows the comment,
    // or after).
    await recordToasts(reader.page);
    await section.getByRole('button', { name: '发表' }).click();
    await section.locator('.comment', { hasText: comment }).waitFor();
    expect(await section.getByRole('button', { name: '置顶' }).count()).toBe(0);
    await toastShown(reader.page, '评论成功');
    // Without a reload (the live stream; its 2-second promise is held by the server's stream tests).
    await expect.poll(() => unreadOf(author.page)).toBe('3');
    await expectAccessible(reader.page, `review with comments, ${viewport}`);

    // The centre: the approval, the support, the comment; the comment leads to itself under the review.
    await author.page.getByTestId('header-messages').click();
    await author.page.waitForURL(/\/sysMsg/);
    await author.page.getByTestId('message-tab-announce').click();
    await author.page.getByTestId('message-row').filter({ hasText: '你的测评已通过审核' }).filter({ hasText: title }).waitFor();
    await author.page.getByTestId('message-tab-support').click();
    await author.page.getByTestId('message-row').filter({ hasText: '赞了你的内容' }).filter({ hasText: title }).waitFor();
    await author.page.getByTestId('message-tab-comment').click();
    const row = author.page.getByTestId('message-row').filter({ hasText: comment });
    await row.waitFor();
    await expect.poll(() => unreadOf(author.page)).toBe('0');
    await expectAccessible(author.page, `message centre, ${viewport}`);
    await row.getByRole('link').click();
    await author.page.waitForURL((u) => u.pathname === '/reviewDetail' && u.searchParams.get('id') === String(id) && u.searchParams.has('comment'));
    const mine = author.page.getByTestId('review-comments').locator('.comment', { hasText: comment });
    await expect.poll(() => mine.getAttribute('data-highlighted')).toBe('true');
    // The author may pin it (the reader saw no such button).
    await mine.getByRole('button', { name: '置顶' }).click();
    await mine.locator('.comment__pinned').waitFor();
    // The reader finds the review among their collections, under 测评.
    await reader.page.goto('/mine/collections');
    await sessionStarted(reader.page);
    await reader.page.getByRole('tab', { name: '测评' }).click();
    await reader.page.getByTestId('collected-reviews').getByText(title).waitFor();
    await expectAccessible(reader.page, `collected reviews, ${viewport}`);
    expect(author.errors).toEqual([]);
    expect(reader.errors).toEqual([]);
    await author.context.close();
    await reader.context.close();
  }, 120_000 + OWN_SERVER_RESTART_MS);
});
