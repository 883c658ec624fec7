/** Pictures made on the spot for the file pickers of the browser tests (never real media). */
import sharp from 'sharp';

/** A plain PNG of one colour, 120×90, as Playwright's `setInputFiles` takes it. */
export async function plainPicture(color: string, name: string) {
  return {
    name,
    mimeType: 'image/png',
    buffer: await sharp({ create: { width: 120, height: 90, channels: 3, background: color } }).png().toBuffer(),
  };
}
