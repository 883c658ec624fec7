/** Where media files are served: the file routes mount them here, the config and play answers point here. */
export const IMAGE_PATH = '/media/img';
export const VIDEO_PATH = '/media/video';
