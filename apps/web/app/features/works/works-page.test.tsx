import { api, Code, type Endpoint, type OwnWork } from '@md/contract/client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { ApiCallError } from '../../shared/api/errors.ts';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiContext } from '../../shared/api/api-context.tsx';
import type { ApiClient } from '../../shared/api/client.ts';
import { appStore } from '../../shared/stores/app-store.ts';
import { WorksPage } from './works-page.tsx';

const base = { uploadId: 'u', progress: 100, bytes: 1000, duration: 62, createdAt: 0, failureReason: null, mediaId: null, description: '', tags: [], visibility: 'public' as const, frames: [], coverFrame: null, cover: null };
const works: OwnWork[] = [
  { ...base, id: 4, title: 'Private one', state: 'published', mediaId: 42, visibility: 'private' },
  { ...base, id: 3, title: 'Published one', state: 'published', mediaId: 41 },
  { ...base, id: 2, title: 'Rejected one', state: 'rejected', failureReason: 'Contains a watermark' },
  { ...base, id: 1, title: 'Waiting one', state: 'review', frames: ['uploads/works/work-1-frame-0.webp', 'uploads/works/work-1-frame-1.webp'] },
];

function renderPage(modify: (endpoint: Endpoint, input: unknown) => unknown = () => works[2]) {
  const client = {
    call: vi.fn(async (endpoint: Endpoint, input: unknown) => {
      if (endpoint === api.worksUploadInfo) return { available: true, maxBytes: 1024 * 1024, uploadsAtOnce: 1, quotaLeft: 1024 * 1024 };
      if (endpoint === api.worksMedia) return { list: works, page: 1, pageSize: 50, total: works.length, hasMore: false };
      if (endpoint === api.worksSelectTags) return { list: [{ id: 7, name: 'Harbour', mediaCount: 3 }], page: 1, pageSize: 50, total: 1, hasMore: false };
      if (endpoint === api.worksModifyMedia || endpoint === api.worksModifyShow) return modify(endpoint, input);
      throw new Error('unexpected');
    }),
  } as unknown as ApiClient & { call: ReturnType<typeof vi.fn> };
  render(
    <MemoryRouter>
      <QueryClientProvider client={new QueryClient()}>
        <ApiContext.Provider value={client}>
          <WorksPage />
        </ApiContext.Provider>
      </QueryClientProvider>
    </MemoryRouter>,
  );
  return client;
}

beforeEach(() => {
  appStore.setState({ token: 'member-token', devId: 'd', uuid: null, searchRecord: [] });
});

describe('the creator’s works page', () => {
  it('shows a published work with a link to its video and 发布动态, a rejected one with the reason, one in review as such', async () => {
    renderPage();
    const rows = await screen.findAllByTestId('work');
    expect(rows.map((row) => row.getAttribute('data-state'))).toEqual(['published', 'published', 'rejected', 'review']);
    const [hidden, published, rejected, waiting] = rows;
    // Posting to the square (decision 0069): a published work that is not private.
    expect(within(published).getByRole('button', { name: '发布动态' }).getAttribute('aria-haspopup')).toBe('dialog');
    expect(within(hidden).queryByRole('button', { name: '发布动态' })).toBeNull();
    expect(within(rejected).queryByRole('button', { name: '发布动态' })).toBeNull();
    expect(within(waiting).queryByRole('button', { name: '发布动态' })).toBeNull();
    expect(within(published).getByTestId('work-state').textContent).toMatch(/^已发布/);
    expect(within(published).getByRole('link', { name: '观看视频' }).getAttribute('href')).toBe('/videoDetails?id=41');
    expect(within(rejected).getByTestId('work-state').textContent).toMatch(/^未通过：Contains a watermark/);
    expect(within(rejected).queryByRole('link')).toBeNull();
    // A work in review shows the transcoder's first frame before a cover is chosen; one with no frame a stand-in.
    expect(within(waiting).queryByTestId('work-cover-stand-in')).toBeNull();
    expect(waiting.querySelector('.works-list__cover .codec-image')).not.toBeNull();
    expect(within(rejected).getByTestId('work-cover-stand-in')).toBeTruthy();
    expect(within(waiting).getByTestId('work-state').textContent).toMatch(/^审核中/);
    expect(within(waiting).queryByRole('link')).toBeNull();
  });
});

// The sheet's module loads on the first 编辑 (transformed on demand here, which takes a while on a busy machine).
describe('the edit sheet', { timeout: 20_000 }, () => {
  async function openSheet(title: string) {
    const rows = await screen.findAllByTestId('work');
    fireEvent.click(within(rows.find((row) => row.querySelector('h3')?.textContent === title)!).getByRole('button', { name: new RegExp(`^编辑「${title}」`) }));
    return screen.findByRole('dialog', { name: '编辑作品' });
  }

  it('sends only what changed: the title, a tag and a frame to modify/media, the visibility to modify/show', async () => {
    const client = renderPage();
    const dialog = await openSheet('Waiting one');
    fireEvent.change(within(dialog).getByLabelText('标题'), { target: { value: 'New name' } });
    expect(within(dialog).getByText('8/100')).toBeTruthy();
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Harbour' }));
    expect(within(dialog).getByRole('button', { name: 'Harbour' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(within(dialog).getByRole('radio', { name: /^私密/ }));
    fireEvent.click(within(dialog).getByRole('radio', { name: '第2帧' }));
    fireEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(client.call).toHaveBeenCalledWith(api.worksModifyShow, { id: 1, visibility: 'private' }, { silent: true }));
    expect(client.call).toHaveBeenCalledWith(api.worksModifyMedia, { id: 1, title: 'New name', tagIds: [7], cover: 1 }, { silent: true });
  });

  it('refuses an empty title before any call, and shows a cover refusal under the cover', async () => {
    const client = renderPage(() => {
      throw new ApiCallError('business', 200, Code.worksCoverUnknown, '没有这张封面，请重新选择');
    });
    const dialog = await openSheet('Waiting one');
    fireEvent.change(within(dialog).getByLabelText('标题'), { target: { value: '  ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('请输入视频标题');
    expect(client.call).not.toHaveBeenCalledWith(api.worksModifyMedia, expect.anything(), expect.anything());

    fireEvent.change(within(dialog).getByLabelText('标题'), { target: { value: 'Waiting one' } });
    fireEvent.click(within(dialog).getByRole('radio', { name: '第1帧' }));
    fireEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('没有这张封面，请重新选择');
    expect(client.call).toHaveBeenCalledWith(api.worksModifyMedia, { id: 1, cover: 0 }, { silent: true });
  });
});
