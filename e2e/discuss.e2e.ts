/**
 * The discussion board and the square's following and ranking tabs in a real browser at both sizes: a member finds
 * /discuss in the site's menu, writes a thread through 发帖 (a form without a price; a guest is asked to sign in
 * first), the operator approves and pins
 * it with the real CLI (this file's own server stopped meanwhile, as docs/operations.md says for PGlite), and another
 * member sees it on /discuss, pinned; then follows a tag on the square and sees the 关注 tab fill, and the 排行 tab.
 * Axe on each page as a person sees it.
 */
import { api } from '@md/contract';
import { describe, expect, it } from 'vitest';
import { signInAsNewUser } from './support/api.ts';
import { expectAccessible } from './support/axe.ts';
import { openPage, sessionStarted, waitForSession } from './support/browser.ts';
import { OWN_SERVER_RESTART_MS, ownServerFile } from './support/own-server.ts';

const own = ownServerFile('discuss');

/** Operator commands, exactly as docs/operations.md gives them, in one stop of this file's server. */
const ops = async (...commands: string[][]) => (await own.server.opsMany(commands)).join('');

/** Each size follows its own tag, so the two runs on one server do not see each other's posts. */
const TAG = { mobile: { id: 7, name: '旅行' }, desktop: { id: 8, name: '美食' } } as const;

