/**
 * The protocol core every caller of the API shares: sign each attempt afresh, echo the XSRF cookie on writes,
 * read the envelope, decrypt `data`. No framework and no DOM: the transport (fetch, in-process inject) is handed
 * in. The browser's client adds toasts, retry, in-flight de-duplication and code 1000 on top; the server render,
 * scripts, benchmarks and browser tests use it through that client or as it is.
 */
import { Code } from '../codes.ts';
import { HEADER_XSRF, UNSIGNED_PAYLOAD } from '../constants.ts';
import { decryptPayload } from '../crypto/payload.ts';
import { signedHeaders } from '../crypto/signing.ts';
import { isEnvelope, type Envelope } from '../envelope.ts';
import type { Route, RouteRequest, RouteResponse } from '../route.ts';

export interface TransportRequest {
  method: 'GET' | 'POST';
  /** Path with its query string, as signed. */
  path: string;
  headers: Record<string, string>;
  body: string | FormData | null;
  signal?: AbortSignal;
}

export interface TransportResponse {
  status: number;
  text: string;
}

/** Resolves with any HTTP answer; rejects only when there was no answer (network failure, abort). */
export type Transport = (request: TransportRequest) => Promise<TransportResponse>;

export interface SigningKeys {
  keyId: string;
  secret: string;
  /** base64 AES key of encrypted `data`. */
  dataKey: string;
}

/** What a web page receives to start: the signing keys and the image codec key. */
export interface ClientKeys extends SigningKeys {
  imageKey: string;
}

/** Who is calling, asked afresh on every attempt (a token can arrive between two calls). */
export interface CallerIdentity {
  token(): string | null;
  devId(): string;
  systemType(): string;
  /** The XSRF-TOKEN cookie's value, echoed in X-XSRF-TOKEN on writes. */
  xsrfToken(): string | null;
  /** Extra headers every request carries (a caller outside a browser sends its own cookie). */
  extraHeaders?(): Record<string, string>;
}

/**
 * What the API server hands the web app's loaders for server rendering: the keys, an in-process transport, the
 * XSRF value its cookie carries, and the page's CSP nonce. One definition for both sides. (A type, not an
 * interface, so that it fits React Router's open `AppLoadContext` without a cast.)
 */
export type WebLoadContext = {
  transport: Transport;
  clientKeys: ClientKeys;
  xsrf: string;
  nonce: string;
};

/** An answer as read: the envelope (null when the body is none, or its data would not decrypt) and `data`. */
export interface SignedAnswer {
  status: number;
  envelope: Envelope | null;
  /** Decrypted when the envelope is a success with `hash`. */
  data: unknown;
}

/** A call whose answer was not a success; scripts and tests catch it (the browser has its own error type). */
export class SignedCallError extends Error {
  constructor(
    readonly status: number,
    readonly code: number | null,
    readonly tip: string,
  ) {
    super(`HTTP ${status}, code ${code ?? '-'}: ${tip}`);
    this.name = 'SignedCallError';
  }
}

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Reads never carry the XSRF header and may be retried; every catalogue call is a POST, so it is a write here. */
export const isReadMethod = (method: string) => READ_METHODS.has(method);

/** The path (with the query of a GET) and the body a call sends. */
export function encodeCall<R extends Route>(endpoint: R, input?: RouteRequest<R>, formData?: FormData): { path: string; body: string | FormData | null } {
  if (endpoint.method === 'GET') {
    const query = input && Object.keys(input).length ? `?${new URLSearchParams(input as Record<string, string>)}` : '';
    return { path: endpoint.path + query, body: null };
  }
  return { path: endpoint.path, body: formData ?? JSON.stringify(input ?? {}) };
}

function parseEnvelope(text: string): Envelope | null {
  try {
    const parsed: unknown = JSON.parse(text);
    return isEnvelope(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

export class SignedClient {
  constructor(
    readonly keys: SigningKeys,
    private readonly transport: Transport,
    private readonly identity: CallerIdentity,
  ) {}

  /** Every header of one attempt: signature, identity, token, JSON type, XSRF echo on writes, extras. */
  async headers(method: TransportRequest['method'], path: string, body: string | FormData | null): Promise<Record<string, string>> {
    const headers = await signedHeaders({
      keyId: this.keys.keyId,
      secret: this.keys.secret,
      method,
      path,
      // Multipart bodies are not covered by the signature.
      body: typeof body === 'string' || body === null ? body : UNSIGNED_PAYLOAD,
      token: this.identity.token(),
      systemType: this.identity.systemType(),
      devId: this.identity.devId(),
    });
    if (typeof body === 'string') headers['content-type'] = 'application/json';
    const xsrf = this.identity.xsrfToken();
    if (xsrf && !isReadMethod(method)) headers[HEADER_XSRF] = xsrf;
    return Object.assign(headers, this.identity.extraHeaders?.());
  }

  /** One signed attempt; rejects only when there was no answer. */
  async send(method: TransportRequest['method'], path: string, body: string | FormData | null, signal?: AbortSignal): Promise<TransportResponse> {
    return this.transport({ method, path, headers: await this.headers(method, path, body), body, signal });
  }

  /** Reads an answer: the envelope, and `data` decrypted when it is a success. */
  async open(response: TransportResponse): Promise<SignedAnswer> {
    const envelope = parseEnvelope(response.text);
    if (!envelope) return { status: response.status, envelope: null, data: null };
    if (envelope.code !== Code.ok || !envelope.hash) return { status: response.status, envelope, data: envelope.data };
    try {
      return { status: response.status, envelope, data: await decryptPayload(this.keys.dataKey, { data: envelope.data as string, hash: envelope.hash }) };
    } catch {
      return { status: response.status, envelope: null, data: null };
    }
  }

  /** One attempt, read. */
  async request<R extends Route>(endpoint: R, input?: RouteRequest<R>, options: { formData?: FormData; signal?: AbortSignal } = {}): Promise<SignedAnswer> {
    const { path, body } = encodeCall(endpoint, input, options.formData);
    return this.open(await this.send(endpoint.method, path, body, options.signal));
  }

  /** The decrypted data of a successful answer; anything else throws SignedCallError. */
  async call<R extends Route>(endpoint: R, input?: RouteRequest<R>): Promise<RouteResponse<R>> {
    const answer = await this.request(endpoint, input);
    if (answer.status !== 200 || answer.envelope?.code !== Code.ok) {
      throw new SignedCallError(answer.status, answer.envelope?.code ?? null, answer.envelope?.tip ?? '');
    }
    return answer.data as RouteResponse<R>;
  }
}
