/**
 * Generated demo pictures: soft gradients and shapes, no text, no photographs. Written once into the media folder
 * with the image codec applied, exactly as uploads are stored.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { encodeImage } from '@md/contract';
import sharp from 'sharp';
import { POOLS, poolImage, type PoolName } from './factories.ts';
import { mulberry32, type Rng } from './random.ts';

const SIZES: Record<PoolName, [number, number]> = {
  covers: [480, 270],
  avatars: [200, 200],
  banners: [750, 300],
  ads: [480, 270],
  icons: [96, 96],
};

function svg(pool: PoolName, r: Rng): string {
  const [w, h] = SIZES[pool];
  const hue = Math.floor(r() * 360);
  const hue2 = (hue + 40 + Math.floor(r() * 80)) % 360;
  const shapes: string[] = [];
  const count = pool === 'icons' ? 1 : 5 + Math.floor(r() * 6);
  for (let i = 0; i < count; i++) {
    const cx = Math.floor(r() * w);
    const cy = Math.floor(r() * h);
    const size = Math.floor((0.1 + r() * 0.35) * Math.min(w, h));
    const fill = `hsla(${(hue + 180 + Math.floor(r() * 60)) % 360},70%,${55 + Math.floor(r() * 30)}%,${(0.25 + r() * 0.4).toFixed(2)})`;
    shapes.push(
      pool === 'icons'
        ? `<circle cx="${w / 2}" cy="${h / 2}" r="${w * 0.28}" fill="hsla(0,0%,100%,0.85)"/><rect x="${w * 0.38}" y="${h * 0.38}" width="${w * 0.24}" height="${h * 0.24}" rx="4" fill="hsl(${hue},60%,50%)"/>`
        : r() < 0.6
          ? `<circle cx="${cx}" cy="${cy}" r="${size}" fill="${fill}"/>`
          : `<rect x="${cx - size}" y="${cy - size / 2}" width="${size * 2}" height="${size}" rx="${size / 4}" fill="${fill}" transform="rotate(${Math.floor(r() * 90) - 45} ${cx} ${cy})"/>`,
    );
  }
  const radius = pool === 'avatars' || pool === 'icons' ? Math.min(w, h) / 2 : 0;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
<stop offset="0" stop-color="hsl(${hue},65%,45%)"/><stop offset="1" stop-color="hsl(${hue2},70%,30%)"/></linearGradient>
<clipPath id="c"><rect width="${w}" height="${h}" rx="${radius}"/></clipPath></defs>
<g clip-path="url(#c)"><rect width="${w}" height="${h}" fill="url(#g)"/>${shapes.join('')}</g></svg>`;
}

/** Creates any missing demo picture; existing files are left alone, so this is cheap on every start. */
export async function ensureDemoImages(mediaDir: string, imageKey: string, seed: number): Promise<number> {
  let made = 0;
  for (const pool of Object.keys(POOLS) as PoolName[]) {
    await fs.mkdir(path.join(mediaDir, 'demo', pool), { recursive: true });
    for (let n = 0; n < POOLS[pool]; n++) {
      const target = path.join(mediaDir, poolImage(pool, n));
      try {
        await fs.access(target);
        continue;
      } catch {
        // missing: make it
      }
      const r = mulberry32(seed + n * 7919 + pool.length * 104729);
      const webp = await sharp(Buffer.from(svg(pool, r))).webp({ quality: 72 }).toBuffer();
      await fs.writeFile(target, encodeImage(webp, imageKey));
      made++;
    }
  }
  return made;
}
