/**
 * Where a danmaku's text meets the site's banned-word rule before it is stored: the operators' list (domain
 * banned-word), masked or refused as BANNED_WORD_MODE says, as for comments. Returns the text to store.
 */
import { Code } from '@md/contract';
import type { Deps } from '../../deps.ts';
import { ApiError } from '../../lib/errors.ts';
import { bannedWordMode, screenText } from '../banned-word/service.ts';

export async function applyBannedWordRule(deps: Deps, text: string): Promise<string> {
  const screened = await screenText(deps, text);
  if (screened.found.length > 0 && bannedWordMode(deps) === 'refuse') throw new ApiError(200, Code.bannedWord, 'commentBannedWord');
  return screened.masked;
}
