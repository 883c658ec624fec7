// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest';
import { clearActressVisits, clearReviewVisits, listReviewVisits, recordReviewVisit, removeReviewVisits, clearWatched, hideWatched, isUnfinished, listActressVisits, listUnfinished, listWatched, readWatch, recordActressVisit, removeActressVisits, saveWatch, watchedFraction } from './histories.ts';
import { kvStore } from './kv-stores.ts';

const video = (title: string, time: number, duration = 30) => ({ title, time, duration, cover: `/covers/${title}.jpg` });

beforeEach(async () => {
  await kvStore('watchHistory').clear();
  await clearActressVisits();
});

describe('watch history', () => {
  it('lists the most recently watched first', async () => {
    await saveWatch(1, video('一', 10));
    await saveWatch(2, video('二', 12));
    await saveWatch(1, video('一', 14));
    expect((await listWatched()).map((item) => [item.mediaId, item.time])).toEqual([
      [1, 14],
      [2, 12],
    ]);
  });

  it('removing an item hides it but keeps where it was left; watching it again shows it again', async () => {
    await saveWatch(3, video('三', 17));
    await hideWatched([3]);
    expect(await listWatched()).toEqual([]);
    expect((await readWatch(3))?.time).toBe(17);
    await saveWatch(3, video('三', 19));
    expect((await listWatched()).map((item) => item.mediaId)).toEqual([3]);
  });

  it('clear all hides every item and keeps every position', async () => {
    await saveWatch(4, video('四', 5));
    await saveWatch(5, video('五', 6));
    await clearWatched();
    expect(await listWatched()).toEqual([]);
    expect((await readWatch(4))?.time).toBe(5);
  });

  it('continue watching lists only videos left part-way, newest first, up to the limit', async () => {
    await saveWatch(6, video('刚开始', 1));
    await saveWatch(7, video('看了一半', 15));
    await saveWatch(8, video('快看完', 28));
    await saveWatch(9, video('也看了一半', 10));
    await saveWatch(10, video('又一个', 11));
    expect((await listUnfinished(2)).map((item) => item.mediaId)).toEqual([10, 9]);
    expect((await listUnfinished(10)).map((item) => item.mediaId)).toEqual([10, 9, 7]);
    expect(isUnfinished({ time: 3, duration: 30 })).toBe(true);
    expect(isUnfinished({ time: 25, duration: 30 })).toBe(false);
    expect(isUnfinished({ time: 5, duration: 0 })).toBe(false);
    expect(watchedFraction({ time: 15, duration: 30 })).toBe(0.5);
    expect(watchedFraction({ time: 40, duration: 30 })).toBe(1);
  });
});

describe('performer history', () => {
  it('lists the most recent visit first, removes one and clears all', async () => {
    await recordActressVisit({ id: 1, name: '甲', avatar: '/a/1.jpg' });
    await recordActressVisit({ id: 2, name: '乙', avatar: '/a/2.jpg' });
    await recordActressVisit({ id: 1, name: '甲', avatar: '/a/1.jpg' });
    expect((await listActressVisits()).map((visit) => visit.id)).toEqual([1, 2]);
    await removeActressVisits([1]);
    expect((await listActressVisits()).map((visit) => visit.id)).toEqual([2]);
    await clearActressVisits();
    expect(await listActressVisits()).toEqual([]);
  });
});

describe('review history', () => {
  it('lists the most recently read review first, once each; removes one and clears all', async () => {
    await clearReviewVisits();
    const review = (id: number) => ({ id, title: `测评${id}`, rating: id, subjectName: '视频', image: `/c/${id}.jpg` });
    await recordReviewVisit(review(1));
    await recordReviewVisit(review(2));
    await recordReviewVisit(review(1));
    expect((await listReviewVisits()).map((visit) => visit.id)).toEqual([1, 2]);
    await removeReviewVisits([1]);
    expect((await listReviewVisits()).map((visit) => visit.id)).toEqual([2]);
    await clearReviewVisits();
    expect(await listReviewVisits()).toEqual([]);
  });
});
