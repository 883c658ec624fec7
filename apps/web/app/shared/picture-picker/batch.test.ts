import { UPLOAD_BATCH_MAX_FILES } from '@md/contract/client';
import { describe, expect, it } from 'vitest';
import { fileProgress, moveItem, partBytes, splitBatches } from './batch.ts';

const file = (size: number, name = 'a.png') => ({ name, size, type: 'image/png' });

describe('per-file progress from the bytes sent', () => {
  const parts = [1000, 3000, 1000];
  const total = 5000 + 44;
  const close = (got: number[], want: number[]) => {
    expect(got).toHaveLength(want.length);
    got.forEach((value, i) => expect(value).toBeCloseTo(want[i]!, 9));
  };

  it('fills the files in order: earlier files whole, one in part, later ones waiting', () => {
    expect(fileProgress(parts, 0)).toEqual([0, 0, 0]);
    close(fileProgress(parts, 500 / total), [0.5, 0, 0]);
    close(fileProgress(parts, 2500 / total), [1, 0.5, 0]);
    close(fileProgress(parts, 4500 / total), [1, 1, 0.5]);
    expect(fileProgress(parts, 1)).toEqual([1, 1, 1]);
  });

  it('never goes past 0 or 1, whatever the transport reports', () => {
    expect(fileProgress(parts, -0.2)).toEqual([0, 0, 0]);
    expect(fileProgress(parts, 1.5)).toEqual([1, 1, 1]);
    expect(fileProgress([], 0.5)).toEqual([]);
    expect(fileProgress([0, 10], 0)).toEqual([1, 0]);
  });

  it('sizes each part exactly as Chromium writes the body (names in UTF-8)', () => {
    // A real multipart body of these files, as FormData would send it, against the estimate.
    const files = [file(1234, '照片.png'), file(50_000, 'b.png'), file(10, 'c.png')];
    const boundary = `----WebKitFormBoundary${'x'.repeat(16)}`;
    const real = files.reduce(
      (sum, f) => sum + new TextEncoder().encode(`--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="${f.name}"\r\nContent-Type: ${f.type}\r\n\r\n`).length + f.size + 2,
      `--${boundary}--\r\n`.length,
    );
    const estimated = files.reduce((sum, f) => sum + partBytes(f), 0) + 44;
    expect(estimated).toBe(real);
  });
});

describe('batches', () => {
  it('keeps files in order, at most the file cap and under the byte cap per call', () => {
    expect(splitBatches([])).toEqual([]);
    expect(splitBatches(Array.from({ length: 12 }, () => file(10)))).toEqual([[0, 1, 2, 3, 4, 5, 6, 7, 8], [9, 10, 11]]);
    expect(splitBatches(Array.from({ length: 12 }, () => file(10)))[0]).toHaveLength(UPLOAD_BATCH_MAX_FILES);
    expect(splitBatches([file(400), file(400), file(400), file(100)], 1200)).toEqual([[0, 1], [2, 3]]);
    // Ordinary photos: two of 2.5 MB share a call, the third waits for the next; a 5 MB one takes a small one along.
    const mb = 1024 * 1024;
    expect(splitBatches([file(2.5 * mb), file(2.5 * mb), file(2.5 * mb), file(5 * mb), file(100_000)])).toEqual([[0, 1], [2], [3, 4]]);
    // A file larger than the cap alone still gets a call of its own (the server answers for it).
    expect(splitBatches([file(10), file(5000), file(10)], 1200)).toEqual([[0], [1], [2]]);
  });
});

describe('moving a tile', () => {
  const list = ['a', 'b', 'c', 'd'];
  it('moves one item to its new place and keeps the others in order', () => {
    expect(moveItem(list, 0, 1)).toEqual(['b', 'a', 'c', 'd']);
    expect(moveItem(list, 3, 0)).toEqual(['d', 'a', 'b', 'c']);
    expect(moveItem(list, 1, 3)).toEqual(['a', 'c', 'd', 'b']);
    expect(list).toEqual(['a', 'b', 'c', 'd']);
  });
  it('clamps moves past either end and leaves a move to the same place alone', () => {
    expect(moveItem(list, 0, -1)).toEqual(list);
    expect(moveItem(list, 3, 4)).toEqual(list);
    expect(moveItem(list, 2, 2)).toEqual(list);
    expect(moveItem([], 0, 1)).toEqual([]);
  });
});
