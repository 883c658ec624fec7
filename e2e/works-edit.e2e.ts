/**
 * A creator edits a published work on /mine/videos (decisions 0067, 0068), on this file's own server: the work of
 * support/work-journey.ts (uploaded, transcoded with its candidate cover frames, approved by the operator's
 * command). The edit sheet is a named modal dialog (focus inside, Escape closes and hands focus back to 编辑, no
 * axe violations at phone size in the light theme and at desktop size in the dark one); title, tags, who may watch
 * and a cover frame are saved, the list shows the new title and visibility, another visitor's video page the new
 * title and cover; once 私密, that page answers not found.
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from './support/axe.ts';
import { openPage, sessionStarted, waitForSession, recordToasts, toastShown } from './support/browser.ts';
import { ownServerFile } from './support/own-server.ts';
import { makeClip, publishedWork } from './support/work-journey.ts';

const own = ownServerFile('workedit');
let clip: Buffer;
beforeAll(() => {
  clip = makeClip();
});

const NEW_TITLE = '港湾的黄昏';
/** The work of a fresh server is #1: the third candidate frame's picture (named with the work's token, decision 0086). */
const CHOSEN_FRAME = /\/uploads\/works\/work-1-[0-9a-f]{24}-frame-2\.webp$/;

const sheet = (page: Page) => page.getByRole('dialog', { name: '编辑作品' });
const editButton = (page: Page) => page.getByRole('button', { name: /^编辑/ });
const focusedInSheet = (page: Page) => page.evaluate(() => Boolean(document.activeElement?.closest('[role=dialog]')));

/** Another visitor's view of the video page: its heading, or null when the page says not found; the pictures fetched. */
async function visitorSees(mediaId: number): Promise<{ heading: string | null; notFound: boolean; pictures: string[] }> {
  const visitor = await openPage(own.browser, own.baseUrl, 'mobile');
  const { page } = visitor;
  const pictures: string[] = [];
  page.on('response', (response) => {
    if (response.ok()) pictures.push(new URL(response.url()).pathname);
  });
  await page.goto('/');
  await waitForSession(page);
  const answer = await page.goto(`/videoDetails?id=${mediaId}`);
  await sessionStarted(page);
  const notFound = answer?.status() === 404;
  const heading = notFound ? null : await page.getByRole('heading', { level: 1 }).textContent();
  if (!notFound) await expect.poll(() => pictures.some((p) => CHOSEN_FRAME.test(p)), { timeout: 15_000 }).toBe(true);
  if (notFound) expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('内容不存在');
  expect(visitor.errors).toEqual([]);
  await visitor.context.close();
  return { heading, notFound, pictures };
}