describe.each(['mobile', 'desktop'] as const)('discussions at %s size', (viewport) => {
  it('write a thread, approve and pin it from the command line, read it on /discuss; follow a tag and see the 关注 tab fill', async () => {
    const author = await openPage(own.browser, own.baseUrl, viewport);
    const { page } = author;
    await page.goto('/');
    await waitForSession(page);
    const { client: authorApi } = await signInAsNewUser(page, own.baseUrl, `da${viewport[0]}`);

    // /discuss is in the site's menu: the tab bar on a phone, the header on a wide screen.
    await page.goto('/');
    await sessionStarted(page);
    const menu = viewport === 'mobile' ? page.getByRole('navigation', { name: '底部导航' }) : page.getByRole('navigation', { name: '主菜单' });
    await menu.getByRole('link', { name: '讨论' }).click();
    await page.waitForURL('**/discuss');
    await page.getByRole('heading', { name: '讨论区' }).waitFor();

    // 发帖 opens the publish form in thread mode: no price.
    await page.getByRole('link', { name: '发帖' }).click();
    await page.waitForURL('**/post?kind=thread');
    await sessionStarted(page);
    const form = page.getByRole('form', { name: '发帖' });
    await form.waitFor();
    expect(await form.getByLabel('价格（积分，0为免费）').count()).toBe(0);
    const text = `e2e thread ${viewport}: which river walk do you like best?`;
    await form.getByLabel('帖子内容').fill(text);
    await form.getByRole('button', { name: TAG[viewport].name, exact: true }).click();
    await expectAccessible(page, `new thread, ${viewport}`);
    await form.getByRole('button', { name: '发布', exact: true }).click();
    await page.waitForURL(/\/postDetail\?id=\d+/);
    const id = new URL(page.url()).searchParams.get('id')!;
    await page.getByTestId('post-status').getByText('审核状态：待审核').waitFor();

    // A square post with the same tag, for the following tab.
    const post = (await authorApi.call(api.postPublish, { text: `e2e square post ${viewport} about ${TAG[viewport].name}`, tagIds: [TAG[viewport].id] })).id;

    // A guest reads the board; 发帖 asks them to sign in first.
    const reader = await openPage(own.browser, own.baseUrl, viewport);
    await reader.page.goto('/discuss');
    await waitForSession(reader.page);
    await sessionStarted(reader.page);
    await reader.page.getByRole('link', { name: '发帖' }).click();
    await reader.page.getByText('登录后继续畅享高清视频').waitFor();
    expect(new URL(reader.page.url()).pathname).toBe('/discuss');

    // Pending: another member does not see the thread on the board.
    await signInAsNewUser(reader.page, own.baseUrl, `dr${viewport[0]}`);
    await reader.page.goto('/discuss');
    await sessionStarted(reader.page);
    await reader.page.getByRole('heading', { name: '讨论区' }).waitFor();
    expect(await reader.page.locator(`[data-testid=post-card][data-post-id="${id}"]`).count()).toBe(0);

    const done = await ops(['approve', id, '--by', 'e2e-operator'], ['approve', String(post)], ['pin-thread', id, '--by', 'e2e-operator']);
    expect(done).toContain(`post #${id} approved by e2e-operator`);
    expect(done).toContain(`thread #${id} pinned by e2e-operator`);

    // Approved and pinned: first on the board, with its badge.
    await reader.page.goto('/discuss');
    await sessionStarted(reader.page);
    const list = reader.page.getByTestId('discuss-list');
    const first = list.getByTestId('post-card').first();
    await expect.poll(() => first.getAttribute('data-post-id')).toBe(id);
    expect(await first.getByText('置顶').count()).toBe(1);
    expect(await first.getByText(text).count()).toBe(1);
    expect(await first.getByText('0条回复').count()).toBe(1);
    expect(await list.locator(`[data-post-id="${post}"]`).count()).toBe(0);
    await expectAccessible(reader.page, `discuss, ${viewport}`);
    await first.getByRole('link').first().click();
    await reader.page.waitForURL(`**/postDetail?id=${id}`);
    await reader.page.getByTestId('post-detail').getByText(text).waitFor();
    const communityTab = reader.page.getByRole('navigation', { name: '底部导航' }).getByRole('link', { name: '讨论' });
    if (viewport === 'mobile') {
      // A thread is still the community's part of the site: its tab stays marked, and said so.
      await expect.poll(() => communityTab.getAttribute('aria-current')).toBe('true');
      expect(await communityTab.getAttribute('class')).toContain('tab-bar__item--active');
    }

    // The square: follow the tag, and its post fills the 关注 tab; the thread is not a square post.
    await reader.page.goto('/post');
    await sessionStarted(reader.page);
    if (viewport === 'mobile') await expect.poll(() => communityTab.getAttribute('aria-current')).toBe('true');
    await reader.page.getByRole('tab', { name: '关注' }).click();
    await reader.page.getByTestId('post-following').or(reader.page.getByText('关注标签后，这里会出现带有这些标签的帖子')).first().waitFor();
    expect(await reader.page.locator(`[data-testid=post-card][data-post-id="${post}"]`).count()).toBe(0);
    const tags = reader.page.getByRole('group', { name: '关注的标签' });
    const tag = tags.getByRole('button', { name: TAG[viewport].name, exact: true });
    await expect.poll(() => tag.getAttribute('aria-pressed')).toBe('false');
    await tag.click();
    await expect.poll(() => tag.getAttribute('aria-pressed')).toBe('true');
    const following = reader.page.getByTestId('post-following');
    await following.locator(`[data-testid=post-card][data-post-id="${post}"]`).waitFor();
    expect(await following.locator(`[data-post-id="${id}"]`).count()).toBe(0);
    await expectAccessible(reader.page, `following tab, ${viewport}`);

    // 排行: the ranking by engagement lists the fresh post.
    await reader.page.getByRole('tab', { name: '排行' }).click();
    await reader.page.getByTestId('post-rank').locator(`[data-post-id="${post}"]`).waitFor();
    await expectAccessible(reader.page, `ranking tab, ${viewport}`);

    // Unfollowing empties the tab again.
    await reader.page.getByRole('tab', { name: '关注' }).click();
    await tag.click();
    await expect.poll(() => tag.getAttribute('aria-pressed')).toBe('false');
    await reader.page.getByText('关注标签后，这里会出现带有这些标签的帖子').waitFor();

    expect(author.errors).toEqual([]);
    expect(reader.errors).toEqual([]);
    await author.context.close();
    await reader.context.close();
    // The operator's commands stop and start the server: more than the default minute on a busy machine.
  }, 180_000 + OWN_SERVER_RESTART_MS);
});
