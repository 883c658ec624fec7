/**
 * The picture picker's arithmetic, free of React and the network: how picked files are grouped into upload/images
 * calls, how the call's byte progress maps to each file (the files travel in order, so the bytes sent so far cover
 * the earlier files whole and one file in part), and how a tile moves.
 */
import { UPLOAD_BATCH_MAX_BYTES, UPLOAD_BATCH_MAX_FILES } from '@md/contract/client';

export interface SizedFile {
  name: string;
  size: number;
  type: string;
}

const utf8 = new TextEncoder();
/** `----WebKitFormBoundary` and 16 characters. */
const BOUNDARY = 38;
/**
 * Bytes of pictures one call carries at most (the server takes up to UPLOAD_BATCH_MAX_BYTES). A call must arrive
 * within the client's timeout (REQUEST_TIMEOUT_MS, 30 s) and the server's request timeout (60 s); 6 MB asks no more
 * of the line than one 5 MB upload/img did, while a pick of ordinary photos still goes in one or two calls.
 */
export const CALL_BUDGET_BYTES = Math.min(6 * 1024 * 1024, UPLOAD_BATCH_MAX_BYTES - 4096);

/**
 * Bytes of one file's part in a multipart body, as browsers write it: the boundary line (38 characters in
 * Chromium and Safari, a few more in Firefox), the two header lines, the data and the closing line break. A few bytes off
 * only shifts a percent or two.
 */
export function partBytes(file: SizedFile): number {
  const boundaryLine = 2 + BOUNDARY + 2;
  const headers = `Content-Disposition: form-data; name="files"; filename="${file.name}"\r\nContent-Type: ${file.type || 'application/octet-stream'}\r\n\r\n`;
  return boundaryLine + utf8.encode(headers).length + file.size + 2;
}

/** The closing boundary of a multipart body. */
const CLOSING_BYTES = 2 + BOUNDARY + 2 + 2;

/**
 * Groups files, in order, into calls: at most UPLOAD_BATCH_MAX_FILES each and a body within `budget` (a file
 * larger than the budget goes alone). Answers index lists.
 */
export function splitBatches(files: readonly SizedFile[], budget = CALL_BUDGET_BYTES, maxFiles = UPLOAD_BATCH_MAX_FILES): number[][] {
  const batches: number[][] = [];
  let current: number[] = [];
  let bytes = CLOSING_BYTES;
  files.forEach((file, index) => {
    const size = partBytes(file);
    if (current.length > 0 && (current.length >= maxFiles || bytes + size > budget)) {
      batches.push(current);
      current = [];
      bytes = CLOSING_BYTES;
    }
    current.push(index);
    bytes += size;
  });
  if (current.length > 0) batches.push(current);
  return batches;
}

/**
 * Each file's share sent (0 to 1), given the share of the whole body sent (`fraction`, as the upload reports it)
 * and the files' part sizes in the order sent.
 */
export function fileProgress(parts: readonly number[], fraction: number): number[] {
  const total = parts.reduce((sum, size) => sum + size, 0) + CLOSING_BYTES;
  let sent = Math.min(1, Math.max(0, fraction)) * total;
  return parts.map((size) => {
    const share = size > 0 ? Math.min(1, Math.max(0, sent / size)) : 1;
    sent -= size;
    return share;
  });
}

/** The list with the item at `from` moved to `to` (both clamped to the list), as a new list. */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  const last = list.length - 1;
  const source = Math.min(Math.max(from, 0), last);
  const target = Math.min(Math.max(to, 0), last);
  if (list.length === 0 || source === target) return [...list];
  const next = [...list];
  const [item] = next.splice(source, 1);
  next.splice(target, 0, item!);
  return next;
}
