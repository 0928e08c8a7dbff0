import { PHOTO_MAX_BYTES } from '@app/shared/photos';
import { describe, expect, it } from 'vitest';
import {
  areaFromCrop,
  centredCrop,
  cropFromArea,
  maxZoom,
  PHOTO_ACCEPT,
  photoContentType,
  precheckPhoto,
  srcOfWidth,
} from './photo-crop';

const file = (name: string, type: string, size = 2_000_000) => ({ name, type, size });

describe('the photo field checks a chosen file before sending it', () => {
  it('takes the photo types the server reads, up to 15 MB', () => {
    for (const type of ['image/jpeg', 'image/png', 'image/webp', 'image/heic', 'image/heif', 'image/avif'])
      expect(precheckPhoto(file('dish', type))).toBeNull();
    expect(precheckPhoto(file('dish.jpg', 'image/jpeg', PHOTO_MAX_BYTES))).toBeNull();
    expect(precheckPhoto(file('dish.jpg', 'image/jpeg', PHOTO_MAX_BYTES + 1))).toBe('tooLarge');
    expect(PHOTO_ACCEPT).toBe('image/jpeg,image/png,image/webp,image/avif');
  });

  it('refuses what is not a photo, but lets a HEIC without a known type through by its name', () => {
    expect(precheckPhoto(file('menu.pdf', 'application/pdf'))).toBe('notImage');
    expect(precheckPhoto(file('notes.txt', 'text/plain'))).toBe('notImage');
    expect(precheckPhoto(file('logo.svg', 'image/svg+xml'))).toBe('notImage');
    expect(precheckPhoto(file('anim.gif', 'image/gif'))).toBe('notImage');
    expect(precheckPhoto(file('notes', ''))).toBe('notImage');
    expect(precheckPhoto(file('IMG_0001.HEIC', ''))).toBeNull();
    expect(precheckPhoto(file('IMG_0001.heif', 'application/octet-stream'))).toBeNull();
    // Not an image type, even with a photo's name: refused before a 15 MB upload.
    expect(precheckPhoto(file('dish.jpg', 'text/plain'))).toBe('notImage');
  });

  it('declares the file type, or raw bytes when the browser does not know it', () => {
    expect(photoContentType({ type: 'image/png' })).toBe('image/png');
    expect(photoContentType({ type: '' })).toBe('application/octet-stream');
  });
});

describe('the crop frame in pixels of the original', () => {
  const photo = { width: 1600, height: 1200 };

  it('turns the frame shown on the scaled image into whole pixels of the original, 4:3', () => {
    // The whole 4:3 photo.
    expect(cropFromArea({ x: 0, y: 0, width: 100, height: 100 }, photo)).toEqual({
      x: 0,
      y: 0,
      width: 1600,
      height: 1200,
    });
    // The frame over the right half's middle, as a 400 px wide preview shows it (100 × 75 of 400 × 300).
    expect(cropFromArea({ x: 50, y: 25, width: 25, height: 25 }, photo)).toEqual({
      x: 800,
      y: 300,
      width: 400,
      height: 300,
    });
    // Fractions of a pixel from the frame end on whole pixels, still exactly 4:3.
    const crop = cropFromArea({ x: 10.03, y: 20.07, width: 33.3333, height: 33.3333 }, photo);
    expect(crop).toEqual({ x: 161, y: 241, width: 532, height: 399 });
    expect((crop?.width ?? 0) * 3).toBe((crop?.height ?? 0) * 4);
  });

  it('narrows a frame that is not 4:3 around its centre', () => {
    // A square frame over a 3000 × 2000 photo: 1200 × 1200 px narrowed to 1200 × 900 at the same centre.
    const crop = cropFromArea({ x: 20, y: 20, width: 40, height: 60 }, { width: 3000, height: 2000 });
    expect(crop).toEqual({ x: 600, y: 550, width: 1200, height: 900 });
  });

  it('keeps the crop inside the image when the frame reaches past an edge', () => {
    expect(cropFromArea({ x: -5, y: -5, width: 60, height: 60 }, photo)).toEqual({
      x: 0,
      y: 0,
      width: 880,
      height: 660,
    });
    const crop = cropFromArea({ x: 80, y: 80, width: 40, height: 40 }, photo);
    expect(crop).toMatchObject({ width: 320, height: 240 });
    expect((crop?.x ?? 0) + (crop?.width ?? 0)).toBeLessThanOrEqual(1600);
    expect((crop?.y ?? 0) + (crop?.height ?? 0)).toBeLessThanOrEqual(1200);
  });

  it('never gives less than 320 × 240 (the server would refuse it) and nothing for a smaller photo', () => {
    expect(cropFromArea({ x: 50, y: 50, width: 5, height: 5 }, photo)).toEqual({
      x: 680,
      y: 510,
      width: 320,
      height: 240,
    });
    expect(cropFromArea({ x: 0, y: 0, width: 100, height: 100 }, { width: 319, height: 1000 })).toBeNull();
    expect(cropFromArea({ x: 0, y: 0, width: 100, height: 100 }, { width: 320, height: 240 })).toEqual({
      x: 0,
      y: 0,
      width: 320,
      height: 240,
    });
  });

  it('takes the largest centred 4:3 part of a tall or wide photo, as the server does without a crop', () => {
    expect(centredCrop({ width: 3024, height: 4032 })).toEqual({ x: 0, y: 882, width: 3024, height: 2268 });
    expect(centredCrop({ width: 4000, height: 1000 })).toEqual({ x: 1333, y: 0, width: 1333, height: 999 });
  });

  it('zooms in only as far as 320 × 240 pixels of the original', () => {
    expect(maxZoom({ width: 1600, height: 1200 })).toBe(5);
    expect(maxZoom({ width: 3024, height: 4032 })).toBeCloseTo(9.45);
    expect(maxZoom({ width: 320, height: 240 })).toBe(1);
  });

  it('starts the frame of a saved crop where it was', () => {
    const area = areaFromCrop({ x: 800, y: 300, width: 400, height: 300 }, photo);
    expect(area).toEqual({ x: 50, y: 25, width: 25, height: 25 });
    expect(cropFromArea(area, photo)).toEqual({ x: 800, y: 300, width: 400, height: 300 });
  });
});

describe('the list thumbnail picks the 320 px file', () => {
  it('from a srcset, else its first entry', () => {
    const srcset = '/api/photos/a-320.avif 320w, /api/photos/a-640.avif 640w';
    expect(srcOfWidth(srcset, 320)).toBe('/api/photos/a-320.avif');
    expect(srcOfWidth(srcset, 1280)).toBe('/api/photos/a-320.avif');
    expect(srcOfWidth('', 320)).toBeUndefined();
  });
});
