/**
 * Loads a codec-protected image: fetch as binary, XOR the first 100 bytes back (decodeImage), hand out an
 * object URL. Results are shared and kept (most recent 400), so a page coming back shows its pictures at once.
 */
import { decodeImage } from '@md/contract/client';
import { EARLY_IMAGES } from '../layout/boot-script.ts';

const MAX_ENTRIES = 400;
const pending = new Map<string, Promise<string>>();
const ready = new Map<string, string>();

export function cachedImage(url: string): string | null {
  return ready.get(url) ?? null;
}

function mimeOf(bytes: Uint8Array): string {
  if (bytes[0] === 0xff && bytes[1] === 0xd8) return 'image/jpeg';
  if (bytes[0] === 0x89 && bytes[1] === 0x50) return 'image/png';
  if (bytes[0] === 0x47 && bytes[1] === 0x49) return 'image/gif';
  return 'image/webp';
}

export function loadImage(url: string, key: string, priority: 'high' | 'low' | 'auto' = 'auto'): Promise<string> {
  const hit = ready.get(url);
  if (hit) return Promise.resolve(hit);
  let promise = pending.get(url);
  const earlyImages = typeof window === 'undefined' ? undefined : (window as unknown as Record<string, Record<string, Promise<string>> | undefined>)[EARLY_IMAGES];
  const early = earlyImages?.[url];
  if (!promise && early) {
    // Already fetched and decoded by the page's inline script; taken once, so a failure is retried normally.
    delete earlyImages![url];
    promise = early.then((objectUrl) => (remember(url, objectUrl), objectUrl)).finally(() => pending.delete(url));
    pending.set(url, promise);
  }
  if (!promise) {
    promise = fetch(url, { priority, credentials: 'same-origin' } as RequestInit)
      .then((response) => {
        if (!response.ok) throw new Error(`image ${response.status}`);
        return response.arrayBuffer();
      })
      .then((buffer) => {
        const bytes = decodeImage(new Uint8Array(buffer), key);
        const objectUrl = URL.createObjectURL(new Blob([bytes], { type: mimeOf(bytes) }));
        remember(url, objectUrl);
        return objectUrl;
      })
      .finally(() => pending.delete(url));
    pending.set(url, promise);
  }
  return promise;
}

function remember(url: string, objectUrl: string) {
  ready.set(url, objectUrl);
  if (ready.size > MAX_ENTRIES) {
    const [oldUrl, oldObjectUrl] = ready.entries().next().value!;
    ready.delete(oldUrl);
    URL.revokeObjectURL(oldObjectUrl);
  }
}