describe('editing a published work', () => {
  it('title, tags, who may watch and a cover frame; the list, the video page and a private work’s 404', async () => {
    const { mediaId, author } = await publishedWork(own.browser, own.server, clip);
    const { page } = author;
    try {
      const row = page.getByTestId('work').first();
      expect(await row.getAttribute('data-visibility')).toBe('public');
      expect(await row.getByTestId('work-visibility').textContent()).toBe('公开');

      // Opened: a named dialog with focus on the title; Escape closes it and focus returns to 编辑.
      await editButton(page).click();
      await sheet(page).waitFor();
      await expect.poll(() => focusedInSheet(page)).toBe(true);
      expect(await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.value)).toBe('harbour');
      await page.keyboard.press('Escape');
      await sheet(page).waitFor({ state: 'detached' });
      await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('编辑');

      // Tab stays inside the sheet.
      await editButton(page).click();
      await sheet(page).waitFor();
      await expect.poll(() => focusedInSheet(page)).toBe(true);
      for (let i = 0; i < 40; i++) {
        await page.keyboard.press('Tab');
        expect(await focusedInSheet(page)).toBe(true);
      }
      await expectAccessible(page, 'the edit sheet at phone size, light theme');

      const dialog = sheet(page);
      const title = dialog.getByLabel('标题');
      await title.fill('');
      expect(await dialog.getByText('0/100', { exact: true }).count()).toBe(1);
      // An empty title is refused before any call, under the field.
      await dialog.getByRole('button', { name: '保存' }).click();
      expect(await dialog.getByRole('alert').textContent()).toBe('请输入视频标题');
      await title.fill(NEW_TITLE);
      expect(await dialog.getByText(`${NEW_TITLE.length}/100`, { exact: true }).count()).toBe(1);
      await dialog.getByLabel('简介').fill('傍晚的港口，灯一盏盏亮起来');

      // Two tags, toggled on; one of them off again and back on.
      const tagGroup = dialog.getByRole('group', { name: /^标签/ });
      await tagGroup.getByRole('button').first().waitFor();
      const chips = tagGroup.getByRole('button');
      const [first, second] = [chips.nth(0), chips.nth(1)];
      const tagNames = [await first.textContent(), await second.textContent()];
      await first.click();
      await second.click();
      await second.click();
      expect(await second.getAttribute('aria-pressed')).toBe('false');
      await second.click();
      expect([await first.getAttribute('aria-pressed'), await second.getAttribute('aria-pressed')]).toEqual(['true', 'true']);

      // Who may watch, and the cover: a radio group of the candidate frames, none chosen yet.
      await dialog.getByRole('radio', { name: /^不公开列出/ }).check();
      const frames = dialog.getByRole('radio', { name: /^第\d帧$/ });
      expect(await frames.count()).toBe(6);
      expect(await dialog.getByRole('radio', { name: /^第\d帧$/, checked: true }).count()).toBe(0);
      await dialog.getByTestId('work-edit-frame').nth(2).click();
      expect(await dialog.getByRole('radio', { name: '第3帧' }).isChecked()).toBe(true);
      expect(await dialog.getByTestId('work-edit-frame').nth(2).getAttribute('class')).toContain('work-edit__frame--on');

      await recordToasts(page);
      await dialog.getByRole('button', { name: '保存' }).click();
      await toastShown(page, '已保存');
      await sheet(page).waitFor({ state: 'detached' });
      await expect.poll(() => row.locator('h3').textContent()).toBe(NEW_TITLE);
      expect(await row.getAttribute('data-visibility')).toBe('unlisted');
      expect(await row.getByTestId('work-visibility').textContent()).toBe('不公开列出');

      // Opened again, the sheet shows what was saved.
      await editButton(page).click();
      await sheet(page).waitFor();
      expect(await sheet(page).getByLabel('标题').inputValue()).toBe(NEW_TITLE);
      expect(await sheet(page).getByRole('radio', { name: '第3帧' }).isChecked()).toBe(true);
      expect(await sheet(page).getByRole('radio', { name: /^不公开列出/ }).isChecked()).toBe(true);
      const pressed = sheet(page).getByRole('group', { name: /^标签/ }).getByRole('button', { pressed: true });
      expect((await pressed.allTextContents()).sort()).toEqual([...tagNames].sort());
      await sheet(page).getByRole('button', { name: '取消' }).click();
      await sheet(page).waitFor({ state: 'detached' });

      // Another visitor: the new title, the chosen frame as the cover (unlisted plays by its link).
      const seen = await visitorSees(mediaId);
      expect(seen.heading).toBe(NEW_TITLE);

      // At desktop size in the dark theme: 私密.
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.emulateMedia({ colorScheme: 'dark' });
      await expect.poll(() => page.evaluate(`document.documentElement.getAttribute('data-prefers-color-scheme')`)).toBe('dark');
      await editButton(page).click();
      await sheet(page).waitFor();
      await expectAccessible(page, 'the edit sheet at desktop size, dark theme');
      await sheet(page).getByRole('radio', { name: /^私密/ }).check();
      await recordToasts(page);
      await sheet(page).getByRole('button', { name: '保存' }).click();
      await toastShown(page, '已保存');
      await expect.poll(() => row.getAttribute('data-visibility')).toBe('private');
      expect(await row.getByTestId('work-visibility').textContent()).toBe('私密');

      // Private: the video page answers not found to anyone else.
      const hidden = await visitorSees(mediaId);
      expect(hidden.notFound).toBe(true);
      expect(hidden.pictures.some((p) => CHOSEN_FRAME.test(p))).toBe(false);
      expect(author.errors).toEqual([]);
    } finally {
      await author.context.close();
    }
  }, 480_000);
});
