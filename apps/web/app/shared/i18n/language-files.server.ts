/**
 * The files holding a language's tables in this build, for a page in that language to ask for beside its first
 * scripts (decision 0078): the browser loads them before hydration (entry.client.tsx), and without the hint it
 * learns of them only once the page's scripts have run. None for the default language, whose tables ship with
 * every page (they have no chunk of their own), and none in development.
 */
import type { Locale } from '@md/contract/client';
import files from 'virtual:md/language-files';

export function languageFilesOf(locale: Locale): readonly string[] {
  return files[locale] ?? [];
}
