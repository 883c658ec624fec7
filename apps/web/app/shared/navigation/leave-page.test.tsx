/**
 * Leaving a page and knowing it is gone (useLeavePage): the router settles before React draws the next page, so a
 * sign-out that starts the guest's session "after the navigation" would still have the members' page mounted.
 */
import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { createBrowserRouter, Outlet, RouterProvider, useBlocker, useNavigate } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { DrawnLocation, useLeavePage } from './leave-page.tsx';

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

/** What was on screen when the leaving resolved. */
let onScreenWhenLeft: { mine: boolean; home: boolean; other: boolean; error: boolean } | null = null;
const onScreen = () => ({
  mine: document.getElementById('mine') !== null,
  home: document.getElementById('home') !== null,
  other: document.getElementById('other') !== null,
  error: document.getElementById('error') !== null,
});

function Mine() {
  const leave = useLeavePage();
  const navigate = useNavigate();
  const [left, setLeft] = useState(false);
  const done = () => {
    onScreenWhenLeft = onScreen();
    setLeft(true);
  };
  return (
    <main id="mine">
      <button type="button" onClick={() => void leave('/').then(done)}>
        退出登录
      </button>
      {/* A tap on a link just before: its page may be drawn first, but the leaving is not done until home is. */}
      <button
        type="button"
        onClick={() => {
          void navigate('/other');
          void leave('/').then(done);
        }}
      >
        先去别处
      </button>
      <button type="button" onClick={() => void leave('/broken').then(done)}>
        坏页面
      </button>
      {left ? <p>已离开</p> : null}
    </main>
  );
}

/** The error page that replaces the shell, as the site's root error boundary does: it says what was drawn too. */
function Broken() {
  return (
    <main id="error">
      出错了
      <DrawnLocation />
    </main>
  );
}

function site() {
  window.history.replaceState(null, '', '/mine');
  const router = createBrowserRouter([
    {
      path: '/',
      Component: Shell,
      ErrorBoundary: Broken,
      children: [
        // Home has a loader (data to wait for), as the site's does: the page is drawn in a transition after it.
        { index: true, loader: () => new Promise((done) => setTimeout(() => done(null), 20)), Component: () => <main id="home">首页</main> },
        { path: 'mine', Component: Mine },
        { path: 'other', Component: () => <main id="other">别处</main> },
        {
          path: 'broken',
          loader: () => {
            throw new Error('broken');
          },
          Component: () => null,
        },
      ],
    },
  ]);
  render(<RouterProvider router={router} />);
  return router;
}

afterEach(() => {
  onScreenWhenLeft = null;
  held = false;
});

describe('useLeavePage', () => {
  it('resolves once the next page is drawn and the one left is unmounted', async () => {
    site();
    await act(async () => screen.getByRole('button', { name: '退出登录' }).click());
    await screen.findByText('首页');
    await expect.poll(() => onScreenWhenLeft).not.toBeNull();
    expect(onScreenWhenLeft).toMatchObject({ mine: false, home: true });
    expect(window.location.pathname).toBe('/');
  });

  it('resolves at once when the navigation is held: no page was left', async () => {
    held = true;
    site();
    await act(async () => screen.getByRole('button', { name: '退出登录' }).click());
    await screen.findByText('已离开');
    expect(onScreenWhenLeft).toMatchObject({ mine: true, home: false });
    expect(window.location.pathname).toBe('/mine');
  });

  it('a navigation already on its way: resolves once the page the router settles on is drawn, not the other one', async () => {
    site();
    await act(async () => screen.getByRole('button', { name: '先去别处' }).click());
    await screen.findByText('首页');
    await expect.poll(() => onScreenWhenLeft).not.toBeNull();
    expect(onScreenWhenLeft).toEqual({ mine: false, home: true, other: false, error: false });
  });

  it('resolves when the page led to fails and the error page takes the place of the pages', async () => {
    const errors = console.error;
    console.error = () => undefined;
    try {
      site();
      await act(async () => screen.getByRole('button', { name: '坏页面' }).click());
      await screen.findByText('出错了');
      await expect.poll(() => onScreenWhenLeft).not.toBeNull();
      expect(onScreenWhenLeft).toMatchObject({ mine: false, error: true });
    } finally {
      console.error = errors;
    }
  });
});
