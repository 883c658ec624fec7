import { z } from 'zod';
import { ContentType, PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX } from '../constants.ts';

/**
 * Who may call an endpoint:
 * - none: no token needed (config, guest login, sign-in, sign-up);
 * - optional: a token is used when present and valid;
 * - user: any valid token, guest or registered (else code 1000);
 * - registered: a token of a user with an account or mobile (else code 1001).
 */
export type Access = 'none' | 'optional' | 'user' | 'registered';

export interface Endpoint<Req extends z.ZodType = z.ZodType, Res extends z.ZodType = z.ZodType, A extends Access = Access> {
  method: 'GET' | 'POST';
  path: `/api/app/${string}`;
  access: A;
  summary: string;
  /** Body schema for POST, query schema for GET. Multipart endpoints describe their non-file fields. */
  request: Req;
  /** Schema of the envelope's `data`. */
  response: Res;
  multipart?: boolean;
}

export function endpoint<Req extends z.ZodType, Res extends z.ZodType, A extends Access>(def: Endpoint<Req, Res, A>): Endpoint<Req, Res, A> {
  return def;
}

export type RequestOf<E extends Endpoint> = z.input<E['request']>;
export type ResponseOf<E extends Endpoint> = z.output<E['response']>;

/** An empty request body; extra fields are rejected like everywhere else. */
export const empty = z.strictObject({});

export const id = z.number().int().positive().max(2_147_483_647);

export const pageFields = {
  page: z.number().int().min(1).max(10_000).default(1),
  pageSize: z.number().int().min(1).max(PAGE_SIZE_MAX).default(PAGE_SIZE_DEFAULT),
};

export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({
    list: z.array(item),
    page: z.number().int(),
    pageSize: z.number().int(),
    total: z.number().int(),
    hasMore: z.boolean(),
  });
}

export { ContentType };
export const contentType = z.union([z.literal(ContentType.media), z.literal(ContentType.actress)]);
