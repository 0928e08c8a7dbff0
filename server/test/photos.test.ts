import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { crc32, createDeflate } from 'node:zlib';
import { ZAdminFoodItemSchema, ZMenuItemSchema } from '@app/shared/catalog';
import { CARD_PHOTO_SIZES, ZAdminPhotoSchema } from '@app/shared/photos';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { foodItems, photoFiles } from '../src/db/schema';
import { TestClient } from './client';
import { ADMIN, createAdmin, setupTestApp } from './helpers';

const ctx = await setupTestApp({ seed: true });
await createAdmin(ctx.db);
const admin = new TestClient(ctx.app);
await admin.login(ADMIN.username, ADMIN.password);

/** A JPEG as a phone writes it: with the camera's name and a GPS position in its EXIF. */
async function phoneJpeg(width = 1600, height = 1200): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <rect width="100%" height="100%" fill="#2d5a3d"/>
    <circle cx="${width / 2}" cy="${height / 2}" r="${height / 3}" fill="#f08a5d"/></svg>`;
  return sharp(Buffer.from(svg))
    .jpeg({ quality: 85 })
    .withExif({
      IFD0: { Make: 'PhoneCam', Model: 'Serial-4711' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '47/1 21/1 1234/100',
        GPSLongitudeRef: 'E',
        GPSLongitude: '7/1 54/1 0/1',
      },
    })
    .toBuffer();
}

/**
 * A valid PNG of 30,000 × 30,000 pixels (900 megapixels, gigabytes once decoded) in well under a
 * megabyte: one bit per pixel, every row zero, deflated.
 */
async function pngBomb(): Promise<Buffer> {
  const size = 30_000;
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([1, 0, 0, 0, 0], 8); // bit depth 1, greyscale, deflate, no filter, not interlaced
  const row = Buffer.alloc(1 + size / 8); // filter byte + 3,750 bytes of zero bits
  const deflate = createDeflate({ level: 9 });
  const parts: Buffer[] = [];
  deflate.on('data', (part: Buffer) => parts.push(part));
  const done = new Promise((resolve) => deflate.on('end', resolve));
  for (let y = 0; y < size; y++) deflate.write(row);
  deflate.end();
  await done;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', Buffer.concat(parts)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The GPS IFD's tag (0x8825) in either byte order. */
const hasGpsTag = (exif: Buffer) =>
  exif.includes(Buffer.from([0x88, 0x25])) || exif.includes(Buffer.from([0x25, 0x88]));

async function newFoodItem(name: string): Promise<number> {
  const res = await admin.post('/api/admin/food-items', { name, description: `${name} with sesame` });
  expect(res.statusCode).toBe(201);
  return res.json().id as number;
}

const upload = (id: number, body: Buffer, type = 'image/jpeg', query = '') =>
  admin.request('PUT', `/api/admin/food-items/${id}/photo${query}`, body, { 'content-type': type });

/** The food item's row and its files: what a refused upload must leave as it was. */
async function stored(id: number) {
  const [row] = await ctx.db.select({ photo: foodItems.photo }).from(foodItems).where(eq(foodItems.id, id));
  const files = await ctx.db
    .select({ file: photoFiles.file })
    .from(photoFiles)
    .where(eq(photoFiles.foodItemId, id));
  return { photo: row?.photo ?? null, files: files.map((f) => f.file).sort() };
}

const fileOf = (url: string) => url.replace('/api/photos/', '');
const get = (url: string, headers: Record<string, string> = {}) => ctx.app.inject({ url, headers });

describe('uploading a photo', () => {
  it('strips EXIF and GPS, stores the original and every derived size, and serves them immutable', async () => {
    const id = await newFoodItem('Salmon Nigiri Deluxe');
    const jpeg = await phoneJpeg();
    const input = await sharp(jpeg).metadata();
    expect(input.exif && hasGpsTag(input.exif)).toBe(true);

    const res = await upload(id, jpeg);
    expect(res.statusCode).toBe(200);
    const photo = ZAdminPhotoSchema.parse(res.json());
    expect(photo).toMatchObject({
      width: 1280,
      height: 960,
      crop: { x: 0, y: 0, width: 1600, height: 1200 },
      original: { width: 1600, height: 1200 },
    });
    expect(photo.url).toMatch(/^\/api\/photos\/[0-9a-f]{20}-640\.jpg$/);
    expect(photo.srcset.split(', ').map((s) => s.split(' ')[1])).toEqual(['320w', '640w', '1280w']);
    expect(photo.sources?.map((s) => s.type)).toEqual(['image/avif', 'image/webp']);

    const urls = [
      photo.original.url,
      ...[photo.srcset, ...(photo.sources ?? []).map((s) => s.srcset)].flatMap((set) =>
        set.split(', ').map((s) => s.split(' ')[0] ?? ''),
      ),
    ];
    expect(urls).toHaveLength(10);
    expect((await stored(id)).files).toEqual(urls.map(fileOf).sort());
    for (const url of urls) {
      const file = await get(url);
      expect(file.statusCode, url).toBe(200);
      expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const meta = await sharp(file.rawPayload).metadata();
      const kinds: Record<string, [string, string]> = {
        avif: ['heif', 'image/avif'],
        webp: ['webp', 'image/webp'],
        jpg: ['jpeg', 'image/jpeg'],
      };
      const [format, contentType] = kinds[url.split('.').pop() ?? ''] ?? [];
      expect(meta.format, url).toBe(format);
      expect(file.headers['content-type']).toBe(contentType);
      // No EXIF at all (so no GPS position, no camera serial) and no trace of it in the bytes.
      expect(meta.exif, url).toBeUndefined();
      expect(file.rawPayload.includes(Buffer.from('Serial-4711'))).toBe(false);
      const width = Number(/-(\d+)\./.exec(url)?.[1] ?? meta.width);
      if (!url.endsWith('-original.jpg')) expect([meta.width, meta.height]).toEqual([width, (width * 3) / 4]);
    }
    const again = await get(photo.url, { 'if-none-match': `"${fileOf(photo.url)}"` });
    expect(again.statusCode).toBe(304);
  });

  it('shows the photo on the public menu and the back office list', async () => {
    const id = await newFoodItem('Photo Maki');
    await admin.post('/api/admin/menu-items', {
      foodItemId: id,
      price: '9.50',
      available: true,
      category: 'HOSO_MAKI',
    });
    const photo = ZAdminPhotoSchema.parse((await upload(id, await phoneJpeg())).json());
    const menu = z.array(ZMenuItemSchema).parse((await get('/api/menu-items')).json());
    const item = menu.find((i) => i.foodItemId === id);
    expect(item?.photo).toEqual({
      url: photo.url,
      srcset: photo.srcset,
      width: 1280,
      height: 960,
      sources: photo.sources,
    });
    expect(menu.filter((i) => i.foodItemId !== id).every((i) => i.photo === null)).toBe(true);
    const list = z.array(ZAdminFoodItemSchema).parse((await admin.get('/api/admin/food-items')).json());
    expect(list.find((f) => f.id === id)?.photo).toEqual(photo);
  });

  it('rotates by the EXIF orientation and takes the chosen crop, narrowed to 4:3', async () => {
    const id = await newFoodItem('Crop Test');
    // Stored 1200 wide and 1600 high, shown turned a quarter (orientation 6): upright 1600 × 1200.
    const turned = await sharp(await phoneJpeg(1200, 1600))
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const res = await upload(id, turned, 'image/jpeg', '?x=100&y=50&width=1000&height=1000');
    expect(res.statusCode).toBe(200);
    const photo = ZAdminPhotoSchema.parse(res.json());
    expect(photo.original).toMatchObject({ width: 1600, height: 1200 });
    // 1000 × 1000 narrowed around its centre: 1000 × 750.
    expect(photo.crop).toEqual({ x: 100, y: 175, width: 1000, height: 750 });
    // Only the widths the crop holds: no 1280.
    expect(photo.srcset).not.toContain('1280w');
    expect(photo.width).toBe(640);

    const recrop = await admin.put(`/api/admin/food-items/${id}/photo/crop`, {
      x: 0,
      y: 0,
      width: 1600,
      height: 1200,
    });
    expect(recrop.statusCode).toBe(200);
    const after = ZAdminPhotoSchema.parse(recrop.json());
    expect(after.original.url).toBe(photo.original.url);
    expect(after.url).not.toBe(photo.url);
    expect((await get(photo.url)).statusCode).toBe(404);
    expect((await get(after.srcset.split(' ')[0] ?? '')).statusCode).toBe(200);
    expect((await stored(id)).files).toHaveLength(10);
  });

  it('scales a crop chosen on a large upload into the cleaned original', async () => {
    const id = await newFoodItem('Big Photo');
    const res = await upload(
      id,
      await phoneJpeg(6400, 4800),
      'image/jpeg',
      '?x=3200&y=2400&width=3200&height=2400',
    );
    expect(res.statusCode).toBe(200);
    const photo = ZAdminPhotoSchema.parse(res.json());
    expect(photo.original).toMatchObject({ width: 3200, height: 2400 });
    expect(photo.crop).toEqual({ x: 1600, y: 1200, width: 1600, height: 1200 });
  });
});

describe('refusing what is not a photo', () => {
  let id = 0;
  let before: Awaited<ReturnType<typeof stored>>;
  beforeAll(async () => {
    id = await newFoodItem('Refusal Dish');
    expect((await upload(id, await phoneJpeg())).statusCode).toBe(200);
    before = await stored(id);
  });

  const refusals: [string, () => Promise<Buffer>, string, number, string][] = [
    [
      'an SVG',
      async () =>
        Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600"><script>alert(1)</script><rect width="800" height="600"/></svg>',
        ),
      'image/svg+xml',
      415,
      'PHOTO_UNREADABLE',
    ],
    [
      'an SVG declared as a PNG',
      async () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600"></svg>'),
      'image/png',
      415,
      'PHOTO_UNREADABLE',
    ],
    [
      'a text file renamed .jpg',
      async () => Buffer.from('Just some notes, not a photo.\n'.repeat(100)),
      'image/jpeg',
      415,
      'PHOTO_UNREADABLE',
    ],
    [
      'a JPEG cut off after its header',
      async () => (await phoneJpeg()).subarray(0, 2000),
      'image/jpeg',
      415,
      'PHOTO_UNREADABLE',
    ],
    ['a 30,000 × 30,000 PNG bomb', pngBomb, 'image/png', 413, 'PHOTO_TOO_LARGE'],
    ['a photo smaller than a card', () => phoneJpeg(300, 200), 'image/jpeg', 400, 'PHOTO_TOO_SMALL'],
    ['an empty body', async () => Buffer.alloc(0), 'image/jpeg', 415, 'PHOTO_UNREADABLE'],
  ];

  it.each(refusals)(
    'refuses %s and changes nothing',
    async (_what, make, type, status, code) => {
      const res = await upload(id, await make(), type);
      expect(res.statusCode).toBe(status);
      expect(res.json()).toMatchObject({ status, code });
      expect(res.json().message).toMatch(/photo/i);
      expect(await stored(id)).toEqual(before);
    },
    60_000,
  );

  it('refuses a body over 15 MB before reading it', async () => {
    const res = await upload(id, Buffer.alloc(15 * 1024 * 1024 + 1, 0xff));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ code: 'PHOTO_TOO_LARGE' });
    expect(await stored(id)).toEqual(before);
  });

  it('refuses a crop outside the photo or too small', async () => {
    const outside = await upload(id, await phoneJpeg(), 'image/jpeg', '?x=1000&y=0&width=1000&height=750');
    expect(outside.statusCode).toBe(400);
    const small = await admin.put(`/api/admin/food-items/${id}/photo/crop`, {
      x: 0,
      y: 0,
      width: 320,
      height: 200,
    });
    expect(small.statusCode).toBe(400);
    const partial = await upload(id, await phoneJpeg(), 'image/jpeg', '?x=0&y=0');
    expect(partial.statusCode).toBe(400);
    expect(await stored(id)).toEqual(before);
  });

  it('answers 404 for an unknown food item and for files that do not exist', async () => {
    expect((await upload(999999, await phoneJpeg())).statusCode).toBe(404);
    expect((await get('/api/photos/0123456789abcdef0123-640.jpg')).statusCode).toBe(404);
    expect((await get('/api/photos/..%2F..%2Fetc%2Fpasswd')).statusCode).toBe(404);
  });
});

/** A plain PNG of the given size (its content does not matter, only its shape). */
const plainPng = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#2d5a3d' } })
    .png({ compressionLevel: 1 })
    .toBuffer();

describe('long and narrow photos', () => {
  it('refuses a 330 × 4000 PNG with 422 PHOTO_ASPECT_RATIO in the admin’s language and stores nothing', async () => {
    const id = await newFoodItem('Tall Strip');
    const filesBefore = (await ctx.db.select({ file: photoFiles.file }).from(photoFiles)).length;
    const res = await admin.request('PUT', `/api/admin/food-items/${id}/photo`, await plainPng(330, 4000), {
      'content-type': 'image/png',
      'accept-language': 'de',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      status: 422,
      code: 'PHOTO_ASPECT_RATIO',
      message:
        'Das Foto ist zu lang und zu schmal: Die längere Seite darf höchstens 10-mal so lang sein wie die kürzere.',
    });
    // Lying on its side, in English: the same refusal.
    const wide = await upload(id, await plainPng(4000, 330), 'image/png');
    expect(wide.statusCode).toBe(422);
    expect(wide.json()).toMatchObject({
      code: 'PHOTO_ASPECT_RATIO',
      message: expect.stringMatching(/photo/),
    });

    expect(await stored(id)).toEqual({ photo: null, files: [] });
    expect((await ctx.db.select({ file: photoFiles.file }).from(photoFiles)).length).toBe(filesBefore);
    const list = await admin.get('/api/admin/food-items');
    expect(list.statusCode).toBe(200);
    expect(list.json().find((f: { id: number }) => f.id === id)?.photo).toBeNull();
  }, 60_000);

  it('accepts a portrait phone photo, a panorama and a 10:1 strip', async () => {
    const cases: [Buffer, { width: number; height: number }][] = [
      [await phoneJpeg(1200, 1600), { width: 1200, height: 900 }], // 3:4 portrait
      [await phoneJpeg(1920, 1080), { width: 1440, height: 1080 }], // 16:9
      [await phoneJpeg(3600, 1200), { width: 1422, height: 1066 }], // 3:1 panorama, cleaned to 3200 × 1067
      [await plainPng(400, 4000), { width: 320, height: 240 }], // the limit: cleaned to 320 × 3200
    ];
    for (const [body, crop] of cases) {
      const id = await newFoodItem(`Shape ${crop.width}`);
      const res = await upload(id, body);
      expect(res.statusCode, `${crop.width} × ${crop.height}`).toBe(200);
      expect(ZAdminPhotoSchema.parse(res.json()).crop).toMatchObject(crop);
      expect((await stored(id)).files.length).toBeGreaterThanOrEqual(4);
    }
    expect((await admin.get('/api/admin/food-items')).statusCode).toBe(200);
  }, 120_000);

  it('shows a stored photo that is not whole as none, and the lists still answer', async () => {
    const id = await newFoodItem('Broken Photo Row');
    // What the upload of a 330 × 4000 PNG stored before the limit: a crop below 320 × 240.
    await ctx.db
      .update(foodItems)
      .set({
        photo: {
          hash: '50f34a20fc098e91e74c',
          originalHash: 'f3ca2ea723625277cfe7',
          widths: [320],
          crop: { x: 0, y: 1501, width: 264, height: 198 },
          original: { width: 264, height: 3200 },
        },
      })
      .where(eq(foodItems.id, id));
    await admin.post('/api/admin/menu-items', {
      foodItemId: id,
      price: '9.50',
      available: true,
      category: 'HOSO_MAKI',
    });
    const list = await admin.get('/api/admin/food-items');
    expect(list.statusCode).toBe(200);
    expect(list.json().find((f: { id: number }) => f.id === id)?.photo).toBeNull();
    const menu = await get('/api/menu-items');
    expect(menu.statusCode).toBe(200);
    expect(menu.json().find((i: { foodItemId: number }) => i.foodItemId === id)?.photo).toBeNull();
    // A new upload replaces it.
    expect((await upload(id, await phoneJpeg())).statusCode).toBe(200);
  }, 60_000);
});

describe('removing', () => {
  it('removes the photo and its files; deleting the food item deletes them too', async () => {
    const id = await newFoodItem('Short-lived');
    const photo = ZAdminPhotoSchema.parse((await upload(id, await phoneJpeg())).json());
    expect((await admin.delete(`/api/admin/food-items/${id}/photo`)).statusCode).toBe(204);
    expect(await stored(id)).toEqual({ photo: null, files: [] });
    expect((await get(photo.url)).statusCode).toBe(404);

    const other = await newFoodItem('Deleted with its photo');
    await upload(other, await phoneJpeg());
    expect((await stored(other)).files).toHaveLength(10);
    expect((await admin.delete(`/api/admin/food-items/${other}`)).statusCode).toBe(204);
    expect(await ctx.db.select().from(photoFiles).where(eq(photoFiles.foodItemId, other))).toEqual([]);
  });

  it('keeps each dish its own files when two have the same photo', async () => {
    const jpeg = await phoneJpeg();
    const a = await newFoodItem('Twin A');
    const b = await newFoodItem('Twin B');
    const photoA = ZAdminPhotoSchema.parse((await upload(a, jpeg)).json());
    const photoB = ZAdminPhotoSchema.parse((await upload(b, jpeg)).json());
    expect(photoA.url).not.toBe(photoB.url);
    await admin.delete(`/api/admin/food-items/${a}/photo`);
    expect((await get(photoB.url)).statusCode).toBe(200);
  });
});

describe("/menu's HTML", () => {
  it('preloads the first dish’s photo as its card asks for it, and follows a change at once', async () => {
    const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'menu-head-web-'));
    fs.writeFileSync(
      path.join(webDist, 'index.html'),
      '<!doctype html><html><head><title>app</title></head><body></body></html>',
    );
    const site = await setupTestApp({ seed: true, config: { webDist } });
    await createAdmin(site.db);
    const owner = new TestClient(site.app);
    await owner.login(ADMIN.username, ADMIN.password);
    const page = async (url = '/menu') => (await site.app.inject({ url })).body;
    try {
      // The demo's first dish has no photo in a test database: nothing to preload.
      expect(await page()).not.toContain('rel="preload"');
      const menu = z.array(ZMenuItemSchema).parse((await site.app.inject({ url: '/api/menu-items' })).json());
      const first = menu[0];
      if (!first) throw new Error('no menu');
      const res = await owner.request(
        'PUT',
        `/api/admin/food-items/${first.foodItemId}/photo`,
        await phoneJpeg(),
        {
          'content-type': 'image/jpeg',
        },
      );
      expect(res.statusCode).toBe(200);
      const photo = ZAdminPhotoSchema.parse(res.json());
      const avif = photo.sources?.[0]?.srcset.replace(/, [^,]*-1280\.avif 1280w$/, '') ?? '';
      const html = await page();
      expect(html).toContain(
        `<link rel="preload" as="image" fetchpriority="high" imagesrcset="${avif}" imagesizes="${CARD_PHOTO_SIZES}" type="image/avif">`,
      );
      expect(html.indexOf('rel="preload"')).toBeLessThan(html.indexOf('</head>'));
      // Other pages are sent as built.
      expect(await page('/checkout')).not.toContain('rel="preload"');
      await owner.delete(`/api/admin/food-items/${first.foodItemId}/photo`);
      expect(await page()).not.toContain('rel="preload"');
    } finally {
      fs.rmSync(webDist, { recursive: true, force: true });
    }
  });
});
