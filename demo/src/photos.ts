import { createHash } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import type { TDb } from '@app/server/db/client';
import { foodItems } from '@app/server/db/schema';
import { photosService, preparePhoto, type TPreparedPhoto } from '@app/server/modules/photos/index';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { DEMO_PHOTO_NAMES, demoPhotoSvg } from './drawings';

/**
 * Photos for the demo restaurant: drawn as SVG (drawings.ts), rendered by sharp and put
 * through the same pipeline as an upload, so the demo shows exactly what a real photo gives. Nothing is
 * downloaded. Drawing and encoding all of them takes a minute or two of CPU, so the demo's build does it
 * once (`drawDemoPhotos`, into demo/dist/demo-photos) and the seed only stores the files; without them
 * (the development server, a build that skipped them) the seed draws them itself, in the background.
 */

/**
 * Where the demo's build draws the photos: demo/dist/demo-photos, the same folder seen from the bundle
 * (demo/dist) and from the sources (demo/src, run by tsx in development and tests).
 */
export const DEMO_PHOTOS_DIR = path.resolve(import.meta.dirname, '..', 'dist', 'demo-photos');

/** Bump when the drawing or the pipeline's output changes: the build then draws again. */
const PIPELINE_VERSION = 2;

const keyOf = (svg: string) =>
  createHash('sha256').update(`${PIPELINE_VERSION}:${svg}`).digest('hex').slice(0, 16);
const folderOf = (name: string) => name.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '');

type TManifest = {
  key: string;
  original: { width: number; height: number; contentHash: string };
  crop: TPreparedPhoto['crop'];
  images: { width: number; extension: string; contentType: string }[];
};

async function drawn(name: string): Promise<TPreparedPhoto | null> {
  const svg = demoPhotoSvg(name);
  if (!svg) return null;
  // Drawn at 1280 × 960, the largest card size: a larger original would add bytes, not detail.
  const png = await sharp(Buffer.from(svg), { density: (72 * 1280) / 1600 })
    .png({ compressionLevel: 1 })
    .toBuffer();
  return preparePhoto(png);
}

/** The dish's photo as the demo's build left it in `dir`, or null when it is missing or out of date. */
async function cached(dir: string, name: string): Promise<TPreparedPhoto | null> {
  const svg = demoPhotoSvg(name);
  if (!svg) return null;
  const folder = path.join(dir, folderOf(name));
  try {
    const manifest = JSON.parse(await readFile(path.join(folder, 'photo.json'), 'utf8')) as TManifest;
    if (manifest.key !== keyOf(svg)) return null;
    return {
      original: { ...manifest.original, bytes: await readFile(path.join(folder, 'original.jpg')) },
      crop: manifest.crop,
      images: await Promise.all(
        manifest.images.map(async (image) => ({
          ...image,
          bytes: await readFile(path.join(folder, `${image.width}.${image.extension}`)),
        })),
      ),
    };
  } catch {
    return null;
  }
}

/**
 * Draws every demo photo into `dir` (the demo's build); one already drawn from the same SVG is kept.
 * As many photos at a time as the machine has cores: one photo's encoders keep about one core busy.
 */
export async function drawDemoPhotos(dir: string): Promise<{ drawn: number; kept: number }> {
  let count = 0;
  let kept = 0;
  const queue = [...DEMO_PHOTO_NAMES];
  const lane = async () => {
    for (let name = queue.shift(); name !== undefined; name = queue.shift()) {
      const outcome = await drawInto(dir, name);
      if (outcome === 'drawn') count++;
      if (outcome === 'kept') kept++;
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, availableParallelism()) }, lane));
  return { drawn: count, kept };
}

/** Draws one dish's photo into `dir` unless it is there already (kept); `none`: the dish has no drawing. */
async function drawInto(dir: string, name: string): Promise<'drawn' | 'kept' | 'none'> {
  if (await cached(dir, name)) return 'kept';
  const prepared = await drawn(name);
  if (!prepared) return 'none';
  const folder = path.join(dir, folderOf(name));
  await rm(folder, { recursive: true, force: true });
  await mkdir(folder, { recursive: true });
  await writeFile(path.join(folder, 'original.jpg'), prepared.original.bytes);
  for (const image of prepared.images)
    await writeFile(path.join(folder, `${image.width}.${image.extension}`), image.bytes);
  const { bytes: _bytes, ...original } = prepared.original;
  const manifest: TManifest = {
    key: keyOf(demoPhotoSvg(name) ?? ''),
    original,
    crop: prepared.crop,
    images: prepared.images.map(({ bytes: _b, ...image }) => image),
  };
  await writeFile(path.join(folder, 'photo.json'), `${JSON.stringify(manifest)}\n`);
  return 'drawn';
}

/**
 * Gives the seeded demo dishes their photos, from `dir` when the demo's build drew them there, else drawn
 * now. A dish that has a photo already keeps it. Returns how many dishes got one.
 */
export async function seedDemoPhotos(db: TDb, dir?: string): Promise<number> {
  const photos = photosService(db);
  // The seed stores each dish's English demo name as its `en` text (or as its name, without one).
  const rows = await db
    .select({
      id: foodItems.id,
      name: foodItems.name,
      english: sql<string | null>`${foodItems.translations}->'en'->>'name'`,
      hasPhoto: sql<boolean>`${foodItems.photo} is not null`,
    })
    .from(foodItems);
  const wanted = new Set(DEMO_PHOTO_NAMES);
  let stored = 0;
  for (const row of rows) {
    const name = row.english ?? row.name;
    if (row.hasPhoto || !wanted.has(name)) continue;
    const prepared = (dir ? await cached(dir, name) : null) ?? (await drawn(name));
    if (!prepared) continue;
    await photos.storePrepared(row.id, prepared);
    stored++;
  }
  return stored;
}
