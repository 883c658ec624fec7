import { api, type Endpoint } from '@md/contract/client';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiContext } from '../api/api-context.tsx';
import type { ApiClient, CallOptions } from '../api/client.ts';
import { PicturePicker } from './picture-picker.tsx';
import type { Picture } from './pictures.ts';

type Answer = { files: ({ path: string; width: number; height: number } | { code: number; tip: string })[] };
interface Call {
  files: string[];
  progress: (fraction: number) => void;
  answer: (value: Answer) => void;
}

let calls: Call[];
let revoked: string[];
let made: number;

beforeEach(() => {
  calls = [];
  revoked = [];
  made = 0;
  URL.createObjectURL = vi.fn(() => `blob:preview-${++made}`);
  URL.revokeObjectURL = vi.fn((url: string) => void revoked.push(url));
});
afterEach(() => vi.restoreAllMocks());

const client = {
  call: vi.fn((endpoint: Endpoint, _input: unknown, options: CallOptions) => {
    expect(endpoint.path).toBe(api.uploadImages.path);
    const files = options.formData!.getAll('files').map((file) => (file as File).name);
    return new Promise<Answer>((resolve) => calls.push({ files, progress: options.onUploadProgress!, answer: resolve }));
  }),
} as unknown as ApiClient;

let latest: Picture[] = [];
const keepLatest = (pictures: Picture[]) => void (latest = pictures);
function Form() {
  const [pictures, setPictures] = useState<Picture[]>([]);
  useEffect(() => keepLatest(pictures), [pictures]);
  return <PicturePicker pictures={pictures} setPictures={setPictures} max={9} label="pictures" />;
}

const file = (name: string, size = 1000) => new File([new Uint8Array(size)], name, { type: 'image/png' });
const stored = (n: number) => ({ path: `uploads/2026/11/${String(n).padStart(32, '0')}.webp`, width: 1, height: 1 });
const pick = (container: HTMLElement, files: File[]) => fireEvent.change(container.querySelector('input[type=file]')!, { target: { files } });
const tileStates = () => screen.getAllByTestId('picture-tile').map((tile) => tile.getAttribute('data-state'));

describe('the picture picker', () => {
  it('sends the files picked together in one call, shows each one’s progress, and answers each tile', async () => {
    const view = render(
      <ApiContext.Provider value={client}>
        <Form />
      </ApiContext.Provider>,
    );
    pick(view.container, [file('a.png'), file('b.png'), file('c.png')]);
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]!.files).toEqual(['a.png', 'b.png', 'c.png']);
    expect(screen.getAllByRole('img').map((img) => img.getAttribute('src'))).toEqual(['blob:preview-1', 'blob:preview-2', 'blob:preview-3']);

    // About half of the body sent: the first file whole, the second part-way, the third waiting.
    act(() => calls[0]!.progress(0.5));
    expect(tileStates()).toEqual(['uploading', 'uploading', 'waiting']);
    expect(screen.getAllByTestId('picture-status').map((s) => s.textContent)).toEqual(['上传中 100%', expect.stringMatching(/^上传中 [1-9]\d?%$/), '等待上传']);
    expect(screen.getByTestId('picture-announcer').textContent).toMatch(/^正在上传3张图片，\d+%$/);

    await act(async () => calls[0]!.answer({ files: [stored(1), { code: 4150, tip: '仅支持 JPG、PNG、WEBP、GIF 格式的图片' }, stored(3)] }));
    expect(tileStates()).toEqual(['done', 'failed', 'done']);
    expect(screen.getByTestId('picture-error').textContent).toBe('仅支持 JPG、PNG、WEBP、GIF 格式的图片');
    expect(screen.getByTestId('picture-announcer').textContent).toBe('1张图片上传失败，可点击重试；2张已上传');

    // 重试 sends that one file again, alone.
    fireEvent.click(screen.getByRole('button', { name: '重试第2张图片' }));
    await vi.waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1]!.files).toEqual(['b.png']);
    await act(async () => calls[1]!.answer({ files: [stored(2)] }));
    expect(latest.map((p) => p.path)).toEqual([stored(1).path, stored(2).path, stored(3).path]);

    // Moved by its button: the order changes and is announced.
    fireEvent.click(screen.getByRole('button', { name: '前移第3张图片' }));
    expect(latest.map((p) => p.path)).toEqual([stored(1).path, stored(3).path, stored(2).path]);
    expect(screen.getByText('第3张图片已移到第2位')).toBeTruthy();

    // Removing a picture releases its preview; the rest go when the picker does.
    fireEvent.click(screen.getByRole('button', { name: '删除第1张图片' }));
    expect(revoked).toEqual(['blob:preview-1']);
    view.unmount();
    expect(revoked.sort()).toEqual(['blob:preview-1', 'blob:preview-2', 'blob:preview-3']);
  });

  it('keeps a file over 5 MB from being sent, says why, and stops at the cap', async () => {
    const view = render(
      <ApiContext.Provider value={client}>
        <Form />
      </ApiContext.Provider>,
    );
    pick(view.container, [file('big.png', 5 * 1024 * 1024 + 1), ...Array.from({ length: 9 }, (_, i) => file(`${i}.png`))]);
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]!.files).toHaveLength(8);
    expect(tileStates()).toHaveLength(9);
    expect(screen.getAllByTestId('picture-error')[0]!.textContent).toBe('图片不能超过5MB');
    expect(screen.queryByRole('button', { name: '重试第1张图片' })).toBeNull();
    expect(view.container.querySelector('input[type=file]')).toBeNull();
  });
});
