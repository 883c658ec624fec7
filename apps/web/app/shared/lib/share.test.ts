import { describe, expect, it } from 'vitest';
import { shareUrl } from './share.ts';

describe('shareUrl', () => {
  it('points at the share page with the item, the channel and the invite code', () => {
    expect(shareUrl('https://md.example', { to: 'video-12', dc: 'video', pc: 'ABCD2345' })).toBe('https://md.example/share?to=video-12&dc=video&pc=ABCD2345');
    expect(shareUrl('https://md.example', { to: 'actress-5', dc: 'actress', pc: null })).toBe('https://md.example/share?to=actress-5&dc=actress');
  });
});
