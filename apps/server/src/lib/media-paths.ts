/**
 * Where media files are served: the file routes mount them here, the config and play answers point here. Defined
 * once in the contract, where the web client's fallback image path comes from too.
 */
import { MEDIA_IMAGE_PATH, MEDIA_VIDEO_PATH } from '@md/contract';

export const IMAGE_PATH = MEDIA_IMAGE_PATH;
export const VIDEO_PATH = MEDIA_VIDEO_PATH;
