/**
 * The focus given back on a way back or forward (decision 0098), through the router: what is marked when a page is
 * left, and what is given the focus when it comes back.
 */
import { act, render } from '@testing-library/react';
import { useState } from 'react';
import { createMemoryRouter, Outlet, RouterProvider, useNavigate } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { FocusManager } from './focus-manager.tsx';

function Shell() {
  const navigate = useNavigate();
  return (
    <>
      {/* The header's 返回 stays from page to page. */}
      <button type="button" id="back" onClick={() => void navigate(-1)}>
        返回
      </button>
      <div id="main">
        <Outlet />
      </div>
      <FocusManager />
    </>
  );
}

const Home = () => (
  <main>
    <h1>首页</h1>
    <a href="/videoDetails?id=1">一</a>
    <a href="/videoDetails?id=2">二</a>
    <a href="/videoDetails?id=3">三</a>
  </main>
);
const Other = () => (
  <main>
    <h1>别处</h1>
  </main>
);
/** Replies drawn in two steps, as a list that grows once its next page comes. */
function Replies() {
  const [count, setCount] = useState(1);
  if (count < 4) setTimeout(() => setCount(4), 30);
  return (
    <main>
      <h1>回复</h1>
      {Array.from({ length: count }, (_, i) => (
        <button key={i} type="button" data-i={i}>
          回复
        </button>
      ))}
    </main>
  );
}

const settle = () => act(() => new Promise((done) => setTimeout(done, 60)));
const focused = () => document.activeElement;

async function site() {
  const router = createMemoryRouter([
    {
      element: <Shell />,
      children: [
        { path: '/', element: <Home /> },
        { path: '/other', element: <Other /> },
        { path: '/third', element: <Other /> },
        { path: '/replies', element: <Replies /> },
      ],
    },
  ]);
  const view = render(<RouterProvider router={router} />);
  await settle();
  return { router, view, go: async (to: string | number) => {
    await act(() => router.navigate(to as string));
    await settle();
  } };
}

const link = (n: number) => document.querySelectorAll<HTMLElement>('#main a')[n]!;

describe('FocusManager: the focus comes back with the page', () => {
  let unmount: (() => void) | undefined;
  afterEach(() => unmount?.());

  it('back and forward give it to what had it when each page was left', async () => {
    const { go, view } = await site();
    unmount = view.unmount;
    link(1).focus();
    await go('/other');
    expect(focused()?.textContent).toBe('别处');
    await go(-1);
    expect(focused()?.getAttribute('href')).toBe('/videoDetails?id=2');
    await go(1);
    expect(focused()?.tagName).toBe('H1');
  });

  it('nothing is given when the page was last left with nothing focused (a tap on a link that takes no focus)', async () => {
    const { go, view } = await site();
    unmount = view.unmount;
    link(1).focus();
    await go('/other');
    await go(-1);
    expect(focused()?.getAttribute('href')).toBe('/videoDetails?id=2');
    (focused() as HTMLElement).blur();
    await go('/third');
    await go(-1);
    expect(focused()).toBe(document.body);
  });

  it("the header's 返回, which stays from page to page, does not keep the focus from what is given back", async () => {
    const { go, view } = await site();
    unmount = view.unmount;
    link(2).focus();
    await go('/other');
    document.getElementById('back')!.focus();
    await act(() => document.getElementById('back')!.click());
    await settle();
    expect(focused()?.getAttribute('href')).toBe('/videoDetails?id=3');
  });

  it('a list still drawing: the one at its place once it is drawn, not the last of those drawn so far', async () => {
    const { go, view } = await site();
    unmount = view.unmount;
    await go('/replies');
    await settle();
    document.querySelector<HTMLElement>('[data-i="2"]')!.focus();
    await go('/other');
    await go(-1);
    await settle();
    expect((focused() as HTMLElement).dataset.i).toBe('2');
  });

  it('an entry replaced by another page: back to it gives the focus to what the replacing page had', async () => {
    const { router, go, view } = await site();
    unmount = view.unmount;
    link(0).focus();
    await act(() => router.navigate('/other', { replace: true }));
    await settle();
    await go('/third');
    await go(-1);
    // Back to /other, left with its heading focused: that, not home's link (the entry it replaced keeps no mark).
    expect(focused()?.tagName).toBe('H1');
  });
});
