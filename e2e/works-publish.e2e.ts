/**
 * A creator's work from upload to another user's screen, at phone size (375×812), on this file's own server with
 * its media in the data folder (the default store): the journey of support/work-journey.ts — uploaded, transcoded,
 * approved by the operator's command, played by another user with seek previews — and the work's files are then
 * in DATA_DIR/works/media/1, where the player's segments and sprite came from. works-s3.e2e.ts runs the same
 * journey against a bucket.
 */
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { ownServerFile } from './support/own-server.ts';
import { filesUnder, makeClip, publishAndPlay } from './support/work-journey.ts';

const own = ownServerFile('workpub');
let clip: Buffer;
beforeAll(() => {
  clip = makeClip();
});

describe('a creator’s work at phone size', () => {
  it('uploaded and transcoded, approved by the operator, played by another user with seek previews', async () => {
    const { media } = await publishAndPlay(own.browser, own.server, clip);
    // Served from the data folder: every file the player got is there.
    const onDisk = filesUnder(path.join(own.server.dataDir, 'works/media/1'));
    expect(onDisk).toEqual(expect.arrayContaining(['index.m3u8', 'sprite.jpg', 'cover.jpg']));
    const played = media.filter((m) => m.file.endsWith('.ts')).map((m) => m.file);
    expect(played.length).toBeGreaterThan(0);
    expect(onDisk).toEqual(expect.arrayContaining(played));
  }, 420_000);
});
