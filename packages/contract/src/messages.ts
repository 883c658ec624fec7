/**
 * Every user-facing text shared by server and web now lives in the catalogue (`i18n/`, one table per language).
 * This module keeps the old entry point: `zhCN`, `MessageKey` and the spec's HTTP status texts.
 */
import { zhCN } from './i18n/index.ts';

export * from './i18n/index.ts';
export const messages = zhCN;

/** The spec's HTTP status texts (zh-CN), by status; `httpStatusTextIn` gives another language's. */
export const httpStatusText: Readonly<Record<number, string>> = {
  400: zhCN.http400,
  401: zhCN.http401,
  403: zhCN.http403,
  404: zhCN.http404,
  405: zhCN.http405,
  406: zhCN.http406,
  410: zhCN.http410,
  422: zhCN.http422,
  500: zhCN.http500,
  502: zhCN.http502,
  503: zhCN.http503,
  504: zhCN.http504,
};
