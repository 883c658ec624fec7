/** A picked picture's life on the form: waiting, on its way, stored (with its path) or failed (with a tip). */
export type PictureState = 'waiting' | 'uploading' | 'done' | 'failed';

export interface Picture {
  key: string;
  /** Set while the file is on this device (a retry sends it again); gone for pictures restored from a draft. */
  file?: File;
  /** An object URL of the file, shown at once and revoked when the picture goes. */
  preview?: string;
  /** The stored path, as upload/images answered it. */
  path?: string;
  state: PictureState;
  /** 0..1 of this file sent. */
  progress: number;
  /** Why it failed (the server's tip, or ours). */
  error?: string;
  /** Failed here, before sending (too large): sending it again would fail the same way. */
  local?: boolean;
}

export type SetPictures = (update: (pictures: Picture[]) => Picture[]) => void;

let counter = 0;
export const pictureKey = () => `pic${Date.now().toString(36)}-${++counter}`;

/** Pictures already stored (a draft's paths), in their order. */
export const restoredPictures = (paths: readonly string[]): Picture[] => paths.map((path) => ({ key: pictureKey(), path, state: 'done', progress: 1 }));

/** The stored paths, in the order shown: what a form sends. */
export const picturePaths = (pictures: readonly Picture[]) => pictures.flatMap((p) => (p.state === 'done' && p.path ? [p.path] : []));

/** True while any picture is waiting or on its way. */
export const picturesBusy = (pictures: readonly Picture[]) => pictures.some((p) => p.state === 'waiting' || p.state === 'uploading');
