/**
 * Reports and moderation in a real browser at both sizes: a guest asked to sign in by 举报; a reader reports a
 * comment from the reason sheet (by keyboard: focus in the sheet, then back on the button; axe with the sheet open);
 * the operator command (the real CLI, on this file's own server while it is stopped, as docs/operations.md says for
 * PGlite) lists it in the queue and hides it; after a reload the comment is gone for the reader and marked for its author.
 * A post is reported from its detail page by keyboard alone (arrows choose the reason, Enter sends).
 */
import { api } from '@md/contract';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { nodeApi, signInAsNewUser, uniqueAccount } from './support/api.ts';
import { expectAccessible } from './support/axe.ts';
import { openPage, sessionStarted, waitForSession, recordToasts, toastShown } from './support/browser.ts';
import { OWN_SERVER_RESTART_MS, ownServerFile } from './support/own-server.ts';

const own = ownServerFile('moderation', { seedVideos: 4 });

/** The operator's command, exactly as docs/operations.md gives it, on this file's server (stopped meanwhile). */
const ops = (...args: string[]) => own.server.ops(...args);

const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');

describe.each(['mobile', 'desktop'] as const)('moderation at %s size', (viewport) => {
  it('report a comment from the sheet, and a post; the operator command hides the comment; after a reload it is gone', async () => {
    const { page, context, errors } = await openPage(own.browser, own.baseUrl, viewport);
    const mediaId = viewport === 'mobile' ? 1 : 2;
    await page.goto('/');
    await waitForSession(page);
    // The author, made through the API: the page stays a guest's for now.
    const author = nodeApi(own.baseUrl);
    const authorSession = await author.call(api.loginAccountCreate, { account: uniqueAccount(`ra${viewport[0]}`), password: 'secret123', confirmPassword: 'secret123' });
    author.setToken(authorSession.token);
    const reported = await author.call(api.commentAdd, { mediaId, content: `buy cheap followers ${viewport}` });
    await author.call(api.commentAdd, { mediaId, content: `a fine comment ${viewport}` });
    const post = await author.call(api.postPublish, { text: `a post to report at ${viewport} size` });
    expect(await ops('approve', String(post.id))).toContain(`post #${post.id} approved`);
    // A guest is asked to sign in first.
    await page.goto(`/videoDetails?id=${mediaId}`);
    await sessionStarted(page);
    const item = page.locator(`[data-comment-id="${reported.id}"]`);
    await item.getByRole('button', { name: '举报' }).click();
    const login = page.getByRole('dialog', { name: /登录|MD/ });
    await login.waitFor();
    await page.keyboard.press('Escape');
    await login.waitFor({ state: 'hidden' });

    await signInAsNewUser(page, own.baseUrl, `rr${viewport[0]}`);
    await page.reload();
    await sessionStarted(page);
    const report = item.getByRole('button', { name: '举报' });
    await report.focus();
    await page.keyboard.press('Enter');
    const sheet = page.getByRole('dialog', { name: '举报' });
    await sheet.waitFor();
    // Focus moves into the sheet, on the first reason; the arrow keys choose among the reasons.
    await expect.poll(() => page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.value)).toBe('porn');
    await sheet.getByRole('radio', { name: '广告骚扰' }).check();
    await sheet.getByRole('textbox', { name: '补充说明（选填）' }).fill('spam link');
    await expectAccessible(page, `report sheet, ${viewport}`);
    await recordToasts(page);
    await sheet.getByRole('button', { name: '提交' }).click();
    await toastShown(page, '举报已提交，我们会尽快处理');
    await sheet.waitFor({ state: 'hidden' });
    await expect.poll(() => focusedText(page)).toBe('举报');

    // The post's detail has the same action: by keyboard only this time (arrows choose the reason, Enter sends).
    await page.goto(`/postDetail?id=${post.id}`);
    await sessionStarted(page);
    const postReport = page.getByTestId('post-detail').getByRole('button', { name: '举报' });
    await postReport.click();
    await sheet.waitFor();
    await expect.poll(() => page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.value)).toBe('porn');
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.value)).toBe('illegal');
    await recordToasts(page);
    await page.keyboard.press('Enter');
    await toastShown(page, '举报已提交，我们会尽快处理');
    await sheet.waitFor({ state: 'hidden' });
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('report-action');

    // The queue read, then the comment hidden, in one stop of the server.
    const [queue, hidden] = await own.server.opsMany([['queue'], ['hide-comment', String(reported.id), 'advertising', '--by', 'e2e-operator']]);
    expect(queue).toContain(`comment:${reported.id}`);
    expect(queue).toContain('1 report(s): spam 1');
    expect(queue).toMatch(new RegExp(`post:${post.id} .* approved .*1 report\\(s\\): illegal 1`));
    expect(hidden).toContain(`comment #${reported.id} hidden by e2e-operator`);

    await page.goto(`/videoDetails?id=${mediaId}`);
    await sessionStarted(page);
    await page.getByText(`a fine comment ${viewport}`).waitFor();
    expect(await item.count()).toBe(0);
    // Its author still sees it, marked.
    await page.evaluate((session) => {
      localStorage.setItem('md:app', JSON.stringify({ ...JSON.parse(localStorage.getItem('md:app')!), token: session.token }));
      localStorage.setItem('md:user', JSON.stringify(session.userInfo));
    }, authorSession);
    await page.reload();
    await sessionStarted(page);
    await item.getByTestId('hidden-mark').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  }, 240_000 + 2 * OWN_SERVER_RESTART_MS);
});
