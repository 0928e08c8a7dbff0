import { DEMO_BUFFET, DEMO_MENU } from '@app/demo/data';
import { DEMO_PHOTO_NAMES, demoPhotoSvg } from '@app/demo/drawings';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';

const FOOD = [...DEMO_MENU.filter((item) => item.category !== 'DRINK'), ...DEMO_BUFFET].map(
  (item) => item.name,
);
const ALL = new Set([...DEMO_MENU, ...DEMO_BUFFET].map((item) => item.name));

describe('demo dish illustrations', () => {
  it('draws only dishes of the demo menu and buffet, each name once', () => {
    const unknown = DEMO_PHOTO_NAMES.filter((name) => !ALL.has(name));
    expect(unknown).toEqual([]);
    expect(new Set(DEMO_PHOTO_NAMES).size).toBe(DEMO_PHOTO_NAMES.length);
  });

  it('covers at least two thirds of the food (drinks aside)', () => {
    const drawn = FOOD.filter((name) => DEMO_PHOTO_NAMES.includes(name));
    expect(drawn.length).toBeGreaterThanOrEqual(Math.ceil((FOOD.length * 2) / 3));
  });

  it('has none for a name it does not know', () => {
    expect(demoPhotoSvg('Pizza Margherita')).toBeNull();
    expect(demoPhotoSvg('toString')).toBeNull();
  });

  it('draws the same picture every time', () => {
    for (const name of DEMO_PHOTO_NAMES) expect(demoPhotoSvg(name)).toBe(demoPhotoSvg(name));
  });

  it('uses nothing from outside the drawing: no links, images, text, fonts or scripts', () => {
    for (const name of DEMO_PHOTO_NAMES) {
      const svg = demoPhotoSvg(name) ?? '';
      // The namespace declaration is the only URL; every other reference points inside the document.
      const withoutNamespace = svg.replace('xmlns="http://www.w3.org/2000/svg"', '');
      expect(withoutNamespace, name).not.toMatch(
        /https?:|data:|<image|<text|<tspan|<script|<foreignObject|font/i,
      );
      expect(
        withoutNamespace.match(/href="[^"]*"/g)?.every((ref) => ref.startsWith('href="#')) ?? true,
        name,
      ).toBe(true);
      for (const [, id] of svg.matchAll(/url\(#([^)]+)\)/g))
        expect(svg, `${name}: #${id}`).toContain(`id="${id}"`);
      expect(svg.length, name).toBeLessThan(40_000);
    }
  });

  it('renders each with sharp: a 1600×1200 drawing, not blank', { timeout: 120_000 }, async () => {
    for (const name of DEMO_PHOTO_NAMES) {
      const svg = Buffer.from(demoPhotoSvg(name) ?? '');
      const size = await sharp(svg).metadata();
      expect([size.width, size.height], name).toEqual([1600, 1200]);
      // Drawn at the card's smallest size here: every drawing is drawn in full by each demo build
      // (demo/build.mjs), which fails when one does not render.
      const { data, info } = await sharp(svg, { density: (72 * 320) / 1600 })
        .raw()
        .toBuffer({ resolveWithObject: true });
      expect([info.width, info.height], name).toEqual([320, 240]);
      // A picture, not a flat colour: its pixels vary.
      const stats = await sharp(data, { raw: info }).stats();
      expect(Math.max(...stats.channels.map((channel) => channel.stdev)), name).toBeGreaterThan(15);
    }
  });
});
