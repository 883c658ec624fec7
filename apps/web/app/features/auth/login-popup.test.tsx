import { api, type Endpoint } from '@md/contract/client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiContext } from '../../shared/api/api-context.tsx';
import type { ApiClient } from '../../shared/api/client.ts';
import { appStore } from '../../shared/stores/app-store.ts';
import { userStore } from '../../shared/stores/user-store.ts';
import { LoginPopup } from './login-popup.tsx';
import { closeLogin, loginStore, openLogin, requireSignIn } from '../../shared/stores/login-store.ts';

/** The button says it cannot be pressed; it stays focusable (aria-disabled, decision 0094). */
const unavailable = (button: HTMLElement) => button.getAttribute('aria-disabled') === 'true';

const member = { id: 3, uuid: 'uuid-3', account: 'member01', mobile: null, nickname: 'member01', avatar: null, createdAt: '' };

function renderPopup(before = { lockedForSeconds: 0, attemptsLeft: 10 }) {
  const calls: { endpoint: Endpoint; input: unknown }[] = [];
  const client = {
    call: vi.fn(async (endpoint: Endpoint, input?: unknown) => {
      // login/before is only a hint, asked when the account field is left: the other calls are what is checked.
      if (endpoint === api.loginBefore) return before;
      calls.push({ endpoint, input });
      if (endpoint === api.loginOfficial || endpoint === api.loginAccountCreate) return { token: 'new-token', userInfo: member };
      if (endpoint === api.userInfo) return member;
      throw new Error('unexpected');
    }),
  } as unknown as ApiClient;
  render(
    <QueryClientProvider client={new QueryClient()}>
      <ApiContext.Provider value={client}>
        <LoginPopup />
      </ApiContext.Provider>
    </QueryClientProvider>,
  );
  return calls;
}

beforeEach(() => {
  act(() => closeLogin());
  appStore.setState({ token: 'guest', devId: 'd', uuid: null, searchRecord: [] });
  userStore.setState({ userInfo: { ...member, account: null, nickname: '游客' } });
});

describe('login popup', () => {
  it('starts hidden; requireSignIn shows it for a guest and reports that it did', async () => {
    renderPopup();
    expect(screen.queryByText('登录后继续畅享高清视频')).toBeNull();
    let shown = false;
    act(() => {
      shown = requireSignIn();
    });
    expect(shown).toBe(true);
    expect(await screen.findByText('登录后继续畅享高清视频')).toBeTruthy();
    expect(screen.getByRole('tab', { name: '登陆帐号' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByText(/用户协议/)).toBeTruthy();
  });

  it('requireSignIn does nothing for a registered user', () => {
    userStore.setState({ userInfo: member });
    expect(requireSignIn()).toBe(false);
    expect(loginStore.getState().visible).toBe(false);
  });

  it('sign-in: disabled until both fields are filled, errors one at a time in order, then success closes it', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const calls = renderPopup();
    act(() => openLogin());
    const account = await screen.findByLabelText('账号');
    const password = screen.getByLabelText('密码');
    const button = screen.getByRole('button', { name: '登录' });
    expect(unavailable(button)).toBe(true);
    await user.type(account, 'abc');
    await user.type(password, 'x');
    expect(unavailable(button)).toBe(false);
    await user.click(button);
    expect(screen.getByRole('alert').textContent).toBe('账号长度不少于6位');
    await user.type(account, 'def');
    await user.click(button);
    expect(screen.getByRole('alert').textContent).toBe('密码长度不少于6位');
    expect(calls).toHaveLength(0);
    await user.type(password, 'yzabc');
    await user.click(button);
    await waitFor(() => expect(loginStore.getState().visible).toBe(false));
    expect(calls[0]).toMatchObject({ endpoint: api.loginOfficial, input: { account: 'abcdef', password: 'xyzabc' } });
    expect(appStore.getState().token).toBe('new-token');
    expect(userStore.getState().userInfo?.account).toBe('member01');
  });

  it('sign-in: a locked account is told how long it waits, and the button stays off until then', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const calls = renderPopup({ lockedForSeconds: 125, attemptsLeft: 0 });
    act(() => openLogin());
    const account = await screen.findByLabelText('账号');
    await user.type(account, 'locked01');
    await user.type(screen.getByLabelText('密码'), 'secret123');
    expect(await screen.findByText(/^登录尝试次数过多，请2分\d秒后再试$/)).toBeTruthy();
    const button = screen.getByRole('button', { name: '登录' });
    expect(unavailable(button)).toBe(true);
    await user.click(button);
    expect(calls).toHaveLength(0);
    // Another account is not the locked one: the notice goes and the button comes back.
    await user.type(account, 'x');
    await waitFor(() => expect(unavailable(button)).toBe(false));
    expect(screen.getByTestId('login-lock').textContent).toBe('');
  });

  it('the eye button shows and hides the password', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderPopup();
    act(() => openLogin());
    const password = (await screen.findByLabelText('密码')) as HTMLInputElement;
    expect(password.type).toBe('password');
    await user.click(screen.getByRole('button', { name: '显示密码' }));
    expect(password.type).toBe('text');
    await user.click(screen.getByRole('button', { name: '隐藏密码' }));
    expect(password.type).toBe('password');
  });

  it('sign-up: confirmation errors in the password slot, then success fetches the user info again', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const calls = renderPopup();
    act(() => openLogin('signUp'));
    const account = await screen.findByLabelText('账号');
    await user.type(account, 'newuser1');
    await user.type(screen.getByLabelText('密码'), 'secret1');
    await user.type(screen.getByLabelText('确认密码'), 'secret2');
    await user.click(screen.getByRole('button', { name: '注册' }));
    expect(screen.getByRole('alert').textContent).toBe('两次密码不一致 请重新确认');
    await user.clear(screen.getByLabelText('确认密码'));
    await user.type(screen.getByLabelText('确认密码'), 'secret1');
    await user.click(screen.getByRole('button', { name: '注册' }));
    await waitFor(() => expect(loginStore.getState().visible).toBe(false));
    expect(calls.map((c) => c.endpoint)).toEqual([api.loginAccountCreate, api.userInfo]);
    expect(appStore.getState().token).toBe('new-token');
  });

  it('is closed by its close button, not by the overlay', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderPopup();
    act(() => openLogin());
    await screen.findByText('登录后继续畅享高清视频');
    const mask = document.querySelector('.adm-mask');
    if (mask) await user.click(mask);
    expect(loginStore.getState().visible).toBe(true);
    await user.click(document.querySelector('.adm-center-popup-close') as HTMLElement);
    expect(loginStore.getState().visible).toBe(false);
  });
});
