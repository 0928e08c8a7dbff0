import { z } from 'zod/mini';

/**
 * Food item photos (issue 23). The back office uploads one photo per food item as the raw body of
 * `PUT /api/admin/food-items/{id}/photo`; the server checks what it really is, strips its metadata and
 * stores a cleaned original and derived sizes of the card's crop (4:3) in AVIF, WebP and JPEG, served
 * under content-hashed URLs with immutable caching. The public lists carry `photo` on every food, menu
 * and buffet item: the JPEG at 640 px as `url`, the JPEG sizes as `srcset`, the AVIF and WebP sizes as
 * `sources` (for a `<picture>`), and the size of the largest derived image (its aspect ratio is the
 * card's, so a page can reserve the space before the image arrives).
 */

/** The largest body the upload takes (a phone camera's photo is 3 to 12 MB). */
export const PHOTO_MAX_BYTES = 15 * 1024 * 1024;
/** The most pixels a photo may have (a 48-megapixel phone camera fits; a decompression bomb does not). */
export const PHOTO_MAX_PIXELS = 50_000_000;
/** The smallest crop, in pixels of the original: the card's smallest derived size. */
export const PHOTO_MIN_WIDTH = 320;
export const PHOTO_MIN_HEIGHT = 240;
/** Widths of the derived images (at most the crop's width, and always the first). */
export const PHOTO_WIDTHS = [320, 640, 1280] as const;
/** The card's aspect ratio, width to height: every derived image has it. */
export const PHOTO_ASPECT = { width: 4, height: 3 } as const;
/** The types the upload's `Content-Type` may declare; the server still checks the content itself. */
export const PHOTO_CONTENT_TYPES = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/avif',
  'image/heic',
  'image/heif',
] as const;

/** One `<source>` of a `<picture>`: its type and its `srcset`. */
export const ZPhotoSourceSchema = z.object({ type: z.string(), srcset: z.string() });

/** What every public list carries per item: null when the item has no photo. */
export const ZPhotoSchema = z.object({
  /** The JPEG at 640 px (or the largest derived, when smaller): the `<img>`'s `src`. */
  url: z.string(),
  /** The JPEG sizes: `…-320.jpg 320w, …-640.jpg 640w, …`. */
  srcset: z.string(),
  /** The largest derived image's size (4:3). */
  width: z.int(),
  height: z.int(),
  /** AVIF first, then WebP, each with its `srcset`; optional for readers of older answers. */
  sources: z.optional(z.array(ZPhotoSourceSchema)),
});
export type TPhoto = z.infer<typeof ZPhotoSchema>;

/** The card's part of the original, in the original's pixels (after its EXIF rotation). */
export const ZPhotoCropSchema = z.object({
  x: z.int().check(z.nonnegative()),
  y: z.int().check(z.nonnegative()),
  width: z.int().check(z.minimum(PHOTO_MIN_WIDTH)),
  height: z.int().check(z.minimum(PHOTO_MIN_HEIGHT)),
});
export type TPhotoCrop = z.infer<typeof ZPhotoCropSchema>;

/** The back office's photo: the public one, its crop, and the cleaned original (to choose another crop). */
export const ZAdminPhotoSchema = z.extend(ZPhotoSchema, {
  crop: ZPhotoCropSchema,
  original: z.object({ url: z.string(), width: z.int(), height: z.int() }),
});
export type TAdminPhoto = z.infer<typeof ZAdminPhotoSchema>;

/**
 * The crop of an upload, as query parameters of the PUT (`?x=&y=&width=&height=`, all four or none;
 * none: the largest centred 4:3 part), or as the JSON body of `PUT …/photo/crop`.
 */
export const ZPhotoCropQuerySchema = z.object({
  x: z.optional(z.coerce.number().check(z.int(), z.nonnegative())),
  y: z.optional(z.coerce.number().check(z.int(), z.nonnegative())),
  width: z.optional(z.coerce.number().check(z.int(), z.minimum(PHOTO_MIN_WIDTH))),
  height: z.optional(z.coerce.number().check(z.int(), z.minimum(PHOTO_MIN_HEIGHT))),
});
