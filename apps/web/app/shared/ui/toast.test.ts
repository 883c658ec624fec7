import { afterEach, describe, expect, it, vi } from 'vitest';

vi.mock('antd-mobile/es/components/toast', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

describe('showToast without its code (offline)', () => {
  afterEach(() => document.getElementById('md-toast')?.remove());

  it('still shows the message, and a screen reader hears it from the page’s one live region', async () => {
    const { showToast } = await import('./toast.ts');
    showToast('您的网络发生异常，无法连接服务器');
    await vi.waitFor(() => expect(document.getElementById('md-toast')?.textContent).toBe('您的网络发生异常，无法连接服务器'));
    const region = document.getElementById('md-announcer');
    await vi.waitFor(() => expect(region?.textContent).toBe('您的网络发生异常，无法连接服务器'));
    expect(region?.getAttribute('role')).toBe('status');
    // Heard once: the shown copy is not a second live region.
    expect(document.getElementById('md-toast')?.getAttribute('aria-hidden')).toBe('true');
    // The same message again is said again (emptied, then filled a frame later).
    showToast('您的网络发生异常，无法连接服务器');
    expect(region?.textContent).toBe('');
    await vi.waitFor(() => expect(region?.textContent).toBe('您的网络发生异常，无法连接服务器'));
  });
});
