/**
 * A creator's work from upload to another user's screen, at phone size (375×812), on this file's own server with
 * its media in the data folder (the default store): the journey of support/work-journey.ts — uploaded, transcoded,
 * approved by the operator's command, played by another user with seek previews — and the work's files are then
 * in DATA_DIR/works/media/1, where the player's segments and sprite came from. works-s3.e2e.ts runs the same
 * journey against a bucket.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './support/browser.ts';
import { OWN_SERVER_START_MS, ownServer, type OwnServer } from './support/own-server.ts';
import { filesUnder, makeClip, publishAndPlay } from './support/work-journey.ts';

let browser: Browser;
let server: OwnServer;
let tmp: string;
let clip: Buffer;

beforeAll(async () => {
  server = await ownServer('workpub', { seedVideos: 0 });
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'md-workpub-e2e-'));
  clip = makeClip(tmp);
  [browser] = await Promise.all([launchBrowser(), server.start()]);
}, OWN_SERVER_START_MS);
afterAll(async () => {
  await browser?.close();
  await server?.close();
  if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
});

describe('a creator’s work at phone size', () => {
  it('uploaded and transcoded, approved by the operator, played by another user with seek previews', async () => {
    const { media } = await publishAndPlay(browser, server, clip);
    // Served from the data folder: every file the player got is there.
    const onDisk = filesUnder(path.join(server.dataDir, 'works/media/1'));
    expect(onDisk).toEqual(expect.arrayContaining(['index.m3u8', 'sprite.jpg', 'cover.jpg']));
    const played = media.filter((m) => m.file.endsWith('.ts')).map((m) => m.file);
    expect(played.length).toBeGreaterThan(0);
    expect(onDisk).toEqual(expect.arrayContaining(played));
  }, 420_000);
});
