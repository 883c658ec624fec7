import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { SortTabs } from './paged-list.tsx';
import { firstOfNone, nextTab, tabStop } from './tab-keys.ts';
import { TabList } from './tab-list.tsx';

describe('moving between tabs with keys', () => {
  it.each([
    ['ArrowRight', 0, 3, 1],
    ['ArrowRight', 2, 3, 0],
    ['ArrowLeft', 0, 3, 2],
    ['ArrowLeft', 2, 3, 1],
    ['Home', 2, 3, 0],
    ['End', 0, 3, 2],
    ['ArrowDown', 0, 3, null],
    ['a', 1, 3, null],
    ['ArrowRight', 0, 0, null],
  ])('%s from %d of %d → %s', (key, at, count, next) => {
    expect(nextTab(key, at, count)).toBe(next);
  });

  it('keeps one tab in the tab order, the first when none is chosen', () => {
    expect(tabStop(true)).toBe(0);
    expect(tabStop(false)).toBe(-1);
    expect(tabStop(false, firstOfNone(['a', 'b'], 'x', 0))).toBe(0);
    expect(tabStop(false, firstOfNone(['a', 'b'], 'x', 1))).toBe(-1);
    expect(tabStop(false, firstOfNone(['a', 'b'], 'b', 0))).toBe(-1);
  });

  function Sorts({ start = 'new' }: { start?: string }) {
    const [value, setValue] = useState(start);
    const options = [
      { value: 'new', label: 'New' },
      { value: 'hot', label: 'Hot' },
      { value: 'top', label: 'Top' },
    ];
    return <SortTabs options={options} value={value} onChange={setValue} label="Sort" />;
  }

  it('moves the focus and the choice with the arrows, Home and End', () => {
    render(<Sorts />);
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.tabIndex)).toEqual([0, -1, -1]);
    tabs[0]!.focus();
    fireEvent.keyDown(tabs[0]!, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(tabs[1]);
    expect(tabs[1]!.getAttribute('aria-selected')).toBe('true');
    expect(tabs.map((tab) => tab.tabIndex)).toEqual([-1, 0, -1]);
    fireEvent.keyDown(tabs[1]!, { key: 'End' });
    expect(document.activeElement).toBe(tabs[2]);
    expect(tabs[2]!.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(tabs[2]!, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(tabs[0]);
    fireEvent.keyDown(tabs[0]!, { key: 'ArrowLeft' });
    expect(tabs[2]!.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(tabs[2]!, { key: 'Home' });
    expect(tabs[0]!.getAttribute('aria-selected')).toBe('true');
  });

  it('leaves other keys and modified arrows to the page', () => {
    render(<Sorts />);
    const tabs = screen.getAllByRole('tab');
    tabs[0]!.focus();
    expect(fireEvent.keyDown(tabs[0]!, { key: 'ArrowDown' })).toBe(true);
    expect(fireEvent.keyDown(tabs[0]!, { key: 'ArrowRight', altKey: true })).toBe(true);
    expect(document.activeElement).toBe(tabs[0]);
    expect(tabs[0]!.getAttribute('aria-selected')).toBe('true');
  });

  it('keeps a row with no chosen tab reachable', () => {
    render(<Sorts start="gone" />);
    expect(screen.getAllByRole('tab').map((tab) => tab.tabIndex)).toEqual([0, -1, -1]);
  });

  it('with manual activation moves the focus only; Enter chooses', () => {
    function Manual() {
      const [value, setValue] = useState('a');
      return (
        <TabList label="Tabs" className="tabs" manual>
          {['a', 'b'].map((name) => (
            <button key={name} type="button" role="tab" aria-selected={name === value} tabIndex={tabStop(name === value)} onClick={() => setValue(name)}>
              {name}
            </button>
          ))}
        </TabList>
      );
    }
    render(<Manual />);
    const tabs = screen.getAllByRole('tab');
    tabs[0]!.focus();
    fireEvent.keyDown(tabs[0]!, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(tabs[1]);
    expect(tabs[0]!.getAttribute('aria-selected')).toBe('true');
    fireEvent.click(tabs[1]!);
    expect(tabs[1]!.getAttribute('aria-selected')).toBe('true');
  });
});

