import { api, type Endpoint } from '@md/contract/client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiContext } from '../../shared/api/api-context.tsx';
import type { ApiClient } from '../../shared/api/client.ts';
import type { Profile } from './profile-parts.tsx';
import { ProfileForm } from './profile-page.tsx';

vi.mock('../../shared/ui/toast.ts', () => ({ showToast: vi.fn() }));

// A nickname from before the rules refused invisible letters (a Hangul filler).
const profile = { id: 3, uuid: 'u-3', account: 'member01', mobile: null, nickname: 'old\u3164name', avatar: null, createdAt: '', gender: 'secret', birthday: null, bio: '' } as unknown as Profile;

function renderForm() {
  const calls: { endpoint: Endpoint; input: Record<string, unknown> }[] = [];
  const client = {
    call: vi.fn(async (endpoint: Endpoint, input: Record<string, unknown>) => {
      calls.push({ endpoint, input });
      return { ...profile, ...input };
    }),
  } as unknown as ApiClient;
  render(
    <QueryClientProvider client={new QueryClient()}>
      <ApiContext.Provider value={client}>
        <ProfileForm profile={profile} />
      </ApiContext.Provider>
    </QueryClientProvider>,
  );
  return calls;
}

describe('ProfileForm', () => {
  it('sends the nickname only when it changed: an older one the rules now refuse does not stop the rest saving', async () => {
    const calls = renderForm();
    await userEvent.type(screen.getByLabelText('个人简介'), '喜欢旅行');
    await userEvent.click(screen.getByRole('button', { name: '保存资料' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0].endpoint).toBe(api.userInfoModify);
    expect(calls[0].input).toEqual({ gender: 'secret', birthday: null, bio: '喜欢旅行' });

    await userEvent.clear(screen.getByLabelText('昵称'));
    await userEvent.type(screen.getByLabelText('昵称'), '新名字');
    await userEvent.click(screen.getByRole('button', { name: '保存资料' }));
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1].input).toMatchObject({ nickname: '新名字', bio: '喜欢旅行' });
  });
});
