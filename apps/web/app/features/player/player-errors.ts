/**
 * Player errors (spec section 8): error types map to codes 1–8; media errors (MediaError.code 1–6) to 5101–5106.
 * The viewer sees one sentence with refresh and replay actions (the catalogue's, in the page's language).
 */
import { zhCN } from '@md/contract/client';

const PLAYER_ERROR_TYPES = { network: 1, mse: 2, parse: 3, format: 4, decoder: 5, runtime: 6, timeout: 7, other: 8 } as const;
const MEDIA_ERROR_BASE = 5100;
export const PLAYER_ERROR_TEXT = zhCN.playerNetworkError;

export interface PlayerErrorLike {
  errorType?: string;
  errorCode?: number;
  mediaError?: { code?: number } | null;
}

export function playerErrorCode(error: PlayerErrorLike | null | undefined): number {
  const mediaCode = error?.mediaError?.code;
  if (mediaCode && mediaCode >= 1 && mediaCode <= 6) return MEDIA_ERROR_BASE + mediaCode;
  if (error?.errorCode && error.errorCode > MEDIA_ERROR_BASE && error.errorCode <= MEDIA_ERROR_BASE + 6) return error.errorCode;
  const type = error?.errorType as keyof typeof PLAYER_ERROR_TYPES | undefined;
  return (type && PLAYER_ERROR_TYPES[type]) || PLAYER_ERROR_TYPES.other;
}
