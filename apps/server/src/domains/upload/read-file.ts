/**
 * Reads the one image of an upload from its multipart body. Whatever is wrong with the body (no boundary, cut
 * short, a second file, a part of another name) becomes a refusal with a tip, never a 500.
 */
import { Code, UPLOAD_MAX_BYTES } from '@md/contract';
import type { FastifyRequest } from 'fastify';
import { ApiError } from '../../lib/errors.ts';

/** The form field that carries the image. */
export const UPLOAD_FIELD = 'file';

const missing = () => new ApiError(400, Code.badRequest, 'uploadMissing');

export async function readUploadedFile(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw missing();
  let file: Buffer | null = null;
  try {
    // One file part; a few small fields are tolerated (and ignored), anything more is refused by the limits.
    const parts = request.parts({ limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 4, parts: 5 } });
    for await (const part of parts) {
      if (part.type !== 'file') continue;
      if (part.fieldname !== UPLOAD_FIELD) throw missing();
      file = await part.toBuffer();
    }
  } catch (error) {
    throw refusalFor(error);
  }
  if (!file) throw missing();
  return file;
}

function refusalFor(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  const code = (error as { code?: unknown }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new ApiError(413, Code.tooLarge, 'uploadTooLarge');
  if (code === 'FST_FILES_LIMIT') return new ApiError(400, Code.badRequest, 'uploadOneFile');
  // Busboy's own errors (no boundary, unexpected end of form, malformed part header) and the other limits.
  return new ApiError(400, Code.badRequest, 'uploadMalformed');
}
