import { API } from '@app/shared/api-paths';
import { type TAdminPhoto, type TPhoto, type TPhotoCrop, ZPhotoCropSchema } from '@app/shared/photos';
import type { TDb } from '../../db/client';
import type { TStoredPhoto } from '../../db/schema';
import { notFound } from '../../lib/app-error';
import {
  centredCrop,
  cleanOriginal,
  cropHash,
  DERIVED_FORMATS,
  derivedFileName,
  derivedHeight,
  derivedWidths,
  deriveImages,
  fitCrop,
  originalFileName,
  originalKey,
  PHOTO_FILE_NAME,
  type TDerivedFile,
  type TDerivedImage,
} from './process';
import { photosRepository } from './repository';

const fileUrl = (file: string) => `${API.photoFiles}/${file}`;

/** The `srcset` of a photo's derived images in one format. */
function srcset(photo: TStoredPhoto, extension: string): string {
  return photo.widths.map((w) => `${fileUrl(derivedFileName(photo.hash, w, extension))} ${w}w`).join(', ');
}

const HASH = /^[0-9a-f]{20}$/;

/**
 * Whether a stored photo is whole: its names are hashes, its crop lies in the original and is at least
 * 320 × 240 (what every answer's schema demands), and its widths are the crop's derived widths. Checked
 * before anything is stored, and again wherever a row is shown: a row that is not whole (one written by
 * a 330 × 4000 upload before PHOTO_MAX_ASPECT_RATIO, or any JSON that is not a photo) reads as no photo,
 * so that it can never fail a list's answer. Uploading again or removing the photo replaces it.
 */
export function isWholePhoto(photo: TStoredPhoto): boolean {
  try {
    const { crop, original, widths } = photo;
    return (
      HASH.test(photo.hash) &&
      HASH.test(photo.originalHash) &&
      ZPhotoCropSchema.safeParse(crop).success &&
      Number.isInteger(original.width) &&
      Number.isInteger(original.height) &&
      crop.x + crop.width <= original.width &&
      crop.y + crop.height <= original.height &&
      Array.isArray(widths) &&
      widths.join() === derivedWidths(crop).join()
    );
  } catch {
    return false;
  }
}

/** A stored photo as the public lists carry it (shared photos.ts): null without one (or a broken one). */
export function publicPhoto(photo: TStoredPhoto | null): TPhoto | null {
  if (!photo || !isWholePhoto(photo)) return null;
  const largest = photo.widths[photo.widths.length - 1] ?? 320;
  const main = photo.widths.includes(640) ? 640 : largest;
  return {
    url: fileUrl(derivedFileName(photo.hash, main, 'jpg')),
    srcset: srcset(photo, 'jpg'),
    width: largest,
    height: derivedHeight(largest),
    sources: DERIVED_FORMATS.filter((f) => f.format !== 'jpeg').map((f) => ({
      type: f.contentType,
      srcset: srcset(photo, f.extension),
    })),
  };
}

/** The back office's photo: the public one, its crop and its cleaned original. */
export function adminPhoto(photo: TStoredPhoto | null): TAdminPhoto | null {
  const shown = publicPhoto(photo);
  if (!photo || !shown) return null;
  return {
    ...shown,
    crop: photo.crop,
    original: { url: fileUrl(originalFileName(photo.originalHash)), ...photo.original },
  };
}

const noFoodItem = () => notFound('This food item could not be found.');

/**
 * Food item photos (docs/decisions/014): uploads checked and cleaned (process.ts), their files in the
 * database (photo_files, so backups hold them and every instance serves them), the row's `photo` describing
 * them. Writing the food item's row moves the public lists' version on, so the menu shows the photo at once.
 */
/**
 * A photo ready to store: its cleaned original, the card's crop in it, and the crop's derived images.
 * Nothing in it depends on the food item; storing names its files for the item.
 */
export type TPreparedPhoto = {
  original: { bytes: Buffer; width: number; height: number; contentHash: string };
  crop: TPhotoCrop;
  images: TDerivedImage[];
};

