import { createHash } from 'node:crypto';
import {
  PHOTO_ASPECT,
  PHOTO_MAX_BYTES,
  PHOTO_MAX_PIXELS,
  PHOTO_MIN_HEIGHT,
  PHOTO_MIN_WIDTH,
  PHOTO_WIDTHS,
  type TPhotoCrop,
} from '@app/shared/photos';
import sharp, { type Metadata } from 'sharp';
import { AppError } from '../../lib/app-error';

/**
 * The image work of food item photos, done by sharp (libvips): what an upload really is,
 * its cleaned original, and the card's derived sizes. Nothing here touches the database.
 */

/** The cleaned original's longest side: a phone's 48-megapixel photo is kept at this size. */
export const ORIGINAL_MAX_SIDE = 3200;

/**
 * How much longer than its shorter side a photo's longer side may be: 10 (10:1). The limit comes from
 * what the card needs. The cleaned original is at most ORIGINAL_MAX_SIDE (3200 px) on its longer side,
 * and the card's 4:3 crop needs at least PHOTO_MIN_WIDTH × PHOTO_MIN_HEIGHT (320 × 240) of it. A tall
 * photo's crop is as wide as the photo, so its shorter side must keep at least 320 px once scaled down:
 * at most 3200 / 320 = 10. A wide photo's crop is as high as the photo, so its shorter side needs 240 px:
 * at most 3200 / 240 ≈ 13.3. One rule for both orientations, the stricter one. Every real dish photo
 * fits easily (3:4 and 4:3 phone photos, 16:9, a 3:1 panorama). Beyond it, a 330 × 4000 photo was
 * cleaned down to 264 × 3200, its 4:3 crop came out 264 × 198 and got stored; every answer that carried
 * it then failed its own response schema (a 500, the food items list included).
 */
export const PHOTO_MAX_ASPECT_RATIO = Math.min(
  ORIGINAL_MAX_SIDE / PHOTO_MIN_WIDTH,
  ORIGINAL_MAX_SIDE / PHOTO_MIN_HEIGHT,
);

/** Formats sharp reads that a photo may be (`heif` covers HEIC and AVIF). Never SVG, PDF, GIF or RAW. */
const RASTER_FORMATS = new Set(['jpeg', 'png', 'webp', 'heif']);

/** The derived formats, best first: a `<picture>` offers them in this order. */
export const DERIVED_FORMATS = [
  { format: 'avif', extension: 'avif', contentType: 'image/avif' },
  { format: 'webp', extension: 'webp', contentType: 'image/webp' },
  { format: 'jpeg', extension: 'jpg', contentType: 'image/jpeg' },
] as const;

export const photoTooLarge = () =>
  new AppError(413, 'The photo is too large: at most 15 MB and 50 megapixels.', { code: 'PHOTO_TOO_LARGE' });
const unreadable = () =>
  new AppError(415, 'This file is not a photo we can read. Please upload a JPEG, PNG, WebP or HEIC photo.', {
    code: 'PHOTO_UNREADABLE',
  });
const tooSmall = () =>
  new AppError(400, 'The photo or its crop is too small: at least 320 × 240 pixels.', {
    code: 'PHOTO_TOO_SMALL',
  });
const tooLongAndNarrow = () =>
  new AppError(
    422,
    'The photo is too long and narrow: its longer side may be at most {ratio} times its shorter side.',
    {
      code: 'PHOTO_ASPECT_RATIO',
      values: { ratio: PHOTO_MAX_ASPECT_RATIO },
    },
  );
const cropOutside = () => new AppError(400, 'The crop lies outside the photo.', { code: 'PHOTO_TOO_SMALL' });

/** One decoding at a time per instance: a 50-megapixel photo decodes into about 150 MB. */
let queue: Promise<unknown> = Promise.resolve();
function oneAtATime<T>(work: () => Promise<T>): Promise<T> {
  const run = queue.then(work, work);
  queue = run.catch(() => undefined);
  return run;
}

