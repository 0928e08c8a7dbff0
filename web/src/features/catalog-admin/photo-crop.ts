import {
  PHOTO_ASPECT,
  PHOTO_CONTENT_TYPES,
  PHOTO_MAX_BYTES,
  PHOTO_MIN_HEIGHT,
  PHOTO_MIN_WIDTH,
  type TPhotoCrop,
} from '@app/shared/photos';

/**
 * The maths and checks of the food item dialog's photo, apart from React so they can be
 * tested: what a chosen file may be, and the crop frame's position turned into the original's pixels.
 * The server checks everything again (shared/src/photos.ts); these only save a pointless upload.
 */

/**
 * The file chooser's `accept`: JPEG first, and no HEIC. Safari on a Mac then hands over an iPhone's HEIC
 * photo converted to JPEG (the first type listed), as Safari on iOS always does; the prebuilt image
 * library cannot decode HEVC-coded HEIC (decision 014). A HEIC dropped on the field is still sent: the
 * server decides, and says so clearly.
 */
export const PHOTO_ACCEPT = PHOTO_CONTENT_TYPES.filter((type) => !/hei[cf]$/.test(type)).join(',');

/** The card's aspect ratio as one number (4:3). */
export const PHOTO_RATIO = PHOTO_ASPECT.width / PHOTO_ASPECT.height;

/** Names of photos whose type a browser may not know (HEIC on Windows and Android gives ''). */
const PHOTO_EXTENSIONS = /\.(jpe?g|png|webp|avif|heic|heif)$/i;

export type TPhotoPrecheck = 'tooLarge' | 'notImage';

/** Why a chosen file is refused before sending it, or null when it may be a photo. */
export function precheckPhoto(file: { name: string; type: string; size: number }): TPhotoPrecheck | null {
  const type = file.type.toLowerCase();
  const known = (PHOTO_CONTENT_TYPES as readonly string[]).includes(type);
  // An unknown or empty type is given the benefit of the doubt only for a photo's name.
  if (!known && !(type === '' || type === 'application/octet-stream') && !type.startsWith('image/'))
    return 'notImage';
  if (!known && !PHOTO_EXTENSIONS.test(file.name)) return 'notImage';
  if (file.size > PHOTO_MAX_BYTES) return 'tooLarge';
  return null;
}

/** The Content-Type the upload declares (the server decides by the content anyway). */
export function photoContentType(file: { type: string }): string {
  return file.type || 'application/octet-stream';
}

export interface TSize {
  width: number;
  height: number;
}

/** True when the image is big enough for the card's smallest size (320 × 240). */
export function largeEnough(size: TSize): boolean {
  return size.width >= PHOTO_MIN_WIDTH && size.height >= PHOTO_MIN_HEIGHT;
}

/** The largest centred 4:3 part of an image (what the server takes when no crop is sent). */
export function centredCrop(size: TSize): TPhotoCrop {
  const width = Math.min(size.width, Math.floor((size.height * PHOTO_ASPECT.width) / PHOTO_ASPECT.height));
  const height = Math.min(size.height, Math.floor((width * PHOTO_ASPECT.height) / PHOTO_ASPECT.width));
  return {
    x: Math.floor((size.width - width) / 2),
    y: Math.floor((size.height - height) / 2),
    width,
    height,
  };
}

/**
 * How far the frame may zoom in: until it covers 320 × 240 pixels of the original, so that a crop is
 * never refused as too small. At least 1 (a photo just big enough cannot be zoomed).
 */
export function maxZoom(size: TSize): number {
  const base = centredCrop(size);
  return Math.max(1, Math.min(base.width / PHOTO_MIN_WIDTH, base.height / PHOTO_MIN_HEIGHT));
}

/** A part of the image in percent of its width and height, as the crop frame reports it. */
export interface TAreaPercent {
  x: number;
  y: number;
  width: number;
  height: number;
}

const clamp = (value: number, min: number, max: number) => Math.min(Math.max(value, min), max);

/**
 * The frame's part of the image (in percent of the displayed image, which is the original scaled)
 * in whole pixels of the original: inside the image, exactly 4:3 (narrowed around its centre), at least
 * 320 × 240 (widened around its centre, moved back inside). Null for an image smaller than that.
 */
export function cropFromArea(area: TAreaPercent, size: TSize): TPhotoCrop | null {
  if (!largeEnough(size)) return null;
  const left = clamp((area.x / 100) * size.width, 0, size.width);
  const top = clamp((area.y / 100) * size.height, 0, size.height);
  const right = clamp(((area.x + area.width) / 100) * size.width, left, size.width);
  const bottom = clamp(((area.y + area.height) / 100) * size.height, top, size.height);
  const centreX = (left + right) / 2;
  const centreY = (top + bottom) / 2;

  // 4:3 in whole pixels: a width that is a multiple of 4 gives an exact height.
  const fitted = Math.min(right - left, ((bottom - top) * PHOTO_ASPECT.width) / PHOTO_ASPECT.height);
  const largest = centredCrop(size).width;
  const step = PHOTO_ASPECT.width;
  let width = Math.floor(fitted / step) * step;
  width = clamp(width, PHOTO_MIN_WIDTH, Math.floor(largest / step) * step);
  const height = Math.round((width * PHOTO_ASPECT.height) / PHOTO_ASPECT.width);

  const x = clamp(Math.round(centreX - width / 2), 0, size.width - width);
  const y = clamp(Math.round(centreY - height / 2), 0, size.height - height);
  return { x, y, width, height };
}

/** A crop in the original's pixels as percent of the image (where the frame starts when editing one). */
export function areaFromCrop(crop: TPhotoCrop, size: TSize): TAreaPercent {
  return {
    x: (crop.x / size.width) * 100,
    y: (crop.y / size.height) * 100,
    width: (crop.width / size.width) * 100,
    height: (crop.height / size.height) * 100,
  };
}

/** The URL of the `width`w entry of a srcset ('a-320.jpg 320w, a-640.jpg 640w'), else its first. */
export function srcOfWidth(srcset: string, width: number): string | undefined {
  const entries = srcset
    .split(',')
    .map((entry) => entry.trim().split(/\s+/))
    .filter((parts): parts is [string, ...string[]] => Boolean(parts[0]));
  const match = entries.find((parts) => parts[1] === `${width}w`);
  return (match ?? entries[0])?.[0];
}