/** Checks and cleans an upload and derives the card's images (crop in the upload's pixels, or centred). */
export async function preparePhoto(upload: Buffer, crop?: TPhotoCrop): Promise<TPreparedPhoto> {
  const clean = await cleanOriginal(upload);
  const fitted = crop ? fitCrop(crop, clean, clean.scale) : centredCrop(clean.width, clean.height);
  return {
    original: { bytes: clean.bytes, width: clean.width, height: clean.height, contentHash: clean.hash },
    crop: fitted,
    images: await deriveImages(clean.bytes, fitted),
  };
}

export function photosService(db: TDb) {
  const repo = photosRepository(db);

  /**
   * Stores the photo as the food item's. `originalHash` given: the original is stored already under
   * that key (a new crop), so only the derived files are replaced.
   */
  async function store(foodItemId: number, prepared: TPreparedPhoto, originalHash?: string) {
    const key = originalHash ?? originalKey(prepared.original.contentHash, foodItemId);
    const hash = cropHash(key, prepared.crop);
    const photo: TStoredPhoto = {
      hash,
      originalHash: key,
      widths: [...new Set(prepared.images.map((image) => image.width))],
      crop: prepared.crop,
      original: { width: prepared.original.width, height: prepared.original.height },
    };
    const files: TDerivedFile[] = prepared.images.map((image) => ({
      name: derivedFileName(hash, image.width, image.extension),
      contentType: image.contentType,
      bytes: image.bytes,
    }));
    const originalName = originalFileName(key);
    if (!originalHash)
      files.push({ name: originalName, contentType: 'image/jpeg', bytes: prepared.original.bytes });
    // Every check before the one transaction that writes: a photo is stored whole or not at all.
    const expected = photo.widths.flatMap((w) =>
      DERIVED_FORMATS.map((f) => derivedFileName(hash, w, f.extension)),
    );
    const named = new Set(files.filter((f) => f.bytes.length > 0).map((f) => f.name));
    if (
      !isWholePhoto(photo) ||
      files.length !== expected.length + (originalHash ? 0 : 1) ||
      !expected.every((name) => named.has(name)) ||
      (!originalHash && !named.has(originalName))
    )
      throw new Error(`Food item ${foodItemId}: the prepared photo is incomplete; nothing was stored.`);
    if (!(await repo.replace(foodItemId, photo, files, originalHash ? originalName : undefined)))
      throw noFoodItem();
    return adminPhoto(photo) as TAdminPhoto;
  }

  return {
    /**
     * A new photo for the food item from the upload's bytes, with the card's crop in the upload's pixels
     * (none: the largest centred 4:3 part).
     */
    async upload(foodItemId: number, upload: Buffer, crop?: TPhotoCrop): Promise<TAdminPhoto> {
      if ((await repo.storedPhoto(foodItemId)) === undefined) throw noFoodItem();
      return store(foodItemId, await preparePhoto(upload, crop));
    },
    /** A photo prepared earlier (the demo's, drawn at build time). */
    storePrepared: (foodItemId: number, prepared: TPreparedPhoto) => store(foodItemId, prepared),
    /** Another crop of the stored original, in its pixels. */
    async recrop(foodItemId: number, crop: TPhotoCrop): Promise<TAdminPhoto> {
      const stored = await repo.storedPhoto(foodItemId);
      if (!stored) throw notFound('This food item has no photo.');
      const bytes = await repo.fileBytes(originalFileName(stored.originalHash));
      if (!bytes) throw notFound('This food item has no photo.');
      const fitted = fitCrop(crop, stored.original);
      const images = await deriveImages(bytes, fitted);
      return store(
        foodItemId,
        { original: { bytes, ...stored.original, contentHash: '' }, crop: fitted, images },
        stored.originalHash,
      );
    },
    async remove(foodItemId: number): Promise<void> {
      if (!(await repo.replace(foodItemId, null, []))) throw noFoodItem();
    },
    /** A stored file by its name, or undefined (also for a name that cannot be one). */
    async file(name: string) {
      if (!PHOTO_FILE_NAME.test(name)) return undefined;
      return repo.file(name);
    },
  };
}

export type TPhotosService = ReturnType<typeof photosService>;