export type TCleanOriginal = {
  bytes: Buffer;
  width: number;
  height: number;
  /** Of `bytes`: names the original's file. */
  hash: string;
  /** Its size over the upload's (after rotation): a crop chosen on the upload is scaled by it. */
  scale: number;
};

const sha = (...parts: (Buffer | string)[]) => {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part);
  return hash.digest('hex').slice(0, 20);
};

/**
 * Checks what the upload really is (its content, not its name or declared type) and makes the cleaned
 * original: rotated upright by its EXIF orientation, at most ORIGINAL_MAX_SIDE, in sRGB, on white where
 * it was transparent, as a JPEG without any metadata (no EXIF, so no GPS position, no camera serial).
 * The pixel count is checked from the header before anything is decoded, so a decompression bomb costs
 * nothing.
 */
export function cleanOriginal(upload: Buffer): Promise<TCleanOriginal> {
  return oneAtATime(async () => {
    if (upload.length > PHOTO_MAX_BYTES) throw photoTooLarge();
    let meta: Metadata;
    try {
      meta = await sharp(upload, { limitInputPixels: false }).metadata();
    } catch {
      throw unreadable();
    }
    if (!meta.format || !RASTER_FORMATS.has(meta.format) || !meta.width || !meta.height) throw unreadable();
    if (meta.width * meta.height > PHOTO_MAX_PIXELS) throw photoTooLarge();
    const rotated = (meta.orientation ?? 1) >= 5;
    const uploadWidth = rotated ? meta.height : meta.width;
    const uploadHeight = rotated ? meta.width : meta.height;
    if (uploadWidth < PHOTO_MIN_WIDTH || uploadHeight < PHOTO_MIN_HEIGHT) throw tooSmall();
    if (Math.max(meta.width, meta.height) > PHOTO_MAX_ASPECT_RATIO * Math.min(meta.width, meta.height))
      throw tooLongAndNarrow();
    try {
      const { data, info } = await sharp(upload, { limitInputPixels: PHOTO_MAX_PIXELS, failOn: 'error' })
        .rotate()
        .resize({
          width: ORIGINAL_MAX_SIDE,
          height: ORIGINAL_MAX_SIDE,
          fit: 'inside',
          withoutEnlargement: true,
        })
        .flatten({ background: '#ffffff' })
        .jpeg({ quality: 90, mozjpeg: true })
        .toBuffer({ resolveWithObject: true });
      return {
        bytes: data,
        width: info.width,
        height: info.height,
        hash: sha(data),
        scale: info.width / uploadWidth,
      };
    } catch {
      throw unreadable();
    }
  });
}

/**
 * The largest centred part of a `width` × `height` image with the card's aspect ratio; refused when under
 * 320 × 240 (as a chosen crop is: fitCrop), which PHOTO_MAX_ASPECT_RATIO should make impossible.
 */
export function centredCrop(width: number, height: number): TPhotoCrop {
  const cropWidth = Math.min(width, Math.floor((height * PHOTO_ASPECT.width) / PHOTO_ASPECT.height));
  const cropHeight = Math.min(height, Math.floor((cropWidth * PHOTO_ASPECT.height) / PHOTO_ASPECT.width));
  if (cropWidth < PHOTO_MIN_WIDTH || cropHeight < PHOTO_MIN_HEIGHT) throw tooSmall();
  return {
    x: Math.floor((width - cropWidth) / 2),
    y: Math.floor((height - cropHeight) / 2),
    width: cropWidth,
    height: cropHeight,
  };
}

/**
 * The crop as stored: inside the image, narrowed around its centre to the card's aspect ratio, at
 * least 320 × 240. `scale` converts a crop chosen on the upload into the cleaned original's pixels.
 */
