/**
 * Leaving a page and knowing it is gone (useLeavePage): the router settles before React draws the next page, so a
 * sign-out that starts the guest's session "after the navigation" would still have the members' page mounted.
 */
import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { createBrowserRouter, Outlet, RouterProvider, useBlocker } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { DrawnLocation, useLeavePage } from './leave-page.tsx';

/** What the members' page saw of itself when its leaving resolved: still in the document, or gone. */
let mineOnScreenWhenLeft: boolean | null = null;
let held = false;

function Shell() {
  // A navigation held (as the offline guard holds one) leaves no page.
  useBlocker(() => held);
  return (
    <>
      <Outlet />
      <DrawnLocation />
    </>
  );
}

function Mine() {
  const leave = useLeavePage();
  const [left, setLeft] = useState(false);
  return (
    <main id="mine">
      <button
        type="button"
        onClick={() =>
          void leave('/').then(() => {
            mineOnScreenWhenLeft = document.getElementById('mine') !== null;
            setLeft(true);
          })
        }
      >
        退出登录
      </button>
      {left ? <p>已离开</p> : null}
    </main>
  );
}

function site() {
  window.history.replaceState(null, '', '/mine');
  const router = createBrowserRouter([
    {
      path: '/',
      Component: Shell,
      children: [
        // Home has a loader (data to wait for), as the site's does: the page is drawn in a transition after it.
        { index: true, loader: () => new Promise((done) => setTimeout(() => done(null), 20)), Component: () => <main id="home">首页</main> },
        { path: 'mine', Component: Mine },
      ],
    },
  ]);
  render(<RouterProvider router={router} />);
  return router;
}

afterEach(() => {
  mineOnScreenWhenLeft = null;
  held = false;
});

describe('useLeavePage', () => {
  it('resolves once the next page is drawn and the one left is unmounted', async () => {
    site();
    await act(async () => screen.getByRole('button', { name: '退出登录' }).click());
    await screen.findByText('首页');
    await expect.poll(() => mineOnScreenWhenLeft).not.toBeNull();
    expect(mineOnScreenWhenLeft).toBe(false);
    expect(window.location.pathname).toBe('/');
  });

  it('resolves at once when the navigation is held: no page was left', async () => {
    held = true;
    site();
    await act(async () => screen.getByRole('button', { name: '退出登录' }).click());
    await screen.findByText('已离开');
    expect(mineOnScreenWhenLeft).toBe(true);
    expect(window.location.pathname).toBe('/mine');
  });
});
