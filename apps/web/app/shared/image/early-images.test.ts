import { encodeImage } from '@md/contract/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bootScript, EARLY_ATTRIBUTE, EARLY_IMAGES } from '../layout/boot-script.ts';
import { loadImage } from './image-loader.ts';

const KEY = 'early-key-01';
const URL_A = '/media/img/demo/banners/01.webp';

function picture() {
  // A WebP-looking header and a body longer than the codec's 100 bytes.
  const bytes = new Uint8Array(300);
  bytes.set([0x52, 0x49, 0x46, 0x46]);
  for (let i = 4; i < bytes.length; i++) bytes[i] = (i * 7) % 251;
  return bytes;
}

describe('the inline early-image decoder', () => {
  // The boot script also sets the root font again 300 ms after it starts: on a fake clock, so that timer runs
  // here, while the page exists, not after this file's page is gone.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  });

  afterEach(() => {
    vi.runOnlyPendingTimers();
    vi.useRealTimers();
    // The end of parsing: each script's observer lets go of the page.
    document.dispatchEvent(new Event('DOMContentLoaded'));
    vi.unstubAllGlobals();
    document.head.innerHTML = '';
    document.body.innerHTML = '';
    delete (window as unknown as Record<string, unknown>)[EARLY_IMAGES];
  });

  it('fetches a marked picture once while the page is parsed, undoes the codec as the contract does, and hands it to the loader', async () => {
    const original = picture();
    const fetchMock = vi.fn(async () => new Response(encodeImage(original, KEY)));
    vi.stubGlobal('fetch', fetchMock);
    const blobs: Blob[] = [];
    vi.stubGlobal('URL', Object.assign(globalThis.URL, { createObjectURL: (blob: Blob) => (blobs.push(blob), `blob:test/${blobs.length}`) }));
    if (!globalThis.CSS?.escape) vi.stubGlobal('CSS', { escape: (s: string) => s.replace(/["\\]/g, '\\$&') });

    new Function(bootScript(KEY))();
    const span = document.createElement('span');
    span.setAttribute(EARLY_ATTRIBUTE, URL_A);
    document.body.append(span, span.cloneNode());
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(fetchMock).toHaveBeenCalledWith(URL_A, { priority: 'high', credentials: 'same-origin' });

    const early = (window as unknown as Record<string, Record<string, Promise<string>>>)[EARLY_IMAGES][URL_A];
    expect(await early).toBe('blob:test/1');
    expect(new Uint8Array(await blobs[0].arrayBuffer())).toEqual(original);
    expect(blobs[0].type).toBe('image/webp');
    expect(document.head.querySelector('style')?.textContent).toBe(`[${EARLY_ATTRIBUTE}="${URL_A}"]{background:url(blob:test/1) center/cover no-repeat}`);

    expect(await loadImage(URL_A, KEY, 'high')).toBe('blob:test/1');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('stays out of the way without a key, and a failed fetch leaves the loader to try again', async () => {
    expect(bootScript('')).not.toContain('MutationObserver');
    const fetchMock = vi.fn(async () => new Response('no', { status: 404 }));
    vi.stubGlobal('fetch', fetchMock);
    new Function(bootScript(KEY))();
    const span = document.createElement('span');
    span.setAttribute(EARLY_ATTRIBUTE, '/media/img/missing.webp');
    document.body.append(span);
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    await expect(loadImage('/media/img/missing.webp', KEY)).rejects.toThrow('image 404');
    expect(document.head.querySelector('style')).toBeNull();
    // The failed early attempt is not handed out again: the next load asks the server afresh.
    await expect(loadImage('/media/img/missing.webp', KEY)).rejects.toThrow('image 404');
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
