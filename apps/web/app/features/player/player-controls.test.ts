// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { labelControls } from './player-controls.ts';

const names: Record<string, string> = { controlPlay: '播放', controlSpeed: '播放速度', controlProgress: '进度' };
const t = (key: string) => names[key] ?? key;

describe('player controls by keyboard', () => {
  it('names each control, and a control that shows a word carries that word in its name', () => {
    const root = document.createElement('div');
    root.innerHTML = `
      <xg-icon class="xgplayer-play"><div class="xgplayer-icon"></div></xg-icon>
      <xg-icon class="xgplayer-playbackrate"><div class="xgplayer-icon"><span class="icon-text">1.5x</span></div>
        <ul><li>2x</li><li>1.5x</li></ul></xg-icon>
      <xg-outer class="xgplayer-progress-outer"></xg-outer>`;
    labelControls(root, t as never);
    const play = root.querySelector('.xgplayer-play')!;
    expect([play.getAttribute('role'), play.getAttribute('aria-label'), (play as HTMLElement).tabIndex]).toEqual(['button', '播放', 0]);
    expect(root.querySelector('.xgplayer-playbackrate')!.getAttribute('aria-label')).toBe('播放速度 1.5x');
    expect([...root.querySelectorAll('.xgplayer-playbackrate li')].map((li) => li.getAttribute('aria-label'))).toEqual(['2x', '1.5x']);
    expect(root.querySelector('.xgplayer-progress-outer')!.getAttribute('role')).toBe('slider');
  });
});
