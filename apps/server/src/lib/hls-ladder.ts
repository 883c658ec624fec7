/**
 * The HLS ladder every video is cut into: the demo clips (scripts/make-clips.sh reads it from here) and uploaded
 * works (domains/works/transcode.ts). One master playlist `index.m3u8`, one media playlist per level under
 * `<name>/`, 2 s segments, and a 5×4 sprite of 160×90 frames for seek previews.
 */
export interface LadderLevel {
  name: string;
  height: number;
  /** Video bitrate, ffmpeg's notation. */
  videoRate: string;
  /** The demo clips burn this into the picture, so a level switch is visible. */
  label: string;
}

export const HLS_LADDER: readonly LadderLevel[] = [
  { name: '360p', height: 360, videoRate: '90k', label: '360p' },
  { name: '720p', height: 720, videoRate: '170k', label: '720p HD' },
  { name: '1080p', height: 1080, videoRate: '260k', label: '1080p FHD' },
];

export const HLS_SEGMENT_SECONDS = 2;
export const AUDIO_RATE = '24k';
export const SPRITE_LAYOUT = { picNum: 20, col: 5, row: 4, width: 160, height: 90 } as const;
