import type { zhCN } from '@md/contract/client';
import type { zhCNWeb } from './zh-CN.ts';

/** The same shape with plain strings: what another language must provide for the web (every key, no extra). */
type Strings<T> = { readonly [K in keyof T]: T[K] extends string ? string : Strings<T[K]> };
export type WebResources = Strings<typeof zhCNWeb>;

/** All namespaces of one language: the web's own and the shared catalogue as `tips`. */
export type Resources = typeof zhCNWeb & { tips: typeof zhCN };
