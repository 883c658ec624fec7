/**
 * Builds the OpenAPI 3.1 description of every endpoint from the contract's schemas: the answers as they are sent
 * (the envelope, with `data` encrypted when the server encrypts), the decrypted `data` as a component beside
 * them, the signed request headers, and the refusals with their codes and HTTP statuses.
 */
import { z } from 'zod';
import { Code } from './codes.ts';
import { HEADER_API_KEY, HEADER_AUTHORIZATION, HEADER_KEY_ID, HEADER_USER_AGENT, HEADER_XSRF, COOKIE_XSRF } from './constants.ts';
import { allEndpoints } from './endpoints/index.ts';
import type { Endpoint } from './endpoints/define.ts';

function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): Record<string, unknown> {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'draft-2020-12' }) as Record<string, unknown>;
  return rest;
}

export interface OpenApiOptions {
  /** Whether the server encrypts `data` (API_ENCRYPT, on by default): the document then describes the cipher text. */
  encrypted?: boolean;
}

/** The refusals, by HTTP status: each status and the business codes its envelope carries. */
export const ERROR_ANSWERS: Readonly<Record<number, { description: string; codes: readonly number[] }>> = {
  400: { description: 'Invalid input: the tip names the problem (strict schemas, unknown fields refused).', codes: [Code.badRequest] },
  401: { description: 'Bad signature (4010), a timestamp outside the window (4011), or a replayed nonce (4012).', codes: [Code.badSignature, Code.staleRequest, Code.replayedRequest] },
  403: { description: `A write without the ${COOKIE_XSRF} cookie echoed in ${HEADER_XSRF}.`, codes: [Code.xsrfRejected] },
  413: { description: 'The body is too large.', codes: [Code.tooLarge] },
  415: { description: 'A content type this call does not take.', codes: [Code.unsupportedMedia] },
  429: { description: 'A rate limit: retry later (the Retry-After header says when, where given).', codes: [Code.tooManyRequests] },
  500: { description: 'Something unexpected: a generic tip, the details go to the log only.', codes: [Code.internal] },
};

/** The codes an answer at HTTP 200 carries when the request was well-formed and the answer is no. */
export const REFUSAL_CODES_AT_200: readonly number[] = [
  Code.loginExpired,
  Code.needRegistered,
  Code.silent,
  Code.notFound,
  Code.wrongCredentials,
  Code.accountTaken,
  Code.wrongOldPassword,
];

const tip = { type: 'string', description: "A message for the user, in the caller's language (Accept-Language)." };

function failure(codes: readonly number[]) {
  return {
    type: 'object',
    required: ['code', 'tip', 'data'],
    additionalProperties: false,
    properties: { code: { type: 'integer', enum: [...codes] }, tip, data: { type: 'null' } },
  };
}