export function fitCrop(crop: TPhotoCrop, image: { width: number; height: number }, scale = 1): TPhotoCrop {
  const x = Math.round(crop.x * scale);
  const y = Math.round(crop.y * scale);
  let width = Math.round(crop.width * scale);
  let height = Math.round(crop.height * scale);
  // A crop scaled down with the original may end a pixel past it.
  if (scale !== 1) {
    width = Math.min(width, image.width - x);
    height = Math.min(height, image.height - y);
  }
  if (x + width > image.width || y + height > image.height) throw cropOutside();
  const fittedWidth = Math.min(width, Math.floor((height * PHOTO_ASPECT.width) / PHOTO_ASPECT.height));
  const fittedHeight = Math.min(height, Math.floor((fittedWidth * PHOTO_ASPECT.height) / PHOTO_ASPECT.width));
  if (fittedWidth < PHOTO_MIN_WIDTH || fittedHeight < PHOTO_MIN_HEIGHT) throw tooSmall();
  return {
    x: x + Math.floor((width - fittedWidth) / 2),
    y: y + Math.floor((height - fittedHeight) / 2),
    width: fittedWidth,
    height: fittedHeight,
  };
}

/** The derived widths of a crop: each card size up to the crop's width (the smallest always). */
export function derivedWidths(crop: TPhotoCrop): number[] {
  return PHOTO_WIDTHS.filter((width, i) => i === 0 || width <= crop.width);
}

export const derivedHeight = (width: number) =>
  Math.round((width * PHOTO_ASPECT.height) / PHOTO_ASPECT.width);

/** A stored file: its name, type and bytes. */
export type TDerivedFile = { name: string; contentType: string; bytes: Buffer };
/** A derived image before it is named (its name depends on the food item: see cropHash). */
export type TDerivedImage = { width: number; extension: string; contentType: string; bytes: Buffer };

/**
 * The name of a crop's files: of the original's key (which names the food item too: two dishes with the
 * same photo never share a file) and the crop, so a new crop never reuses a cached URL.
 */
export const cropHash = (originalHash: string, crop: TPhotoCrop) =>
  sha(originalHash, `:${crop.x},${crop.y},${crop.width},${crop.height}`);

export const derivedFileName = (hash: string, width: number, extension: string) =>
  `${hash}-${width}.${extension}`;
/** The key of a food item's cleaned original (TStoredPhoto.originalHash): its content and the food item. */
export const originalKey = (contentHash: string, foodItemId: number) => sha(contentHash, `:${foodItemId}`);
export const originalFileName = (originalHash: string) => `${originalHash}-original.jpg`;

/** What a stored file may be called: anything else is not looked up. */
export const PHOTO_FILE_NAME = /^[0-9a-f]{20}-(?:(?:320|640|1280)\.(?:avif|webp|jpg)|original\.jpg)$/;

/** The card's images of `crop`: every derived width in AVIF, WebP and JPEG. */
export function deriveImages(original: Buffer, crop: TPhotoCrop): Promise<TDerivedImage[]> {
  return oneAtATime(async () => {
    const { data, info } = await sharp(original, { limitInputPixels: PHOTO_MAX_PIXELS })
      .extract({ left: crop.x, top: crop.y, width: crop.width, height: crop.height })
      .raw()
      .toBuffer({ resolveWithObject: true });
    const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
    const images: TDerivedImage[] = [];
    for (const width of derivedWidths(crop)) {
      const resized = await sharp(data, raw)
        .resize(width, derivedHeight(width), { fit: 'fill' })
        .raw()
        .toBuffer({ resolveWithObject: true });
      const input = {
        raw: { width: resized.info.width, height: resized.info.height, channels: resized.info.channels },
      };
      for (const { format, extension, contentType } of DERIVED_FORMATS) {
        const image = sharp(resized.data, input);
        const encoded =
          format === 'avif'
            ? image.avif({ quality: 50, effort: 2 })
            : format === 'webp'
              ? image.webp({ quality: 78 })
              : image.jpeg({ quality: 80, mozjpeg: true, progressive: true });
        const { data: bytes, info: made } = await encoded.toBuffer({ resolveWithObject: true });
        // Nothing is stored unless every derived size came out as the card needs it.
        if (bytes.length === 0 || made.width !== width || made.height !== derivedHeight(width))
          throw new Error(`The ${width} px ${extension} came out ${made.width} × ${made.height}.`);
        images.push({ width, extension, contentType, bytes });
      }
    }
    return images;
  });
}
