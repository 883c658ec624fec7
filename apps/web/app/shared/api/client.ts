/**
 * The one typed API client, used by server rendering and the browser. Signs every attempt afresh, sends the
 * XSRF header, decrypts `data`, retries what the spec allows, shares identical requests in flight, and maps
 * every failure to the spec's error catalogue (section 8) through the session port.
 */
import {
  Code,
  DEFAULT_LOCALE,
  HEADER_XSRF,
  REQUEST_TIMEOUT_MS,
  RETRY_STATUSES,
  decryptPayload,
  catalogues,
  httpStatusTextIn,
  isEnvelope,
  signedHeaders,
  type Catalogue,
  type Envelope,
  type Locale,
  type Route,
  type RouteRequest,
  type RouteResponse,
} from '@md/contract/client';
import { ApiError } from './errors.ts';
import type { Transport, TransportResponse } from './transport.ts';

export interface ClientKeys {
  keyId: string;
  secret: string;
  dataKey: string;
  imageKey: string;
}

/** What the client needs from its surroundings: the session's identity and how to tell the user things. */
export interface SessionPort {
  token(): string | null;
  devId(): string;
  systemType(): string;
  /** The XSRF-TOKEN cookie's value, echoed in X-XSRF-TOKEN on writes. */
  xsrfToken(): string | null;
  /** Extra headers every request carries (the server renderer sends its own cookie). */
  extraHeaders?(): Record<string, string>;
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
}

export interface ClientOptions {
  timeoutMs: number;
  retryDelayMs: number;
}

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export class ApiClient {
  private readonly inFlight = new Map<string, Promise<unknown>>();
  private readonly options: ClientOptions;

  constructor(
    readonly keys: ClientKeys,
    private readonly transport: Transport,
    private readonly session: SessionPort,
    options: Partial<ClientOptions> = {},
  ) {
    this.options = { timeoutMs: REQUEST_TIMEOUT_MS, retryDelayMs: 300, ...options };
  }

  call<R extends Route>(endpoint: R, input?: RouteRequest<R>, options: CallOptions = {}): Promise<RouteResponse<R>> {
    const isGet = endpoint.method === 'GET';
    const query = isGet && input && Object.keys(input).length ? `?${new URLSearchParams(input as Record<string, string>)}` : '';
    const path = endpoint.path + query;
    const body = isGet ? null : (options.formData ?? JSON.stringify(input ?? {}));
    // Identical requests in flight share one answer instead of racing each other.
    const key = options.formData ? null : `${endpoint.method} ${path} ${body ?? ''} ${this.session.token() ?? ''}`;
    const existing = key ? this.inFlight.get(key) : undefined;
    if (existing) return existing as Promise<RouteResponse<R>>;
    const promise = this.send(endpoint, path, body, options).finally(() => {
      if (key) this.inFlight.delete(key);
    });
    if (key) this.inFlight.set(key, promise);
    return promise as Promise<RouteResponse<R>>;
  }

  /** The shared catalogue in the user's language, read at the moment a text is needed (the language can change). */
  private texts(): Catalogue {
    return catalogues[this.session.locale?.() ?? DEFAULT_LOCALE];
  }

  private async send(endpoint: Route, path: string, body: string | FormData | null, options: CallOptions): Promise<unknown> {
    const retries = READ_METHODS.has(endpoint.method) ? 1 : 0;
    await this.session.ready?.(endpoint);
    for (let attempt = 0; ; attempt++) {
      let response: TransportResponse;
      try {
        response = await this.attempt(endpoint, path, body);
      } catch {
        return this.fail(new ApiError('network', 0, null, this.texts().networkError), options);
      }
      if (response.status !== 200 && (RETRY_STATUSES as readonly number[]).includes(response.status) && attempt < retries) {
        await new Promise((resolve) => setTimeout(resolve, this.options.retryDelayMs));
        continue;
      }
      return this.handle(response, options);
    }
  }

  private async attempt(endpoint: Route, path: string, body: string | FormData | null): Promise<TransportResponse> {
    const token = this.session.token();
    const headers = await signedHeaders({
      keyId: this.keys.keyId,
      secret: this.keys.secret,
      method: endpoint.method,
      path,
      body: body instanceof FormData ? 'UNSIGNED-PAYLOAD' : body,
      token,
      systemType: this.session.systemType(),
      devId: this.session.devId(),
    });
    if (typeof body === 'string') headers['content-type'] = 'application/json';
    const xsrf = this.session.xsrfToken();
    if (xsrf && !READ_METHODS.has(endpoint.method)) headers[HEADER_XSRF] = xsrf;
    const locale = this.session.locale?.();
    if (locale) headers['accept-language'] = locale;
    Object.assign(headers, this.session.extraHeaders?.());
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), this.options.timeoutMs);
    try {
      return await this.transport({ method: endpoint.method, path, headers, body, signal: controller.signal });
    } finally {
      clearTimeout(timer);
    }
  }

  private async handle(response: TransportResponse, options: CallOptions): Promise<unknown> {
    const envelope = parseEnvelope(response.text);
    if (envelope?.code === Code.loginExpired) {
      this.session.notify(this.texts().loginExpired);
      this.session.loginExpired();
      throw new ApiError('expired', response.status, Code.loginExpired, this.texts().loginExpired);
    }
    if (response.status !== 200) {
      // The envelope's tip says more than a status text; the spec's texts cover bodies without one.
      const tip = envelope?.tip || httpStatusTextIn(this.session.locale?.() ?? DEFAULT_LOCALE, response.status) || this.texts().requestFailed;
      return this.fail(new ApiError('http', response.status, envelope?.code ?? null, tip), options);
    }
    if (!envelope) return this.fail(new ApiError('http', 200, null, this.texts().requestFailed), options);
    if (envelope.code === Code.silent) throw new ApiError('silent', 200, Code.silent, envelope.tip);
    if (envelope.code !== Code.ok) return this.fail(new ApiError('business', 200, envelope.code, envelope.tip || this.texts().requestFailed), options);
    if (envelope.hash) {
      try {
        return await decryptPayload(this.keys.dataKey, { data: envelope.data as string, hash: envelope.hash });
      } catch {
        return this.fail(new ApiError('http', 200, null, this.texts().requestFailed), options);
      }
    }
    return envelope.data;
  }

  private fail(error: ApiError, options: CallOptions): never {
    if (!options.silent) this.session.notify(error.tip);
    throw error;
  }
}

function parseEnvelope(text: string): Envelope | null {
  try {
    const parsed: unknown = JSON.parse(text);
    return isEnvelope(parsed) ? parsed : null;
  } catch {
    return null;
  }
}