const operationId = (e: Endpoint) => e.path.replace('/api/app/', '').replace(/\//g, '_');

function successSchemas(e: Endpoint, dataRef: { $ref: string }, encrypted: boolean) {
  const code = { type: 'integer', const: Code.ok };
  if (!encrypted) {
    return [{ type: 'object', required: ['code', 'tip', 'data'], additionalProperties: false, properties: { code, tip, data: dataRef } }];
  }
  const forms: Record<string, unknown>[] = [
    {
      type: 'object',
      required: ['code', 'tip', 'data', 'hash'],
      additionalProperties: false,
      properties: {
        code,
        tip,
        data: { type: 'string', contentEncoding: 'base64', description: 'AES-256-GCM cipher text and 16-byte tag of the JSON text of x-decrypted-data (additional data md-envelope-v1).' },
        hash: { type: 'string', contentEncoding: 'base64', description: 'The 12-byte IV of the cipher text.' },
      },
      'x-decrypted-data': dataRef,
    },
  ];
  // A null answer is sent as it is: nothing to encrypt.
  if (e.response.safeParse(null).success) {
    forms.push({ type: 'object', required: ['code', 'tip', 'data'], additionalProperties: false, properties: { code, tip, data: { type: 'null' } } });
  }
  return forms;
}

function requestHeaders(e: Endpoint) {
  const headers = [
    { name: HEADER_KEY_ID, description: 'The signing key id.', required: true, schema: { type: 'string' } },
    {
      name: HEADER_USER_AGENT,
      description: 'systemType=h5|h5_pc;version=<client version>;devId=<device id>',
      required: true,
      schema: { type: 'string', maxLength: 256 },
    },
    {
      name: HEADER_API_KEY,
      description: 't=<unix seconds>,n=<nonce: 16–64 hex>,s=<signature: 64 hex, HMAC-SHA256 of method, path, timestamp, nonce, body digest and token> (docs/api.md)',
      required: true,
      schema: { type: 'string' },
    },
    {
      name: HEADER_AUTHORIZATION,
      description: e.access === 'user' || e.access === 'registered' ? 'Bearer <token>: required by this call.' : 'Bearer <token>, when the caller has one.',
      required: e.access === 'user' || e.access === 'registered',
      schema: { type: 'string', pattern: '^Bearer ' },
    },
  ];
  if (e.method !== 'GET') {
    headers.push({ name: HEADER_XSRF, description: `The value of the ${COOKIE_XSRF} cookie, which must be sent too.`, required: true, schema: { type: 'string' } });
  }
  return headers.map((h) => ({ in: 'header', ...h }));
}

export function buildOpenApi(info: { title: string; version: string }, options: OpenApiOptions = {}) {
  const encrypted = options.encrypted ?? true;
  const paths: Record<string, Record<string, unknown>> = {};
  const schemas: Record<string, unknown> = {
    Refusal: { ...failure(REFUSAL_CODES_AT_200), description: 'HTTP 200, a well-formed request whose answer is no.' },
  };
  const errorResponses: Record<string, unknown> = {};
  for (const [status, answer] of Object.entries(ERROR_ANSWERS)) {
    schemas[`Error${status}`] = failure(answer.codes);
    errorResponses[status] = { description: answer.description, content: { 'application/json': { schema: { $ref: `#/components/schemas/Error${status}` } } } };
  }
  for (const e of allEndpoints) {
    const id = operationId(e);
    const dataName = `${id}_data`;
    schemas[dataName] = { ...jsonSchema(e.response, 'output'), description: `The decrypted \`data\` of ${e.path}.` };
    const dataRef = { $ref: `#/components/schemas/${dataName}` };
    const operation: Record<string, unknown> = {
      summary: e.summary,
      operationId: id,
      'x-access': e.access,
      security: e.access === 'none' ? [{ signature: [] }] : [{ signature: [], token: [] }],
      parameters: requestHeaders(e),
      responses: {
        200: {
          description: encrypted
            ? 'The envelope as sent: `data` is encrypted (AES-256-GCM, IV in `hash`); x-decrypted-data is its schema once decrypted. A refusal carries a business code and `data` null.'
            : 'The envelope as sent (this server does not encrypt: API_ENCRYPT is off). A refusal carries a business code and `data` null.',
          content: {
            'application/json': {
              schema: { anyOf: [...successSchemas(e, dataRef, encrypted), { $ref: '#/components/schemas/Refusal' }] },
            },
          },
        },
        ...errorResponses,
      },
    };
    if (e.method === 'POST') {
      const contentType = e.multipart ? 'multipart/form-data' : 'application/json';
      const body = e.multipart
        ? { type: 'object', properties: { file: { type: 'string', format: 'binary' } }, required: ['file'] }
        : jsonSchema(e.request, 'input');
      operation.requestBody = { required: true, content: { [contentType]: { schema: body } } };
    }
    paths[e.path] = { [e.method.toLowerCase()]: operation };
  }
  return {
    openapi: '3.1.0',
    info: {
      ...info,
      description: [
        `Every call is signed: ${HEADER_KEY_ID}, ${HEADER_USER_AGENT} and ${HEADER_API_KEY}, plus ${HEADER_AUTHORIZATION} when signed in; writes echo the ${COOKIE_XSRF} cookie in ${HEADER_XSRF} (docs/api.md).`,
        'Every answer is an envelope {code, tip, data, hash?}.',
        encrypted
          ? 'This server encrypts: a successful `data` is a base64 AES-256-GCM string with its IV in `hash`; each operation names the decrypted schema in x-decrypted-data (components/schemas/<operation>_data).'
          : 'This server does not encrypt (API_ENCRYPT off): `data` is sent as described.',
        'Refusals: HTTP 200 with codes 1000/1001/4040/4101/4102/7016 when the request was well-formed; 400/401/403/413/415/429/500 otherwise.',
      ].join(' '),
    },
    components: {
      securitySchemes: {
        signature: { type: 'apiKey', in: 'header', name: HEADER_API_KEY },
        token: { type: 'http', scheme: 'bearer' },
      },
      schemas,
    },
    paths,
  };
}
