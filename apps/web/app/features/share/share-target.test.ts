import { describe, expect, it } from 'vitest';
import { shareTarget } from './share-target.ts';

describe('shareTarget', () => {
  it('opens a shared video, actress, post or review', () => {
    expect(shareTarget('video-12')).toBe('/videoDetails?id=12');
    expect(shareTarget('actress-5')).toBe('/actressPage?id=5');
    expect(shareTarget('post-31')).toBe('/postDetail?id=31');
    expect(shareTarget('review-7')).toBe('/reviewDetail?id=7');
  });
  it('refuses anything else, so a link never leaves the site', () => {
    for (const to of [null, '', 'video-0', 'video-x', '//evil.example', 'https://evil.example', 'video-12&x=1', 'topic-3', 'video-12345678901', 'post-', 'review-01', 'constructor-1']) expect(shareTarget(to), String(to)).toBeNull();
  });
});
