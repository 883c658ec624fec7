// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { labelControls, orderRightControls } from './player-controls.ts';

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

  it('puts the right-hand controls in the order they are seen, once, and a control added later in its place', () => {
    const root = document.createElement('div');
    // As xgplayer leaves them: ascending index, laid out right to left (the first at the right edge).
    root.innerHTML = `<xg-right-grid class="xg-right-grid">
      <xg-icon data-index="0" id="full"></xg-icon><xg-icon data-index="1" id="page"></xg-icon>
      <xg-icon data-index="1" id="volume"></xg-icon><xg-icon data-index="4" id="speed"></xg-icon></xg-right-grid>`;
    document.body.append(root);
    const order = () => [...root.querySelectorAll('xg-icon')].map((icon) => icon.id);
    orderRightControls(root);
    expect(order()).toEqual(['speed', 'volume', 'page', 'full']);
    // Idempotent: the next labelling leaves the row as it is (ties too), and the focus where it was.
    const volume = root.querySelector<HTMLElement>('#volume')!;
    volume.tabIndex = 0;
    volume.focus();
    orderRightControls(root);
    expect(order()).toEqual(['speed', 'volume', 'page', 'full']);
    // xgplayer inserting a control by its index, into a row it believes ascending, puts it first: it is moved.
    root.querySelector('.xg-right-grid')!.insertAdjacentHTML('afterbegin', '<xg-icon data-index="2" id="pip"></xg-icon>');
    orderRightControls(root);
    expect(order()).toEqual(['speed', 'pip', 'volume', 'page', 'full']);
    expect(document.activeElement).toBe(volume);
    root.remove();
  });
});
