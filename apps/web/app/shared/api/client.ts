/**
 * The browser's typed API client, also used by the server render. The contract's signed client does the
 * protocol (sign, XSRF, envelope, decrypt); this adds what a person sees: it retries what the spec allows, shares
 * identical requests in flight, and maps every failure to the spec's error catalogue (section 8) through the
 * session port (toasts, code 1000).
 */
import {
  Code,
  DEFAULT_LOCALE,
  HEADER_XSRF,
  UNSIGNED_PAYLOAD,
  signedHeaders,
  REQUEST_TIMEOUT_MS,
  RETRY_STATUSES,
  SignedClient,
  catalogues,
  encodeCall,
  httpStatusTextIn,
  isReadMethod,
  type CallerIdentity,
  type Catalogue,
  type ClientKeys,
  type Locale,
  type Route,
  type RouteRequest,
  type RouteResponse,
  type SignedAnswer,
  type Transport,
} from '@md/contract/client';
import { ApiCallError } from './errors.ts';

export type { ClientKeys };

/** What the client needs from its surroundings: the caller's identity, and how to tell the user things. */
export interface SessionPort extends CallerIdentity {
  notify(message: string): void;
  /** The language the user reads: sent as Accept-Language (the server's tips follow it) and used for our own texts. */
  locale?(): Locale;
  /** Code 1000: clear the stored session and go back to `/`. */
  loginExpired(): void;
  /** Waits, before a call that needs a token, until the session has one. */
  ready?(route: Route): Promise<void>;
}

export interface CallOptions {
  /** No toast on failure; the caller shows its own message. */
  silent?: boolean;
  formData?: FormData;
  /** With formData: told the share of the body sent so far (0 to 1), where the client has a progress transport. */
  onUploadProgress?: (fraction: number) => void;
  /** Made by the session's start-up itself, which must not wait for its own end (see SessionPort.ready). */
  startUp?: boolean;
}

export interface ClientOptions {
  timeoutMs: number;
  retryDelayMs: number;
  /** A transport that reports upload progress (the browser's XMLHttpRequest; fetch cannot). */
  progressTransport?: (onProgress: (fraction: number) => void) => Transport;
}

export class ApiClient {
  private readonly inFlight = new Map<string, Promise<unknown>>();
  private readonly options: ClientOptions;
  private readonly signed: SignedClient;
  private readonly identity: CallerIdentity;

  constructor(
    readonly keys: ClientKeys,
    transport: Transport,
    private readonly session: SessionPort,
    options: Partial<ClientOptions> = {},
  ) {
    this.options = { timeoutMs: REQUEST_TIMEOUT_MS, retryDelayMs: 300, ...options };
    // The protocol core signs and sends; the page language rides along as Accept-Language (the server's tips follow it).
    const identity: CallerIdentity = {
      token: () => session.token(),
      devId: () => session.devId(),
      systemType: () => session.systemType(),
      xsrfToken: () => session.xsrfToken(),
      extraHeaders: () => {
        const locale = session.locale?.();
        return { ...(locale ? { 'accept-language': locale } : {}), ...session.extraHeaders?.() };
      },
    };
    this.identity = identity;
    this.signed = new SignedClient(keys, transport, identity);
  }

  /**
   * The headers of a request this client does not send itself (the tus upload of works/upload/media): signed, with
   * the caller's identity, the XSRF echo on writes and the language. A PATCH's bytes are not signed.
   */
  async headersFor(method: string, path: string, bytes: boolean): Promise<Record<string, string>> {
    const headers = await signedHeaders({
      keyId: this.keys.keyId,
      secret: this.keys.secret,
      method,
      path,
      body: bytes ? UNSIGNED_PAYLOAD : null,
      token: this.identity.token(),
      systemType: this.identity.systemType(),
      devId: this.identity.devId(),
    });
    const xsrf = this.identity.xsrfToken();
    if (xsrf && !isReadMethod(method)) headers[HEADER_XSRF] = xsrf;
    return Object.assign(headers, this.identity.extraHeaders?.());
  }

  call<R extends Route>(endpoint: R, input?: RouteRequest<R>, options: CallOptions = {}): Promise<RouteResponse<R>> {
    const { path, body } = encodeCall(endpoint, input, options.formData);
    // Identical requests in flight share one answer instead of racing each other: the same call by the same session
    // in the same language (an answer carries texts in the language it was asked in).
    const key = options.formData ? null : `${endpoint.method} ${path} ${body ?? ''} ${this.session.token() ?? ''} ${this.session.locale?.() ?? ''}`;
    const existing = key ? this.inFlight.get(key) : undefined;
    if (existing) return existing as Promise<RouteResponse<R>>;
    const promise = this.send(endpoint, path, body, options).finally(() => {
      if (key) this.inFlight.delete(key);
    });
    if (key) this.inFlight.set(key, promise);
    return promise as Promise<RouteResponse<R>>;
  }

