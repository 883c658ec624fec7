/**
 * What a caller needs of an endpoint at run time (method, path, access), without its schemas: the browser
 * imports these descriptors, so no schema library ships to it. Types still come from the full definitions.
 */
import type { Endpoint, RequestOf, ResponseOf } from './endpoints/define.ts';

export interface Route<E extends Endpoint = Endpoint> {
  readonly method: E['method'];
  readonly path: E['path'];
  readonly access: E['access'];
  readonly multipart?: boolean;
  /** Type only: the full definition this route stands for. */
  readonly __endpoint?: E;
}

export type RouteRequest<R> = R extends Endpoint ? RequestOf<R> : R extends Route<infer E> ? RequestOf<E> : never;
export type RouteResponse<R> = R extends Endpoint ? ResponseOf<R> : R extends Route<infer E> ? ResponseOf<E> : never;
