import { api, type Endpoint, type OwnWork } from '@md/contract/client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiContext } from '../../shared/api/api-context.tsx';
import type { ApiClient } from '../../shared/api/client.ts';
import { appStore } from '../../shared/stores/app-store.ts';
import { WorksPage } from './works-page.tsx';

const base = { uploadId: 'u', progress: 100, bytes: 1000, duration: 62, createdAt: 0, failureReason: null, mediaId: null, description: '', tags: [], visibility: 'public' as const, frames: [], coverFrame: null, cover: null };
const works: OwnWork[] = [
  { ...base, id: 3, title: 'Published one', state: 'published', mediaId: 41 },
  { ...base, id: 2, title: 'Rejected one', state: 'rejected', failureReason: 'Contains a watermark' },
  { ...base, id: 1, title: 'Waiting one', state: 'review' },
];

function renderPage() {
  const client = {
    call: vi.fn(async (endpoint: Endpoint) => {
      if (endpoint === api.worksUploadInfo) return { available: true, maxBytes: 1024 * 1024, uploadsAtOnce: 1, quotaLeft: 1024 * 1024 };
      if (endpoint === api.worksMedia) return { list: works, page: 1, pageSize: 50, total: works.length, hasMore: false };
      throw new Error('unexpected');
    }),
  } as unknown as ApiClient;
  render(
    <MemoryRouter>
      <QueryClientProvider client={new QueryClient()}>
        <ApiContext.Provider value={client}>
          <WorksPage />
        </ApiContext.Provider>
      </QueryClientProvider>
    </MemoryRouter>,
  );
}

beforeEach(() => {
  appStore.setState({ token: 'member-token', devId: 'd', uuid: null, searchRecord: [] });
});

describe('the creator’s works page', () => {
  it('shows a published work with a link to its video, a rejected one with the reason, one in review as such', async () => {
    renderPage();
    const rows = await screen.findAllByTestId('work');
    expect(rows.map((row) => row.getAttribute('data-state'))).toEqual(['published', 'rejected', 'review']);
    const [published, rejected, waiting] = rows;
    expect(within(published).getByTestId('work-state').textContent).toMatch(/^已发布/);
    expect(within(published).getByRole('link', { name: '观看视频' }).getAttribute('href')).toBe('/videoDetails?id=41');
    expect(within(rejected).getByTestId('work-state').textContent).toMatch(/^未通过：Contains a watermark/);
    expect(within(rejected).queryByRole('link')).toBeNull();
    expect(within(waiting).getByTestId('work-state').textContent).toMatch(/^审核中/);
    expect(within(waiting).queryByRole('link')).toBeNull();
  });
});
