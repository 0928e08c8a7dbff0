import { z } from 'zod/mini';

/**
 * Food item photos (docs/decisions/014). The back office uploads one photo per food item as the raw body of
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

/**
 * How wide a card's photo is drawn, for the browser to pick from the srcset: the grid of the menu's
 * catalog.module.css (two columns up to 75em, three above, in the 1140 px container with 16 px padding
 * and gaps; there the photo spans the card from border to border). Below 48em (phones) the menu is a
 * compact list and the photo a 96 px wide thumbnail at the card's side.
 */
export const CARD_PHOTO_SIZES = '(min-width: 75em) 360px, (min-width: 48em) calc(50vw - 24px), 96px';

/**
 * The widest file a card offers: 640 px is twice the width of a card on most screens; the 1280 px files
 * are for the details dialog. Without this cap a phone at a device pixel ratio of 1.75 or more picks
 * the 1280 px file for its 380 px wide card (four times the bytes of the 640 px one, for the page's
 * largest paint and every card after it); the cap costs a little sharpness on 3x phones.
 */
export const CARD_MAX_WIDTH = 640;

/** `srcset` without the candidates wider than `max` ('… 320w, … 640w, … 1280w' -> '… 320w, … 640w'). */
export function capSrcset(srcset: string, max: number = CARD_MAX_WIDTH): string {
  const candidates = srcset
    .split(',')
    .map((candidate) => candidate.trim())
    .filter((candidate) => candidate !== '');
  const kept = candidates.filter((candidate) => {
    const width = /\s(\d+)w$/.exec(candidate)?.[1];
    return width === undefined || Number(width) <= max;
  });
  // A photo whose every file is wider (none should be: 320 px always exists) keeps them all.
  return (kept.length > 0 ? kept : candidates).join(', ');
}

/**
 * A card photo's preload (`<link rel="preload" as="image">`), as the card will ask for it: the first
 * source's type and srcset (AVIF), or the JPEG's, with the card's sizes. The menu adds it for the first
 * card once the menu is in; the server puts it into /menu's HTML, so the page's largest paint downloads
 * while the script does.
 */
export function cardPhotoPreload(photo: TPhoto): { imagesrcset: string; imagesizes: string; type?: string } {
  const source = photo.sources?.[0];
  const imagesrcset = capSrcset(source?.srcset ?? photo.srcset);
  return source
    ? { imagesrcset, imagesizes: CARD_PHOTO_SIZES, type: source.type }
    : { imagesrcset, imagesizes: CARD_PHOTO_SIZES };
}
