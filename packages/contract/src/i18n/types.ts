import type { zhCN } from './zh-CN.ts';

/** The languages the product speaks; zh-CN is the default. */
export const LOCALES = ['zh-CN', 'en-US'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'zh-CN';

/** The cookie that carries the visitor's choice, so the server renders the page in it. */
export const COOKIE_LOCALE = 'md_lang';

export type MessageKey = keyof typeof zhCN;
/** A table with every key of the default language, each a string (other languages are typed by this). */
export type Catalogue = { readonly [K in MessageKey]: string };
export type TipVars = Readonly<Record<string, string | number>>;
/** What a failure carries: a catalogue key, with values when the text has `{{vars}}`. Turned into text at the boundary. */
export type Tip = MessageKey | { readonly key: MessageKey; readonly vars?: TipVars };
