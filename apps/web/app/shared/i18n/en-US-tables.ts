/** The English tables, in a chunk of their own: loaded only by pages in English (see i18n.ts). */
import { enUS } from '@md/contract/i18n/en-US';
import { enUSWeb } from './en-US.ts';
import type { LanguageTables } from './i18n.ts';

export const tables: LanguageTables = { web: enUSWeb, shared: enUS };
