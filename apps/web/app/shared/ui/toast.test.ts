import { afterEach, describe, expect, it, vi } from 'vitest';

vi.mock('antd-mobile/es/components/toast', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

describe('showToast without its code (offline)', () => {
  afterEach(() => document.getElementById('md-toast')?.remove());

  it('still shows the message, in a live region', async () => {
    const { showToast } = await import('./toast.ts');
    showToast('您的网络发生异常，无法连接服务器');
    await vi.waitFor(() => expect(document.getElementById('md-toast')?.textContent).toBe('您的网络发生异常，无法连接服务器'));
    expect(document.getElementById('md-toast')?.getAttribute('role')).toBe('status');
  });
});