  /**
   * Opens a server-sent event stream on a signed POST (message/stream): EventSource cannot send our headers.
   * Calls `onData` with each event's decrypted `data`; resolves when the stream ends, rejects when it cannot
   * open (a refusal, no network). No toasts: a live update that fails falls back quietly (see shared/messages).
   */
  async stream<R extends Route>(endpoint: R, input: RouteRequest<R>, onData: (data: RouteResponse<R>) => void, signal: AbortSignal): Promise<void> {
    await this.session.ready?.(endpoint);
    const { path, body } = encodeCall(endpoint, input);
    const headers = await this.signed.headers(endpoint.method, path, body);
    const response = await fetch(path, { method: endpoint.method, headers: { ...headers, accept: 'text/event-stream' }, body, signal, credentials: 'same-origin' });
    if (!response.ok || !response.body || !response.headers.get('content-type')?.startsWith('text/event-stream')) {
      throw new ApiCallError('http', response.status, null, this.texts().requestFailed);
    }
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = '';
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return;
      buffer += value;
      let end;
      while ((end = buffer.indexOf('\n\n')) !== -1) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const line = block.split('\n').find((l) => l.startsWith('data: '));
        if (!line) continue;
        const answer = await this.signed.open({ status: 200, text: line.slice(6) });
        if (answer.envelope?.code === Code.ok) onData(answer.data as RouteResponse<R>);
      }
    }
  }

  /** The shared catalogue in the user's language, read at the moment a text is needed (the language can change). */
  private texts(): Catalogue {
    return catalogues[this.session.locale?.() ?? DEFAULT_LOCALE];
  }

  private async send(endpoint: Route, path: string, body: string | FormData | null, options: CallOptions): Promise<unknown> {
    const retries = isReadMethod(endpoint.method) ? 1 : 0;
    if (!options.startUp) await this.session.ready?.(endpoint);
    for (let attempt = 0; ; attempt++) {
      let answer: SignedAnswer;
      try {
        answer = await this.attempt(endpoint, path, body, options.onUploadProgress);
      } catch {
        return this.fail(new ApiCallError('network', 0, null, this.texts().networkError), options);
      }
      if (answer.status !== 200 && (RETRY_STATUSES as readonly number[]).includes(answer.status) && attempt < retries) {
        await new Promise((resolve) => setTimeout(resolve, this.options.retryDelayMs));
        continue;
      }
      return this.handle(answer, options);
    }
  }

  /** One signed attempt within the timeout; each attempt is signed afresh (new nonce). */
  private async attempt(endpoint: Route, path: string, body: string | FormData | null, onProgress?: (fraction: number) => void): Promise<SignedAnswer> {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), this.options.timeoutMs);
    const { progressTransport } = this.options;
    const signed = onProgress && progressTransport && typeof body !== 'string' ? new SignedClient(this.keys, progressTransport(onProgress), this.identity) : this.signed;
    try {
      return await signed.open(await signed.send(endpoint.method, path, body, controller.signal));
    } finally {
      clearTimeout(timer);
    }
  }

  private handle({ status, envelope, data }: SignedAnswer, options: CallOptions): unknown {
    if (envelope?.code === Code.loginExpired) {
      this.session.notify(this.texts().loginExpired);
      this.session.loginExpired();
      throw new ApiCallError('expired', status, Code.loginExpired, this.texts().loginExpired);
    }
    if (status !== 200) {
      // The envelope's tip says more than a status text; the spec's texts cover bodies without one.
      const tip = envelope?.tip || httpStatusTextIn(this.session.locale?.() ?? DEFAULT_LOCALE, status) || this.texts().requestFailed;
      return this.fail(new ApiCallError('http', status, envelope?.code ?? null, tip), options);
    }
    // No envelope, or one whose data would not decrypt.
    if (!envelope) return this.fail(new ApiCallError('http', 200, null, this.texts().requestFailed), options);
    if (envelope.code === Code.silent) throw new ApiCallError('silent', 200, Code.silent, envelope.tip);
    if (envelope.code !== Code.ok) return this.fail(new ApiCallError('business', 200, envelope.code, envelope.tip || this.texts().requestFailed), options);
    return data;
  }

  private fail(error: ApiCallError, options: CallOptions): never {
    if (!options.silent) this.session.notify(error.tip);
    throw error;
  }
}
