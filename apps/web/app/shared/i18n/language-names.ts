import type { Locale } from '@md/contract/client';

/** Each language by its own name, the same whatever language the page is in. */
export const LANGUAGE_NAMES: Readonly<Record<Locale, string>> = { 'zh-CN': '简体中文', 'en-US': 'English' };
