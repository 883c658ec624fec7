import { api, type Endpoint } from '@md/contract/client';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiContext } from '../api/api-context.tsx';
import type { ApiClient } from '../api/client.ts';
import { closeLogin, loginStore } from '../stores/login-store.ts';
import { userStore } from '../stores/user-store.ts';
import { ReportAction } from './report-action.tsx';
import { showToast } from './toast.ts';

// The toast is antd's, shown for two seconds: it would outlive the test's page. Its words are what matters.
vi.mock('./toast.ts', () => ({ showToast: vi.fn() }));

const member = { id: 3, uuid: 'uuid-3', account: 'member01', mobile: null, nickname: 'member01', avatar: null, createdAt: '' };

function renderAction(props: Parameters<typeof ReportAction>[0]) {
  const calls: { endpoint: Endpoint; input: unknown }[] = [];
  const client = {
    call: vi.fn(async (endpoint: Endpoint, input?: unknown) => {
      calls.push({ endpoint, input });
      return { id: 1, created: true };
    }),
  } as unknown as ApiClient;
  render(
    <ApiContext.Provider value={client}>
      <main className="app">
        <ReportAction {...props} />
      </main>
    </ApiContext.Provider>,
  );
  return calls;
}

beforeEach(() => {
  // jsdom has no pointer capture; the Popup's drag gesture asks for it on a pointer press.
  for (const name of ['setPointerCapture', 'releasePointerCapture'] as const) {
    if (!(name in HTMLElement.prototype)) Object.defineProperty(HTMLElement.prototype, name, { configurable: true, value: () => undefined });
  }
  act(() => closeLogin());
  userStore.setState({ userInfo: member });
});

describe('ReportAction', () => {
  it('asks a guest to sign in instead of opening the sheet', async () => {
    userStore.setState({ userInfo: { ...member, account: null, nickname: '游客' } });
    renderAction({ contentType: 'comment', id: 5 });
    await userEvent.click(screen.getByRole('button', { name: '举报' }));
    expect(loginStore.getState().visible).toBe(true);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows nothing on one own item, and the mark on one own hidden comment', () => {
    const { unmount } = render(<ReportAction contentType="comment" id={5} own />);
    expect(screen.queryByRole('button', { name: '举报' })).toBeNull();
    unmount();
    render(<ReportAction contentType="comment" id={5} own hidden />);
    expect(screen.getByText('已被管理员隐藏，仅自己可见')).toBeTruthy();
  });

  it('sends the chosen reason and words from a labelled dialog, then gives the focus back', async () => {
    const calls = renderAction({ contentType: 'post', id: 9 });
    const button = screen.getByRole('button', { name: '举报' });
    await userEvent.click(button);
    const dialog = await screen.findByRole('dialog', { name: '举报' });
    await waitFor(() => expect((document.activeElement as HTMLInputElement).value).toBe('porn'));
    await userEvent.click(screen.getByRole('radio', { name: '人身攻击' }));
    await userEvent.type(screen.getByRole('textbox', { name: '补充说明（选填）' }), ' rude ');
    await userEvent.click(screen.getByRole('button', { name: '提交' }));
    expect(calls).toEqual([{ endpoint: api.reportAdd, input: { contentType: 'post', id: 9, reason: 'abuse', text: 'rude' } }]);
    await waitFor(() => expect(showToast).toHaveBeenCalledWith('举报已提交，我们会尽快处理'));
    await waitFor(() => expect(dialog.isConnected).toBe(false));
    await waitFor(() => expect(document.activeElement).toBe(button));
  });
});
