/**
 * Reads the images of an upload/images call from its multipart body, in the order sent. A file over the per-file
 * size becomes that file's refusal; a body with too many files or too many bytes, or one that is malformed, refuses
 * the whole call before anything is stored.
 */
import { Code, UPLOAD_BATCH_MAX_BYTES, UPLOAD_BATCH_MAX_FILES, UPLOAD_MAX_BYTES } from '@md/contract';
import type { FastifyRequest } from 'fastify';
import { ApiError } from '../../lib/errors.ts';

/** The form field that carries each image (repeated, in order). */
export const UPLOAD_FILES_FIELD = 'files';

const missing = () => new ApiError(400, Code.badRequest, 'uploadMissing');
export const batchTooMany = () => new ApiError(400, Code.uploadBatchTooMany, { key: 'uploadBatchTooMany', vars: { max: UPLOAD_BATCH_MAX_FILES } });
export const batchTooLarge = () =>
  new ApiError(413, Code.uploadBatchTooLarge, { key: 'uploadBatchTooLarge', vars: { mb: UPLOAD_BATCH_MAX_BYTES / 1024 / 1024 } });

/** Each file's bytes, or the refusal of that file alone. */
export type ReadFile = Buffer | ApiError;

/** Refuses, from its declared length, a body over the cap before any of it is read. */
export function checkDeclaredLength(request: FastifyRequest) {
  const declared = Number(request.headers['content-length']);
  if (Number.isFinite(declared) && declared > UPLOAD_BATCH_MAX_BYTES) throw batchTooLarge();
}

export async function readUploadedFiles(request: FastifyRequest): Promise<ReadFile[]> {
  if (!request.isMultipart()) throw missing();
  const files: ReadFile[] = [];
  let received = 0;
  try {
    // Size is judged per file here (a file too large is that file's refusal), not by throwing for the whole body;
    // the plugin reads this option at run time though its types omit it.
    const options = {
      throwFileSizeLimit: false,
      limits: { fileSize: UPLOAD_MAX_BYTES, files: UPLOAD_BATCH_MAX_FILES, fields: 4, parts: UPLOAD_BATCH_MAX_FILES + 4 },
    };
    const parts = request.parts(options);
    for await (const part of parts) {
      if (part.type !== 'file') continue;
      if (part.fieldname !== UPLOAD_FILES_FIELD) throw missing();
      const buffer = await part.toBuffer();
      // A body sent without a length (chunked) is held to the same cap as it arrives.
      received += buffer.length;
      if (received > UPLOAD_BATCH_MAX_BYTES) throw batchTooLarge();
      files.push(part.file.truncated ? new ApiError(413, Code.tooLarge, 'uploadTooLarge') : buffer);
    }
  } catch (error) {
    throw refusalFor(error);
  }
  if (files.length === 0) throw missing();
  return files;
}

function refusalFor(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  const code = (error as { code?: unknown }).code;
  if (code === 'FST_FILES_LIMIT') return batchTooMany();
  // Busboy's own errors (no boundary, unexpected end of form, malformed part header) and the other limits.
  return new ApiError(400, Code.badRequest, 'uploadMalformed');
}
