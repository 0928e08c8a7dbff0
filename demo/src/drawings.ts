/**
 * Illustrations of the demo restaurant's dishes: SVG drawings, rendered to photos by the
 * demo's build (photos.ts), so the demo menu shows pictures without downloading anything. A small set of
 * parametrised drawings per dish type (nigiri, maki, bowls, noodles, curries...), seen from above on a table,
 * with soft shadows and a warm light. Bold shapes and no fine detail: they must read as card photos 320 px
 * wide. Everything is deterministic (the randomness is seeded by the dish's name), without text, fonts,
 * images or external references, so librsvg renders them the same everywhere.
 */

const W = 1600;
const H = 1200;

type Stop = readonly [offset: number, color: string, opacity?: number];

/** FNV-1a: a stable seed from a dish's name. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

function mulberry32(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A coordinate, short: whole units of a 1600 px picture are fine enough and keep each drawing small. */
const f = (v: number) => String(Math.round(v));

const at = (x: number, y: number, rotate = 0, scale = 1) =>
  `translate(${f(x)} ${f(y)})${rotate ? ` rotate(${f(rotate)})` : ''}${scale !== 1 ? ` scale(${f(scale * 100) === '0' ? 0 : Math.round(scale * 1000) / 1000})` : ''}`;

/** A shadow's marker: its offset as the light casts it (world), and the rotation and scale around it so far. */
const SHADOW_MARK = /<g transform="translate\([^)]*\)" data-s="([^"]*)"/g;

/**
 * A group moved, turned and scaled. Shadows inside keep falling to the lower right: their offsets are turned
 * back by the group's rotation (a shadow carries its world offset in `data-s`, dropped at the end).
 */
function g(x: number, y: number, rotate: number, scale: number, inner: string): string {
  const body =
    rotate || scale !== 1
      ? inner.replace(SHADOW_MARK, (_, data: string) => {
          const [wx = 0, wy = 0, a0 = 0, s0 = 1] = data.split(' ').map(Number);
          const a = a0 + rotate;
          const sc = s0 * scale;
          const rad = (-a * Math.PI) / 180;
          const lx = (wx * Math.cos(rad) - wy * Math.sin(rad)) / sc;
          const ly = (wx * Math.sin(rad) + wy * Math.cos(rad)) / sc;
          return `<g transform="translate(${f(lx)} ${f(ly)})" data-s="${wx} ${wy} ${Math.round(a * 100) / 100} ${Math.round(sc * 1000) / 1000}"`;
        })
      : inner;
  return `<g transform="${at(x, y, rotate, scale)}">${body}</g>`;
}

/** One drawing: its definitions (gradients, clips, filters, deduplicated), its parts and its randomness. */
class Canvas {
  private readonly defs: string[] = [];
  readonly parts: string[] = [];
  private readonly ids = new Map<string, string>();
  readonly rand: () => number;
  /** Parts from this index on (the dish, not the table) are enlarged by `zoom` around the centre. */
  tableEnd = 0;
  /** Drawn last and never zoomed: the light. */
  readonly overlay: string[] = [];
  zoom = 1.12;

  constructor(seed: string) {
    this.rand = mulberry32(hash(seed));
  }

  between(a: number, b: number): number {
    return a + (b - a) * this.rand();
  }

  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.rand() * items.length)] as T;
  }

  add(...parts: string[]): void {
    this.parts.push(...parts);
  }

  def(key: string, make: (id: string) => string): string {
    let id = this.ids.get(key);
    if (!id) {
      id = `d${this.ids.size}`;
      this.ids.set(key, id);
      this.defs.push(make(id));
    }
    return id;
  }

  private stops(stops: readonly Stop[]): string {
    return stops
      .map(
        ([o, c, op]) =>
          `<stop offset="${o}" stop-color="${c}"${op === undefined ? '' : ` stop-opacity="${op}"`}/>`,
      )
      .join('');
  }

  /** A radial gradient in the shape's box; `fx`/`fy` move the bright spot. Returns a fill. */
  radial(stops: readonly Stop[], o: { cx?: number; cy?: number; r?: number; fx?: number; fy?: number } = {}) {
    const { cx = 0.5, cy = 0.5, r = 0.5, fx = cx, fy = cy } = o;
    const key = `r${JSON.stringify(stops)}${cx},${cy},${r},${fx},${fy}`;
    const id = this.def(
      key,
      (id) =>
        `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}" fx="${fx}" fy="${fy}">${this.stops(stops)}</radialGradient>`,
    );
    return `url(#${id})`;
  }

  linear(stops: readonly Stop[], x1 = 0, y1 = 0, x2 = 0, y2 = 1) {
    const key = `l${JSON.stringify(stops)}${x1},${y1},${x2},${y2}`;
    const id = this.def(
      key,
      (id) =>
        `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${this.stops(stops)}</linearGradient>`,
    );
    return `url(#${id})`;
  }

  /** The same drawing used again: defined once, referenced by `<use>` (keeps platters of sushi small). */
  reuse(body: string): string {
    const id = this.def(`u${body}`, (id) => `<g id="${id}">${body}</g>`);
    return `<use href="#${id}"/>`;
  }

  /** A clip path by its shape, in the user space of the element that uses it. */
  clip(shape: string): string {
    const id = this.def(`c${shape}`, (id) => `<clipPath id="${id}">${shape}</clipPath>`);
    return `url(#${id})`;
  }

  /**
   * A soft shadow of a shape (geometry without fill), cast to the lower right by the window's light. Drawn as
   * a few widening strokes rather than with a blur filter: librsvg gives each filter a surface the size of the
   * whole picture, which made a dish with twenty shadows take seconds to render.
   */
  shadow(geometry: string, o: { dx?: number; dy?: number; blur?: number; opacity?: number } = {}): string {
    const { dx = 16, dy = 24, blur = 18, opacity = 0.45 } = o;
    const n = blur > 14 ? 4 : 3;
    const a = (1 - (1 - opacity) ** (1 / n)).toFixed(3);
    const layers = this.def(`s${blur},${opacity}${geometry}`, (id) => {
      const shape = this.def(`g${geometry}`, (gid) => `<g id="${gid}">${geometry}</g>`);
      const uses = Array.from(
        { length: n },
        (_, k) => `<use href="#${shape}" stroke-width="${f((2 * blur * (n - k)) / n)}" opacity="${a}"/>`,
      ).join('');
      return `<g id="${id}" fill="#1c0f06" stroke="#1c0f06" stroke-linejoin="round">${uses}</g>`;
    });
    return `<g transform="translate(${dx} ${dy})" data-s="${dx} ${dy} 0 1"><use href="#${layers}"/></g>`;
  }

  /** Volume: bright to the upper left, darker at the rim; drawn over a shape with the same geometry. */
  get volume(): string {
    return this.radial(
      [
        [0, '#fff', 0.45],
        [0.5, '#fff', 0],
        [0.85, '#2a1406', 0.12],
        [1, '#2a1406', 0.4],
      ],
      { fx: 0.32, fy: 0.28, r: 0.55 },
    );
  }

  toString(): string {
    const table = this.parts.slice(0, this.tableEnd).join('');
    const dish = this.parts.slice(this.tableEnd).join('');
    const z = this.zoom;
    const zoomed =
      z === 1
        ? dish
        : `<g transform="translate(${f((W * (1 - z)) / 2)} ${f((H * (1 - z)) / 2)}) scale(${z})">${dish}</g>`;
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}"><defs>${this.defs.join('')}</defs>${table}${zoomed}${this.overlay.join('')}</svg>`;
    return svg.replace(/ data-s="[^"]*"/g, '');
  }
}

/* ---------------------------------------------------------------- shapes */

type Pt = readonly [number, number];

/** A closed, smooth, slightly irregular round shape: pieces of chicken, potatoes, rice mounds. */
function blob(
  c: Canvas,
  r: number,
  o: { n?: number; jitter?: number; sx?: number; sy?: number } = {},
): string {
  const { n = 9, jitter = 0.18, sx = 1, sy = 1 } = o;
  const pts: Pt[] = [];
  const start = c.rand() * Math.PI;
  for (let i = 0; i < n; i++) {
    const a = start + (i / n) * Math.PI * 2;
    const rr = r * (1 - jitter + 2 * jitter * c.rand());
    pts.push([Math.cos(a) * rr * sx, Math.sin(a) * rr * sy]);
  }
  const mid = (p: Pt, q: Pt) => `${f((p[0] + q[0]) / 2)},${f((p[1] + q[1]) / 2)}`;
  let d = `M${mid(pts[n - 1] as Pt, pts[0] as Pt)}`;
  for (let i = 0; i < n; i++) {
    const p = pts[i] as Pt;
    d += `Q${f(p[0])},${f(p[1])} ${mid(p, pts[(i + 1) % n] as Pt)}`;
  }
  return `${d}Z`;
}

/** Points spread inside an ellipse, keeping a distance where they can. */
function scatter(c: Canvas, n: number, rx: number, ry: number, gap: number): Pt[] {
  const pts: Pt[] = [];
  for (let tries = 0; pts.length < n && tries < n * 40; tries++) {
    const a = c.rand() * Math.PI * 2;
    const d = Math.sqrt(c.rand());
    const p: Pt = [Math.cos(a) * d * rx, Math.sin(a) * d * ry];
    const slack = tries > n * 30 ? 0.5 : 1;
    if (pts.every((q) => Math.hypot(q[0] - p[0], q[1] - p[1]) >= gap * slack)) pts.push(p);
  }
  return pts;
}

/** A shape drawn with a fill, then its volume on top. */
function solid(c: Canvas, d: string, fill: string, extra = ''): string {
  return `<path d="${d}" fill="${fill}"${extra}/><path d="${d}" fill="${c.volume}"/>`;
}

const circle = (r: number, cx = 0, cy = 0) => `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}"/>`;
const circlePath = (r: number) =>
  `M${f(-r)},0A${f(r)},${f(r)} 0 1 0 ${f(r)},0A${f(r)},${f(r)} 0 1 0 ${f(-r)},0Z`;
const ellipsePath = (rx: number, ry: number) =>
  `M${f(-rx)},0A${f(rx)},${f(ry)} 0 1 0 ${f(rx)},0A${f(rx)},${f(ry)} 0 1 0 ${f(-rx)},0Z`;
const roundRectPath = (w: number, h: number, r: number) => {
  const x = -w / 2;
  const y = -h / 2;
  return `M${f(x + r)},${f(y)}H${f(x + w - r)}Q${f(x + w)},${f(y)} ${f(x + w)},${f(y + r)}V${f(y + h - r)}Q${f(x + w)},${f(y + h)} ${f(x + w - r)},${f(y + h)}H${f(x + r)}Q${f(x)},${f(y + h)} ${f(x)},${f(y + h - r)}V${f(y + r)}Q${f(x)},${f(y)} ${f(x + r)},${f(y)}Z`;
};

/* ---------------------------------------------------------------- table, plates, bowls */

type Surface = 'oak' | 'walnut' | 'slate' | 'linen' | 'teak' | 'stone' | 'ash';

const SURFACES: Record<
  Surface,
  { top: string; bottom: string; grain: string; kind: 'wood' | 'stone' | 'cloth'; planks?: number }
> = {
  oak: { top: '#c99660', bottom: '#a8733f', grain: '#5a3212', kind: 'wood', planks: 4 },
  walnut: { top: '#7a4e2e', bottom: '#56341c', grain: '#1e0e04', kind: 'wood', planks: 3 },
  teak: { top: '#a86a3c', bottom: '#864e28', grain: '#3c1c08', kind: 'wood', planks: 5 },
  ash: { top: '#e0c9a6', bottom: '#c9ab80', grain: '#7a5a34', kind: 'wood', planks: 4 },
  slate: { top: '#4a4d52', bottom: '#2e3034', grain: '#111214', kind: 'stone' },
  stone: { top: '#d8d2c8', bottom: '#b9b1a4', grain: '#6a625a', kind: 'stone' },
  linen: { top: '#e8dcc6', bottom: '#d2c2a6', grain: '#7a6648', kind: 'cloth' },
};

/**
 * The table under the dish. Textures are drawn with paths and patterns, not feTurbulence: a noise filter over
 * the whole picture cost librsvg half a second per photo.
 */
function table(c: Canvas, surface: Surface): void {
  const s = SURFACES[surface];
  c.add(
    `<rect width="${W}" height="${H}" fill="${c.linear(
      [
        [0, s.top],
        [1, s.bottom],
      ],
      0,
      0,
      0.3,
      1,
    )}"/>`,
  );
  if (s.kind === 'wood') {
    const planks = s.planks ?? 4;
    const step = H / planks;
    const lines: string[] = [];
    for (let p = 0; p < planks; p++) {
      // Each plank a shade of its own, its grain running along it.
      lines.push(
        `<rect y="${Math.round(p * step)}" width="${W}" height="${Math.round(step)}" fill="${c.rand() < 0.5 ? '#fff' : s.grain}" fill-opacity="${(c.between(0.02, 0.08)).toFixed(2)}"/>`,
      );
      // Grain in three strengths, each one path of several lines (small files).
      const grain: string[][] = [[], [], []];
      for (let i = 0; i < 9; i++) {
        const y = p * step + c.between(6, step - 6);
        const amp = c.between(4, 16);
        grain[i % 3]?.push(
          `M-20,${f(y)}C${f(c.between(200, 600))},${f(y - amp)} ${f(c.between(700, 1100))},${f(y + amp)} ${W + 20},${f(y + c.between(-10, 10))}`,
        );
      }
      lines.push(
        ...grain.map(
          (d, k) =>
            `<path d="${d.join('')}" stroke-width="${[2, 4, 7][k]}" stroke-opacity="${[0.25, 0.16, 0.1][k]}"/>`,
        ),
      );
      if (p > 0)
        lines.push(
          `<path d="M0,${Math.round(p * step)}H${W}" stroke-width="8" stroke-opacity=".6"/><path d="M0,${Math.round(p * step) + 6}H${W}" stroke="#fff" stroke-width="2" stroke-opacity=".2"/>`,
        );
    }
    c.add(`<g fill="none" stroke="${s.grain}">${lines.join('')}</g>`);
  } else if (s.kind === 'stone') {
    const blots = Array.from(
      { length: 10 },
      () =>
        `<ellipse cx="${f(c.between(0, W))}" cy="${f(c.between(0, H))}" rx="${f(c.between(150, 450))}" ry="${f(c.between(100, 300))}" fill="${c.radial(
          [
            [0, c.rand() < 0.5 ? '#fff' : s.grain, 0.12],
            [1, '#fff', 0],
          ],
        )}"/>`,
    ).join('');
    const speck = c.def(`speck${surface}`, (id) => {
      const r = mulberry32(11);
      const dots = Array.from(
        { length: 14 },
        () =>
          `<circle cx="${Math.round(r() * 90)}" cy="${Math.round(r() * 90)}" r="${(1 + r() * 2).toFixed(1)}"/>`,
      ).join('');
      return `<pattern id="${id}" width="90" height="90" patternUnits="userSpaceOnUse"><g fill="${s.grain}" fill-opacity=".35">${dots}</g></pattern>`;
    });
    c.add(blots, `<rect width="${W}" height="${H}" fill="url(#${speck})"/>`);
  } else {
    const weave = c.def(
      'weave',
      (id) =>
        `<pattern id="${id}" width="10" height="10" patternUnits="userSpaceOnUse"><path d="M0,2H10M3,0V10" stroke="${s.grain}" stroke-width="2" stroke-opacity=".14"/></pattern>`,
    );
    c.add(
      `<rect width="${W}" height="${H}" fill="url(#${weave})"/>`,
      `<path d="M-40,${f(c.between(200, 400))}C400,${f(c.between(100, 500))} 1000,${f(c.between(700, 1100))} 1640,${f(c.between(800, 1000))}" stroke="#fff" stroke-width="60" stroke-opacity=".12" fill="none"/>`,
    );
  }
  c.tableEnd = c.parts.length;
}

/** The last layer: a warm window light from the upper left and a soft vignette. */
function light(c: Canvas): void {
  c.overlay.push(
    `<rect width="${W}" height="${H}" fill="${c.radial(
      [
        [0, '#fff0cc', 0.3],
        [1, '#fff0cc', 0],
      ],
      { cx: 0.2, cy: 0.1, r: 0.75 },
    )}"/>`,
    `<rect width="${W}" height="${H}" fill="${c.radial(
      [
        [0.55, '#120800', 0],
        [1, '#120800', 0.5],
      ],
      { r: 0.72 },
    )}"/>`,
  );
}

type Ware = { rim: string; well: string; edge: string };

const WARE = {
  white: { rim: '#fbfaf6', well: '#f1eee7', edge: '#cfc9bd' },
  cream: { rim: '#f5ecd9', well: '#ebe0c9', edge: '#c2b394' },
  black: { rim: '#2b2a2a', well: '#1d1c1c', edge: '#0b0b0b' },
  celadon: { rim: '#b9cfbf', well: '#a6c0ad', edge: '#7e9a86' },
  indigo: { rim: '#33496e', well: '#2a3d5e', edge: '#1b2840' },
  stoneware: { rim: '#b7a48c', well: '#a38f76', edge: '#6f5f4c' },
  terracotta: { rim: '#b5643d', well: '#a1532f', edge: '#6e341a' },
  lacquer: { rim: '#2a1410', well: '#7d1a14', edge: '#120806' },
  kraft: { rim: '#c9a274', well: '#b88f60', edge: '#8a6640' },
} satisfies Record<string, Ware>;

/** A round plate seen from above. */
function plate(c: Canvas, x: number, y: number, r: number, ware: Ware): void {
  c.add(
    c.shadow(circle(r, x, y), { dx: 18, dy: 30, blur: 26, opacity: 0.5 }),
    `<circle cx="${x}" cy="${y}" r="${r}" fill="${c.radial(
      [
        [0.7, ware.well],
        [0.86, ware.rim],
        [1, ware.edge],
      ],
      { fx: 0.45, fy: 0.42 },
    )}"/>`,
    `<circle cx="${x}" cy="${y}" r="${f(r * 0.72)}" fill="none" stroke="${ware.edge}" stroke-width="3" opacity=".45"/>`,
    `<circle cx="${x}" cy="${y}" r="${r}" fill="${c.radial(
      [
        [0, '#fff', 0.25],
        [0.6, '#fff', 0],
      ],
      { fx: 0.3, fy: 0.25 },
    )}"/>`,
  );
}

/** A rectangular plate or board, rotated. */
function board(c: Canvas, x: number, y: number, w: number, h: number, rot: number, ware: Ware, r = 40): void {
  const d = roundRectPath(w, h, r);
  c.add(
    g(x, y, rot, 1, c.shadow(`<path d="${d}"/>`, { dx: 20, dy: 30, blur: 24, opacity: 0.5 })),
    g(
      x,
      y,
      rot,
      1,
      `<path d="${d}" fill="${c.linear([
        [0, ware.rim],
        [1, ware.well],
      ])}" stroke="${ware.edge}" stroke-width="6"/><path d="${roundRectPath(w - 60, h - 60, r * 0.7)}" fill="${ware.well}" opacity=".5"/>`,
    ),
  );
}

/** A wooden serving board (geta) with a little grain. */
function woodBoard(c: Canvas, x: number, y: number, w: number, h: number, rot: number): void {
  const d = roundRectPath(w, h, 24);
  const grain = Array.from({ length: 7 }, (_, i) => {
    const yy = -h / 2 + ((i + 0.5) * h) / 7 + c.between(-8, 8);
    return `<path d="M${f(-w / 2)},${f(yy)}C${f(-w / 6)},${f(yy + c.between(-14, 14))} ${f(w / 6)},${f(yy + c.between(-14, 14))} ${f(w / 2)},${f(yy)}" stroke="#8a5a2c" stroke-width="4" fill="none" opacity=".35"/>`;
  }).join('');
  c.add(
    g(x, y, rot, 1, c.shadow(`<path d="${d}"/>`, { dx: 22, dy: 34, blur: 22, opacity: 0.55 })),
    g(
      x,
      y,
      rot,
      1,
      `<path d="${d}" fill="${c.linear(
        [
          [0, '#e2b983'],
          [1, '#c8955c'],
        ],
        0,
        0,
        1,
        1,
      )}"/><g clip-path="${c.clip(`<path d="${d}"/>`)}">${grain}</g><path d="${d}" fill="none" stroke="#7a4a20" stroke-width="5" opacity=".6"/>`,
    ),
  );
}

/** A bowl seen from above; `content` draws in the bowl's own coordinates (centre 0,0) inside radius `inner`. */
function bowl(
  c: Canvas,
  x: number,
  y: number,
  r: number,
  ware: Ware,
  content: (inner: number) => string,
): void {
  const inner = r * 0.86;
  c.add(
    c.shadow(circle(r, x, y), { dx: 22, dy: 34, blur: 28, opacity: 0.55 }),
    `<circle cx="${x}" cy="${y}" r="${r}" fill="${c.radial(
      [
        [0.8, ware.rim],
        [0.93, ware.rim],
        [1, ware.edge],
      ],
      { fx: 0.4, fy: 0.38 },
    )}"/>`,
    `<circle cx="${x}" cy="${y}" r="${r}" fill="${c.radial(
      [
        [0, '#fff', 0.35],
        [0.5, '#fff', 0],
      ],
      { fx: 0.25, fy: 0.2 },
    )}"/>`,
    g(
      x,
      y,
      0,
      1,
      `<circle r="${f(inner)}" fill="${ware.well}"/><g clip-path="${c.clip(circle(inner))}">${content(inner)}<circle r="${f(inner)}" fill="${c.radial(
        [
          [0.72, '#000', 0],
          [1, '#000', 0.45],
        ],
        { cx: 0.46, cy: 0.44 },
      )}"/></g>`,
    ),
  );
}

/* ---------------------------------------------------------------- foods */

function ricePattern(c: Canvas): string {
  const id = c.def('rice', (id) => {
    const r = mulberry32(7);
    const grains = Array.from({ length: 46 }, () => {
      const x = Math.round(r() * 200);
      const y = Math.round(r() * 200);
      return `<use href="#${id}g" transform="translate(${x} ${y}) rotate(${Math.round(r() * 180)})"/>`;
    }).join('');
    return `<ellipse id="${id}g" rx="12" ry="5.5"/><pattern id="${id}" width="200" height="200" patternUnits="userSpaceOnUse"><g fill="#fffefa" stroke="#e0d6c0" stroke-width="2">${grains}</g></pattern>`;
  });
  return `url(#${id})`;
}

/** Steamed rice filling a shape: base, grains, a gentler volume than other food (rice is matt and bright). */
function rice(c: Canvas, d: string, tint = '#f9f5eb', shaded = true): string {
  const shade = c.radial(
    [
      [0, '#fff', 0.15],
      [0.55, '#fff', 0],
      [1, '#6a5030', 0.22],
    ],
    { fx: 0.35, fy: 0.3, r: 0.55 },
  );
  // A box of rice is flat: the round shading would leave a bright oval in it.
  return `<path d="${d}" fill="${tint}"/><path d="${d}" fill="${ricePattern(c)}"/>${shaded ? `<path d="${d}" fill="${shade}"/>` : ''}`;
}

function sesame(
  c: Canvas,
  n: number,
  rx: number,
  ry: number,
  colors = ['#f6ead0', '#f6ead0', '#2a2420'],
): string {
  return scatter(c, n, rx, ry, 14)
    .map(
      ([x, y]) =>
        `<use href="#${c.def('seed', (id) => `<ellipse id="${id}" rx="7" ry="3.8"/>`)}" fill="${c.pick(colors)}" transform="${at(x, y, c.between(0, 180))}"/>`,
    )
    .join('');
}

const onion = (x: number, y: number, r = 15) =>
  `<circle cx="${f(x)}" cy="${f(y)}" r="${r}" fill="#d8efb0" stroke="#4c9a2a" stroke-width="${f(r * 0.45)}"/>`;

function onions(c: Canvas, n: number, rx: number, ry: number, ox = 0, oy = 0): string {
  return scatter(c, n, rx, ry, 32)
    .map(([x, y]) => onion(x + ox, y + oy, c.between(12, 17)))
    .join('');
}

const chili = (x: number, y: number, r = 18) =>
  `<g transform="${at(x, y)}"><circle r="${r}" fill="#cf1f16"/><circle r="${f(r * 0.55)}" fill="#f7d7a6"/><circle r="${f(r * 0.2)}" fill="#cf1f16"/></g>`;

function chilis(c: Canvas, n: number, rx: number, ry: number, ox = 0, oy = 0): string {
  return scatter(c, n, rx, ry, 45)
    .map(([x, y]) => chili(x + ox, y + oy, c.between(15, 21)))
    .join('');
}

const LEAF = 'M0,-46C26,-26 26,22 0,46C-26,22 -26,-26 0,-46Z';

function leaf(c: Canvas, x: number, y: number, rot: number, scale = 1, color = '#2f8a2a'): string {
  return g(
    x,
    y,
    rot,
    scale,
    `<path d="${LEAF}" fill="${color}"/><path d="${LEAF}" fill="${c.volume}"/><path d="M0,-40V40" stroke="#bfe59a" stroke-width="3" opacity=".7"/>`,
  );
}

function herbs(c: Canvas, n: number, rx: number, ry: number, ox = 0, oy = 0, color = '#2f8a2a'): string {
  return scatter(c, n, rx, ry, 60)
    .map(([x, y]) => leaf(c, x + ox, y + oy, c.between(0, 360), c.between(0.7, 1.05), color))
    .join('');
}

/** Coriander: little three-lobed leaves. */
function coriander(c: Canvas, n: number, rx: number, ry: number, ox = 0, oy = 0): string {
  return scatter(c, n, rx, ry, 50)
    .map(([x, y]) =>
      g(
        x + ox,
        y + oy,
        c.between(0, 360),
        c.between(0.8, 1.1),
        `<g fill="#3f9a32"><circle cx="-14" cy="-6" r="15"/><circle cx="14" cy="-6" r="15"/><circle cx="0" cy="12" r="15"/></g><path d="M0,0V40" stroke="#5aa83e" stroke-width="4"/>`,
      ),
    )
    .join('');
}

function lime(c: Canvas, x: number, y: number, rot: number, scale = 1): string {
  const d = 'M-70,0A70,70 0 0 1 70,0Z';
  const segs = [30, 70, 110, 150]
    .map((a) => {
      const rad = (a * Math.PI) / 180;
      return `<path d="M0,-4L${f(-Math.cos(rad) * 56)},${f(-Math.sin(rad) * 56)}" stroke="#f2f7d8" stroke-width="4"/>`;
    })
    .join('');
  return g(
    x,
    y,
    rot,
    scale,
    `${c.shadow(`<path d="${d}"/>`, { dx: 6, dy: 10, blur: 8, opacity: 0.4 })}<path d="${d}" fill="#5d9e25"/><path d="M-60,-2A60,60 0 0 1 60,-2Z" fill="#cfe58a"/><path d="M-52,-4A52,52 0 0 1 52,-4Z" fill="#b9d96a"/>${segs}<path d="${d}" fill="${c.volume}"/>`,
  );
}

function prawn(c: Canvas, x: number, y: number, rot: number, scale = 1): string {
  const arc = 'M-46,10A48,48 0 1 1 8,50';
  return g(
    x,
    y,
    rot,
    scale,
    `${c.shadow(`<path d="${arc}" stroke="#000" stroke-width="40" fill="none"/>`, { dx: 6, dy: 10, blur: 8, opacity: 0.35 })}<path d="${arc}" stroke="#ffe2cc" stroke-width="40" fill="none" stroke-linecap="round"/><path d="${arc}" stroke="#f0602e" stroke-width="32" fill="none" stroke-dasharray="16 9"/><path d="M8,50l22,-6 -4,26Z" fill="#d8401c"/><path d="${arc}" stroke="#fff" stroke-width="8" fill="none" opacity=".35" transform="translate(-4 -6)"/>`,
  );
}

/**
 * Glossy pieces of something (chicken, beef, duck, tofu, potatoes), each a blob with volume. Three shapes per
 * call, reused and turned, keep a plate of forty pieces small.
 */
function chunks(
  c: Canvas,
  n: number,
  rx: number,
  ry: number,
  color: string,
  o: { size?: number; edge?: string; ox?: number; oy?: number; square?: boolean } = {},
): string {
  const { size = 46, edge, ox = 0, oy = 0, square = false } = o;
  const variants = [0, 1, 2].map(() => {
    const d = square
      ? roundRectPath(size * 1.6, size * 1.5, size * 0.35)
      : blob(c, size, { sx: 1.25, jitter: 0.22 });
    return {
      shadow: `<path d="${d}"/>`,
      body: c.reuse(solid(c, d, color, edge ? ` stroke="${edge}" stroke-width="6"` : '')),
    };
  });
  return scatter(c, n, rx, ry, size * 1.3)
    .map(([x, y], i) => {
      const v = variants[i % 3] as (typeof variants)[number];
      return g(
        x + ox,
        y + oy,
        c.between(0, 360),
        c.between(0.85, 1.15),
        `${c.shadow(v.shadow, { dx: 5, dy: 8, blur: 6, opacity: 0.35 })}${v.body}`,
      );
    })
    .join('');
}

/** Strands of noodles heaped in an ellipse: a darker outline, the colour and a glossy line each. */
function noodles(
  c: Canvas,
  n: number,
  rx: number,
  ry: number,
  color: string,
  width: number,
  o: { edge?: string; shine?: number; ox?: number; oy?: number } = {},
): string {
  const { edge = '#8a5a22', shine = 0.4, ox = 0, oy = 0 } = o;
  const out: string[] = [];
  for (let i = 0; i < n; i++) {
    let a = c.rand() * Math.PI * 2;
    const d0 = Math.sqrt(c.rand()) * 0.8;
    let px = Math.cos(a) * d0 * rx;
    let py = Math.sin(a) * d0 * ry;
    let d = `M${f(px + ox)},${f(py + oy)}`;
    for (let s = 0; s < 3; s++) {
      a += c.between(-1.6, 1.6);
      const len = c.between(110, 200);
      let nx = px + Math.cos(a) * len;
      let ny = py + Math.sin(a) * len;
      const k = Math.hypot(nx / rx, ny / ry);
      if (k > 0.95) {
        nx = (nx / k) * 0.9;
        ny = (ny / k) * 0.9;
        a += Math.PI * 0.8;
      }
      const cx = (px + nx) / 2 + c.between(-70, 70);
      const cy = (py + ny) / 2 + c.between(-70, 70);
      d += `Q${f(cx + ox)},${f(cy + oy)} ${f(nx + ox)},${f(ny + oy)}`;
      px = nx;
      py = ny;
    }
    out.push(d);
  }
  // Four strands to a path: fewer elements, and strands of one batch still cross over the batch before.
  const batches: string[] = [];
  for (let i = 0; i < out.length; i += 4) {
    const d = out.slice(i, i + 4).join('');
    batches.push(
      `<use href="#${c.def(`n${d}`, (id) => `<path id="${id}" d="${d}"/>`)}" stroke="${edge}" stroke-width="${width + 6}"/><use href="#${c.def(`n${d}`, () => '')}" stroke="${color}" stroke-width="${width}"/><use href="#${c.def(`n${d}`, () => '')}" stroke="#fff" stroke-width="${f(width * 0.25)}" stroke-opacity="${shine}" transform="translate(-2 -3)"/>`,
    );
  }
  return `<g fill="none" stroke-linecap="round">${batches.join('')}</g>`;
}

function sprouts(c: Canvas, n: number, rx: number, ry: number, ox = 0, oy = 0): string {
  return scatter(c, n, rx, ry, 30)
    .map(([x, y]) =>
      g(
        x + ox,
        y + oy,
        c.between(0, 360),
        1,
        `<path d="M0,0q40,-12 80,6" stroke="#efe9cf" stroke-width="11" fill="none" stroke-linecap="round"/><circle cx="0" cy="0" r="9" fill="#e9d26a"/>`,
      ),
    )
    .join('');
}

function peanuts(c: Canvas, n: number, rx: number, ry: number, ox = 0, oy = 0): string {
  return scatter(c, n, rx, ry, 16)
    .map(([x, y]) =>
      g(
        x + ox,
        y + oy,
        c.between(0, 360),
        1,
        `<path d="${blob(c, 11, { n: 5, jitter: 0.3 })}" fill="#d9a962"/>`,
      ),
    )
    .join('');
}

/** An egg halved lengthwise (ramen's ajitama). */
function eggHalf(c: Canvas, x: number, y: number, rot: number): string {
  const d = ellipsePath(78, 60);
  return g(
    x,
    y,
    rot,
    1,
    `${c.shadow(`<path d="${d}"/>`, { dx: 6, dy: 10, blur: 8, opacity: 0.4 })}<path d="${d}" fill="#e2c496"/><path d="${ellipsePath(70, 52)}" fill="#fbf7ee"/><circle cx="6" r="32" fill="${c.radial(
      [
        [0, '#ffb21f'],
        [0.7, '#f08a0c'],
        [1, '#e8b45a'],
      ],
    )}"/><path d="${d}" fill="${c.volume}"/>`,
  );
}

function friedEgg(c: Canvas, x: number, y: number, r = 150): string {
  const white = blob(c, r, { n: 10, jitter: 0.12 });
  return g(
    x,
    y,
    c.between(0, 360),
    1,
    `${c.shadow(`<path d="${white}"/>`, { dx: 8, dy: 12, blur: 10, opacity: 0.35 })}<path d="${white}" fill="#fdfaf2" stroke="#c98a3c" stroke-width="14" stroke-opacity=".8"/><path d="${white}" fill="${c.volume}"/><circle cx="${f(r * 0.1)}" cy="${f(-r * 0.05)}" r="${f(r * 0.36)}" fill="${c.radial(
      [
        [0, '#ffd23a'],
        [0.8, '#f5a20c'],
        [1, '#e08a00'],
      ],
      { fx: 0.35, fy: 0.3 },
    )}"/><circle cx="${f(-r * 0.02)}" cy="${f(-r * 0.16)}" r="${f(r * 0.1)}" fill="#fff" opacity=".55"/>`,
  );
}

/* ---------------------------------------------------------------- sushi */

type Fish = 'salmon' | 'tuna' | 'ebi' | 'surimi';

const FISH: Record<Fish, { base: Stop[]; stripe: string; opacity: number }> = {
  salmon: {
    base: [
      [0, '#ff9a5c'],
      [1, '#f0692c'],
    ],
    stripe: '#ffe9da',
    opacity: 0.8,
  },
  tuna: {
    base: [
      [0, '#d4323f'],
      [1, '#a3121f'],
    ],
    stripe: '#ef6c78',
    opacity: 0.45,
  },
  ebi: {
    base: [
      [0, '#fff1e6'],
      [1, '#ffd9c2'],
    ],
    stripe: '#f2612a',
    opacity: 0.95,
  },
  surimi: {
    base: [
      [0, '#fff'],
      [1, '#f2ece2'],
    ],
    stripe: '#e2382a',
    opacity: 1,
  },
};

const NIGIRI_TOP = 'M-180,-8C-176,-88 176,-96 184,-12C190,50 -170,78 -180,-8Z';

function nigiri(c: Canvas, x: number, y: number, rot: number, fish: Fish, scale = 1): string {
  const F = FISH[fish];
  const riceShape = ellipsePath(150, 76);
  const stripes =
    fish === 'ebi'
      ? [-120, -70, -20, 30, 80, 130]
          .map(
            (sx) => `<path d="M${sx},-90q18,90 -6,170" stroke="${F.stripe}" stroke-width="26" fill="none"/>`,
          )
          .join('')
      : [-140, -90, -40, 10, 60, 110, 160]
          .map(
            (sx) =>
              `<path d="M${sx},-100q-40,90 10,190" stroke="${F.stripe}" stroke-width="${fish === 'salmon' ? 9 : 7}" fill="none" opacity="${F.opacity}"/>`,
          )
          .join('');
  const tail =
    fish === 'ebi'
      ? `<path d="M176,-14l58,-46 10,34 -12,30 -10,34 -48,-30Z" fill="#d9431c" stroke="#a82c10" stroke-width="4"/>`
      : '';
  return g(
    x,
    y,
    rot,
    scale,
    `${c.shadow(`<path d="${ellipsePath(185, 92)}"/>`, { dx: 10, dy: 16, blur: 12, opacity: 0.45 })}${c.reuse(`<g transform="translate(0 22)">${rice(c, riceShape)}</g>${tail}<path d="${NIGIRI_TOP}" fill="${c.linear(F.base, 0, 0, 1, 1)}"/><g clip-path="${c.clip(`<path d="${NIGIRI_TOP}"/>`)}">${stripes}</g><path d="${NIGIRI_TOP}" fill="${c.volume}"/><path d="M-120,-50q100,-40 220,-20" stroke="#fff" stroke-width="12" fill="none" opacity=".35" stroke-linecap="round"/>`)}`,
  );
}

type Filling = 'salmon' | 'tuna' | 'cucumber' | 'avocado' | 'surimi' | 'prawn' | 'carrot' | 'tofu' | 'radish';

const FILLING: Record<Filling, string> = {
  salmon: '#f27a3a',
  tuna: '#b8182a',
  cucumber: '#5e9e2c',
  avocado: '#a8c95a',
  surimi: '#e0402e',
  prawn: '#f49a6a',
  carrot: '#f08a1c',
  tofu: '#f3e2b0',
  radish: '#f2d33c',
};

/** A slice of roll seen from its cut face. `coat` set: inside-out (uramaki), rice outside. */
function makiSlice(
  c: Canvas,
  x: number,
  y: number,
  rot: number,
  fillings: readonly Filling[],
  coat?: 'tobiko' | 'sesame' | 'crumb' | 'rice',
  scale = 1,
): string {
  // Every slice of a roll has the same outline and body (drawn once, reused); only its turn differs.
  const outer = blob(new Canvas(`maki${coat}`), 100, { n: 10, jitter: 0.04 });
  const shadow = c.shadow(`<path d="${outer}"/>`, { dx: 10, dy: 16, blur: 10, opacity: 0.5 });
  const parts: string[] = [];
  if (!coat) {
    parts.push(
      `<path d="${outer}" fill="#1b261c"/>`,
      rice(c, circlePath(84)),
      fillings.length === 1 && fillings[0] === 'cucumber'
        ? `<circle r="40" fill="#3f7a1e"/><circle r="32" fill="#cfe6a0"/><circle r="12" fill="#b4d27a"/>`
        : fillings
            .map((fl, i) =>
              g(
                (i - (fillings.length - 1) / 2) * 40,
                0,
                i * 17 - 10,
                1,
                solid(c, roundRectPath(60, 60, 14), FILLING[fl]),
              ),
            )
            .join(''),
    );
  } else {
    const coatFill =
      coat === 'tobiko'
        ? c.def(
            'tobiko',
            (id) =>
              `<pattern id="${id}" width="22" height="22" patternUnits="userSpaceOnUse"><rect width="22" height="22" fill="#e8561a"/><circle cx="6" cy="6" r="6" fill="#ff8a3a"/><circle cx="17" cy="15" r="6" fill="#ff7a2a"/><circle cx="5" cy="5" r="2" fill="#ffd0a0"/></pattern>`,
          )
        : coat === 'sesame'
          ? c.def('sesameCoat', (id) => {
              const r = mulberry32(5);
              const seeds = Array.from({ length: 9 }, (_, i) => {
                const x = Math.round(r() * 60);
                const y = Math.round(r() * 60);
                return `<ellipse cx="${x}" cy="${y}" rx="7" ry="3.8" fill="${i % 3 ? '#f6ead0' : '#2a2420'}" transform="rotate(${Math.round(r() * 180)} ${x} ${y})"/>`;
              }).join('');
              return `<pattern id="${id}" width="60" height="60" patternUnits="userSpaceOnUse">${seeds}</pattern>`;
            })
          : coat === 'crumb'
            ? crumb(c).slice(5, -1)
            : '';
    parts.push(rice(c, outer));
    if (coatFill) parts.push(`<path d="${outer}" fill="url(#${coatFill})"/>`);
    parts.push(`<path d="${outer}" fill="${c.volume}"/>`, rice(c, circlePath(66)));
    parts.push(`<circle r="52" fill="none" stroke="#1b261c" stroke-width="8"/>`);
    const n = fillings.length;
    fillings.forEach((fl, i) => {
      const a = (i / n) * Math.PI * 2 + 0.6;
      const d = fl === 'avocado' ? 'M-26,-14Q0,-30 26,-14L18,14Q0,4 -18,14Z' : roundRectPath(36, 30, 8);
      parts.push(g(Math.cos(a) * 20, Math.sin(a) * 20, (a * 180) / Math.PI, 1, solid(c, d, FILLING[fl])));
    });
  }
  return g(x, y, rot, scale, shadow + c.reuse(parts.join('')));
}

/** Golden breadcrumbs (panko): tempura rolls, katsu. */
function crumb(c: Canvas): string {
  const id = c.def(
    'crumb',
    (id) =>
      `<pattern id="${id}" width="40" height="40" patternUnits="userSpaceOnUse"><rect width="40" height="40" fill="#d9953f"/><path d="M3,5l12,3-4,9zM22,20l14,-2 -3,12zM8,28l9,6-10,4z" fill="#f4c474"/><path d="M28,4l6,6-8,2zM14,30l8,2-5,6z" fill="#9a561a"/></pattern>`,
  );
  return `url(#${id})`;
}

/** Pink pickled ginger petals and a knob of wasabi. */
function gingerWasabi(c: Canvas, x: number, y: number): string {
  const petals = [0, 1, 2, 3]
    .map((i) =>
      g(
        -20 + i * 16,
        i * 6,
        -30 + i * 22,
        1,
        `<path d="${blob(c, 60, { sx: 1.3, sy: 0.8, jitter: 0.08 })}" fill="#f6b7ae" stroke="#fbe0da" stroke-width="5" opacity=".92"/>`,
      ),
    )
    .join('');
  const wasabi = blob(c, 34, { jitter: 0.25 });
  return g(
    x,
    y,
    0,
    1,
    `${c.shadow(circle(80), { dx: 6, dy: 10, blur: 10, opacity: 0.35 })}${petals}<g transform="translate(110 40)">${c.shadow(`<path d="${wasabi}"/>`, { dx: 4, dy: 8, blur: 6, opacity: 0.4 })}${solid(c, wasabi, '#9cc23c')}</g>`,
  );
}

/** A little dish of dipping sauce. */
function dip(c: Canvas, x: number, y: number, r: number, sauce: string, ware: Ware, bits = ''): void {
  bowl(
    c,
    x,
    y,
    r,
    ware,
    (inner) =>
      `<circle r="${f(inner)}" fill="${sauce}"/><ellipse cx="${f(-inner * 0.3)}" cy="${f(-inner * 0.35)}" rx="${f(inner * 0.35)}" ry="${f(inner * 0.15)}" fill="#fff" opacity=".25" transform="rotate(-30)"/>${bits}`,
  );
}

function soy(c: Canvas, x: number, y: number): void {
  dip(c, x, y, 95, '#2a1206', WARE.white);
}

function temaki(
  c: Canvas,
  x: number,
  y: number,
  rot: number,
  fillings: readonly Filling[],
  spicy = false,
): string {
  const cone = 'M-300,0L150,-120Q210,0 150,120Z';
  const sticks = fillings
    .map((fl, i) => {
      const yy = (i - (fillings.length - 1) / 2) * 46;
      return `<path d="${roundRectPath(150, 36, 14)}" transform="translate(${f(200 + c.between(-10, 20))} ${f(yy)}) rotate(${f(c.between(-8, 8))})" fill="${FILLING[fl]}"/>`;
    })
    .join('');
  return g(
    x,
    y,
    rot,
    1,
    `${c.shadow(`<path d="${cone}"/>${circle(120, 170, 0)}`, { dx: 14, dy: 22, blur: 16, opacity: 0.5 })}${g(170, 0, 0, 1, rice(c, blob(c, 115, { sx: 0.7, jitter: 0.1 })))}${sticks}${
      spicy
        ? `<path d="M170,-70q30,70 -10,140" stroke="#f26a2a" stroke-width="14" fill="none" stroke-linecap="round"/>`
        : ''
    }<path d="${cone}" fill="#1d2a1c"/><path d="${cone}" fill="${c.linear([
      [0, '#4a5a3a', 0.7],
      [0.5, '#000', 0],
      [1, '#000', 0.3],
    ])}"/><path d="M-240,-20L140,-100" stroke="#6a7a5a" stroke-width="6" opacity=".5"/>${spicy ? onions(c, 5, 40, 70, 230, 0) : ''}`,
  );
}

/* ---------------------------------------------------------------- dishes */

type Draw = (c: Canvas) => void;

function nigiriDish(fish: Fish, surface: Surface): Draw {
  return (c) => {
    table(c, surface);
    c.zoom = 1.3;
    board(c, 760, 620, 1160, 620, -4, surface === 'slate' ? WARE.black : WARE.cream, 30);
    c.add(
      nigiri(c, 560, 560, -8, fish, 1.25),
      nigiri(c, 910, 650, -8, fish, 1.25),
      gingerWasabi(c, 1180, 470),
    );
    soy(c, 1290, 990);
  };
}

function makiDish(
  fillings: readonly Filling[],
  surface: Surface,
  count: number,
  coat?: 'tobiko' | 'sesame' | 'crumb',
): Draw {
  return (c) => {
    table(c, surface);
    c.zoom = 1.25;
    const ware = c.pick([WARE.black, WARE.white, WARE.celadon]);
    board(c, 780, 600, 1240, 560, 3, ware, 36);
    const cols = count / 2;
    const pieces: string[] = [];
    for (let i = 0; i < count; i++) {
      const col = i % cols;
      const row = Math.floor(i / cols);
      const px = 780 - ((cols - 1) * 220) / 2 + col * 220 + (row ? 40 : -20);
      pieces.push(makiSlice(c, px, 470 + row * 240 + col * 10, c.between(0, 360), fillings, coat, 1.02));
    }
    c.add(...pieces);
    if (coat === 'crumb')
      c.add(
        `<path d="M${f(780 - cols * 110)},470C600,430 800,520 1000,440S1200,480 ${f(780 + cols * 110)},460" stroke="#5a2a0c" stroke-width="16" fill="none" stroke-linecap="round" opacity=".9"/>`,
        `<path d="M${f(780 - cols * 110)},720C600,680 800,760 1000,690S1200,720 ${f(780 + cols * 110)},700" stroke="#5a2a0c" stroke-width="16" fill="none" stroke-linecap="round" opacity=".9"/>`,
      );
    c.add(gingerWasabi(c, 330, 960));
    soy(c, 1290, 975);
  };
}

function hosoMakiDish(fill: Filling, surface: Surface): Draw {
  return (c) => {
    table(c, surface);
    c.zoom = 1.25;
    woodBoard(c, 800, 600, 1200, 520, -3);
    const pieces: string[] = [];
    for (let i = 0; i < 6; i++) {
      const col = i % 3;
      const row = Math.floor(i / 3);
      pieces.push(
        makiSlice(c, 520 + col * 230 + row * 60, 490 + row * 220, c.between(0, 360), [fill], undefined, 1.05),
      );
    }
    c.add(...pieces, gingerWasabi(c, 1240, 560));
    soy(c, 310, 965);
  };
}

function temakiDish(fillings: readonly Filling[], surface: Surface, spicy = false): Draw {
  return (c) => {
    table(c, surface);
    c.zoom = 1.3;
    board(c, 800, 620, 1200, 640, 0, c.pick([WARE.black, WARE.celadon, WARE.white]), 40);
    c.add(temaki(c, 760, 520, -12, fillings, spicy), temaki(c, 860, 760, 8, fillings, spicy));
    c.add(gingerWasabi(c, 1120, 960));
  };
}

function platterDish(size: 'small' | 'large' | 'veggie'): Draw {
  return (c) => {
    table(c, size === 'large' ? 'walnut' : size === 'small' ? 'ash' : 'linen');
    woodBoard(c, 800, 600, 1460, 960, -2);
    const parts: string[] = [];
    if (size === 'veggie') {
      for (let i = 0; i < 8; i++)
        parts.push(
          makiSlice(c, 300 + (i % 4) * 200, 330 + Math.floor(i / 4) * 200, c.between(0, 360), ['cucumber']),
        );
      for (let i = 0; i < 4; i++)
        parts.push(
          makiSlice(
            c,
            360 + i * 210,
            780,
            c.between(0, 360),
            ['avocado', 'carrot', 'cucumber'],
            'sesame',
            0.95,
          ),
        );
      parts.push(nigiriTofu(c, 1140, 380), nigiriTofu(c, 1150, 600));
      parts.push(
        makiSlice(c, 1120, 840, 30, ['radish'], undefined, 0.95),
        makiSlice(c, 1320, 840, 0, ['radish'], undefined, 0.95),
      );
    } else {
      const fish: Fish[] =
        size === 'large'
          ? ['salmon', 'tuna', 'ebi', 'salmon', 'tuna', 'salmon']
          : ['salmon', 'tuna', 'salmon', 'tuna'];
      fish.forEach((fi, i) => {
        parts.push(nigiri(c, 360 + (i % 2) * 340, 300 + Math.floor(i / 2) * 190, -6, fi, 0.85));
      });
      const maki: Filling[] = ['salmon', 'tuna', 'cucumber'];
      const nMaki = size === 'large' ? 6 : 4;
      for (let i = 0; i < nMaki; i++)
        parts.push(
          makiSlice(
            c,
            1000 + (i % 2) * 200,
            300 + Math.floor(i / 2) * 200,
            c.between(0, 360),
            [maki[i % 3] as Filling],
            undefined,
            0.92,
          ),
        );
      const nUra = size === 'large' ? 5 : 3;
      for (let i = 0; i < nUra; i++)
        parts.push(
          makiSlice(
            c,
            340 + i * 200 + (size === 'small' ? 500 : 0),
            930,
            c.between(0, 360),
            ['surimi', 'avocado', 'cucumber'],
            'tobiko',
            0.92,
          ),
        );
      if (size === 'small') parts.push(gingerWasabi(c, 400, 900));
      else parts.push(gingerWasabi(c, 1320, 860));
    }
    c.add(...parts);
  };
}

function nigiriTofu(c: Canvas, x: number, y: number): string {
  const top = NIGIRI_TOP;
  return g(
    x,
    y,
    -6,
    0.85,
    `${c.shadow(`<path d="${ellipsePath(185, 92)}"/>`, { dx: 10, dy: 16, blur: 12, opacity: 0.45 })}<g transform="translate(0 22)">${rice(c, ellipsePath(150, 76))}</g><path d="${top}" fill="#c98a3a"/><path d="${top}" fill="${c.volume}"/><path d="M-20,-80V70" stroke="#1b261c" stroke-width="60"/>`,
  );
}

function edamameDish(c: Canvas): void {
  table(c, 'slate');
  bowl(c, 760, 600, 440, WARE.stoneware, (inner) => {
    const pods = scatter(c, 26, inner * 0.95, inner * 0.95, 90)
      .map(([x, y]) => {
        const rot = c.between(0, 360);
        const path = 'M-90,0C-60,-30 60,-30 90,0';
        return g(
          x,
          y,
          rot,
          1,
          `${c.shadow(`<path d="${path}" stroke="#000" stroke-width="56" fill="none"/>`, { dx: 6, dy: 12, blur: 10, opacity: 0.5 })}${c.reuse(`<path d="${path}" stroke="#3c7a1a" stroke-width="62" fill="none" stroke-linecap="round"/><path d="${path}" stroke="#76b83a" stroke-width="50" fill="none" stroke-linecap="round"/>${[-48, 0, 48].map((px) => `<ellipse cx="${px}" cy="-16" rx="26" ry="20" fill="#8cc84a"/><ellipse cx="${px - 8}" cy="-24" rx="9" ry="6" fill="#d8f0a8" opacity=".7"/>`).join('')}`)}`,
        );
      })
      .join('');
    return `<circle r="${f(inner)}" fill="#3a5a20"/>${pods}${scatter(c, 30, inner * 0.9, inner * 0.9, 40)
      .map(
        ([x, y]) =>
          `<rect x="${f(x)}" y="${f(y)}" width="9" height="9" fill="#fff" opacity=".85" transform="rotate(${f(c.between(0, 90))} ${f(x)} ${f(y)})"/>`,
      )
      .join('')}`;
  });
  // A little bowl for the empty pods.
  bowl(c, 1330, 300, 150, WARE.black, () => '');
}

type Soup = {
  broth: Stop[];
  ware: Ware;
  surface: Surface;
  toppings: (c: Canvas, r: number) => string;
  cream?: boolean;
};

function soupDish(s: Soup, size = 430): Draw {
  return (c) => {
    table(c, s.surface);
    bowl(c, 790, 600, size, s.ware, (r) => {
      const swirl = s.cream
        ? `<path d="M${f(-r * 0.5)},0C${f(-r * 0.5)},${f(-r * 0.4)} ${f(r * 0.3)},${f(-r * 0.5)} ${f(r * 0.4)},0S${f(-r * 0.1)},${f(r * 0.5)} ${f(-r * 0.2)},${f(r * 0.1)}" stroke="#fff" stroke-width="26" fill="none" opacity=".35" stroke-linecap="round"/>`
        : '';
      return `<circle r="${f(r)}" fill="${c.radial(s.broth, { fx: 0.4, fy: 0.4 })}"/>${swirl}${s.toppings(c, r)}<ellipse cx="${f(-r * 0.35)}" cy="${f(-r * 0.45)}" rx="${f(r * 0.3)}" ry="${f(r * 0.1)}" fill="#fff" opacity=".22" transform="rotate(-25)"/>`;
    });
  };
}

function tofuCubes(c: Canvas, n: number, r: number, color = '#f7f0dc'): string {
  return chunks(c, n, r, r, color, { size: 30, square: true });
}

function wakame(c: Canvas, n: number, rx: number, ry: number, ox = 0, oy = 0): string {
  return scatter(c, n, rx, ry, 50)
    .map(([x, y]) =>
      g(
        x + ox,
        y + oy,
        c.between(0, 360),
        1,
        `<path d="${blob(c, 42, { sx: 1.5, sy: 0.7, jitter: 0.35 })}" fill="#2f5a1a" opacity=".92"/>`,
      ),
    )
    .join('');
}

/** A bowl of rice and a bowl of curry on a plate, herbs and chillies about. */
function curryDish(o: {
  sauce: Stop[];
  surface: Surface;
  ware: Ware;
  pieces: (c: Canvas, r: number) => string;
  garnish: (c: Canvas, r: number) => string;
}): Draw {
  return (c) => {
    table(c, o.surface);
    bowl(c, 660, 620, 420, o.ware, (r) => {
      return `<circle r="${f(r)}" fill="${c.radial(o.sauce, { fx: 0.4, fy: 0.4 })}"/><path d="M${f(-r * 0.6)},${f(r * 0.2)}C${f(-r * 0.3)},${f(-r * 0.5)} ${f(r * 0.4)},${f(-r * 0.4)} ${f(r * 0.5)},${f(r * 0.1)}" stroke="#fff8e0" stroke-width="22" fill="none" opacity=".4" stroke-linecap="round"/>${o.pieces(c, r)}${o.garnish(c, r)}<ellipse cx="${f(-r * 0.3)}" cy="${f(-r * 0.5)}" rx="${f(r * 0.28)}" ry="${f(r * 0.09)}" fill="#fff" opacity=".2" transform="rotate(-25)"/>`;
    });
    bowl(c, 1270, 330, 230, WARE.white, (r) => rice(c, blob(c, r * 0.98, { jitter: 0.05 })));
    c.add(chili(1310, 760, 24), chili(1380, 820, 22), leaf(c, 1250, 820, 40), leaf(c, 1330, 900, -20, 0.9));
  };
}

/** The heap under a pile of noodles or stir-fry, so no plate shows between the strands. */
function mound(c: Canvas, d: string, color: string): string {
  return `${c.shadow(`<path d="${d}"/>`, { dx: 12, dy: 20, blur: 16, opacity: 0.4 })}${solid(c, d, color)}`;
}

function noodleDish(o: {
  surface: Surface;
  ware: Ware;
  color: string;
  edge: string;
  width: number;
  count: number;
  toppings: (c: Canvas) => string;
  limeWedge?: boolean;
}): Draw {
  return (c) => {
    table(c, o.surface);
    plate(c, 790, 600, 520, o.ware);
    c.add(
      g(
        790,
        600,
        0,
        1,
        `${mound(c, blob(c, 350, { jitter: 0.1 }), o.edge)}${noodles(c, o.count, 340, 320, o.color, o.width, { edge: o.edge })}${o.toppings(c)}`,
      ),
    );
    if (o.limeWedge) c.add(lime(c, 1180, 820, -40, 1.2));
  };
}

function rollsDish(surface: Surface, n: number, scale: number, ware: Ware): Draw {
  return (c) => {
    table(c, surface);
    c.zoom = 1.15;
    board(c, 780, 640, 1300, 760, -5, ware, 50);
    const d = roundRectPath(460, 124, 60);
    for (let i = 0; i < n; i++) {
      const x = 580 + (i % 2) * 90 + (n > 4 ? (i % 3) * 50 : 0);
      const y = 360 + i * (n > 4 ? 105 : 150);
      c.add(
        g(
          x,
          y,
          -18 + c.between(-6, 6),
          scale,
          `${c.shadow(`<path d="${d}"/>`, { dx: 10, dy: 18, blur: 12, opacity: 0.5 })}<path d="${d}" fill="${c.linear(
            [
              [0, '#f8d27a'],
              [0.35, '#eaa23a'],
              [1, '#9a5414'],
            ],
          )}"/>${scatter(c, 16, 200, 46, 30)
            .map(
              ([px, py]) =>
                `<ellipse cx="${f(px)}" cy="${f(py)}" rx="11" ry="7" fill="${c.pick(['#a8581a', '#fbe0a0'])}" fill-opacity=".6"/>`,
            )
            .join(
              '',
            )}<path d="M-180,-30H180" stroke="#fff3c8" stroke-width="12" stroke-linecap="round" opacity=".5"/>${
            // One roll cut open on the slant: its filling of cabbage, carrot and glass noodles.
            i === 1
              ? `<ellipse cx="222" rx="46" ry="60" fill="#e8c27a" stroke="#b8701e" stroke-width="6"/><ellipse cx="222" rx="34" ry="46" fill="#f4efd8"/><path d="M204,-24l28,10M210,14l26,-8M200,30l30,6" stroke="#f08a1c" stroke-width="9" stroke-linecap="round"/><path d="M212,-6l24,4M218,-34l14,12" stroke="#6aae3a" stroke-width="9" stroke-linecap="round"/>`
              : ''
          }`,
        ),
      );
    }
    dip(
      c,
      1190,
      560,
      170,
      c.radial([
        [0, '#f25a2a'],
        [1, '#c2280e'],
      ]),
      WARE.white,
      chilis(c, 6, 70, 70),
    );
    c.add(herbs(c, 3, 80, 60, 1150, 900), lime(c, 1300, 960, 20));
  };
}

/* ---------------------------------------------------------------- buffet and drinks */

/** A kraft take-away box seen from above, with its compartments filled by `fill`. */
function takeaway(
  c: Canvas,
  x: number,
  y: number,
  w: number,
  h: number,
  rot: number,
  fills: ((w: number, h: number) => string)[],
): void {
  const d = roundRectPath(w, h, 30);
  const n = fills.length;
  const cw = (w - 40 - (n - 1) * 16) / n;
  const comps = fills
    .map((fill, i) => {
      const cx = -w / 2 + 20 + cw / 2 + i * (cw + 16);
      const cd = roundRectPath(cw, h - 40, 20);
      return `<g transform="translate(${f(cx)} 0)"><path d="${cd}" fill="#a57a4a"/><g clip-path="${c.clip(`<path d="${cd}"/>`)}">${fill(cw, h - 40)}<path d="${cd}" fill="none" stroke="#2a1404" stroke-opacity=".25" stroke-width="30"/></g></g>`;
    })
    .join('');
  c.add(
    g(
      x,
      y,
      rot,
      1,
      `${c.shadow(`<path d="${d}"/>`, { dx: 20, dy: 30, blur: 22, opacity: 0.5 })}<path d="${d}" fill="#c9a274" stroke="#9a7448" stroke-width="8"/>${comps}`,
    ),
  );
}

function riceBox(c: Canvas) {
  return (w: number, h: number) =>
    `${rice(c, roundRectPath(w, h, 20), undefined, false)}${sesame(c, 14, w * 0.3, h * 0.3, ['#2a2420'])}`;
}

function curryBox(c: Canvas, sauce: Stop[], piece: string) {
  return (w: number, h: number) =>
    `<rect x="${f(-w / 2)}" y="${f(-h / 2)}" width="${f(w)}" height="${f(h)}" fill="${c.radial(sauce)}"/><path d="M${f(-w * 0.35)},${f(-h * 0.2)}C${f(-w * 0.1)},${f(-h * 0.4)} ${f(w * 0.2)},${f(h * 0.1)} ${f(w * 0.3)},${f(h * 0.3)}" stroke="#fff8e0" stroke-width="20" fill="none" stroke-opacity=".35" stroke-linecap="round"/>${chunks(c, 10, w * 0.38, h * 0.4, piece, { size: 44, edge: '#8a5a2a' })}${herbs(c, 4, w * 0.32, h * 0.34)}${chilis(c, 2, w * 0.3, h * 0.3)}`;
}

function wokBox(c: Canvas) {
  return (w: number, h: number) =>
    `<rect x="${f(-w / 2)}" y="${f(-h / 2)}" width="${f(w)}" height="${f(h)}" fill="#7a4a1c"/>${noodles(c, Math.round((w * h) / 9000), w * 0.55, h * 0.55, '#d9a45a', 22, { edge: '#8a5420' })}${chunks(c, 5, w * 0.3, h * 0.35, '#e0a868', { size: 32, edge: '#9a5a22' })}${chunks(c, 3, w * 0.3, h * 0.35, '#3f8a2a', { size: 26 })}`;
}

function drinkDish(o: {
  surface: Surface;
  liquid: Stop[];
  rim?: string;
  r?: number;
  extras: (c: Canvas, r: number) => string;
}): Draw {
  return (c) => {
    table(c, o.surface);
    c.zoom = 1.35;
    const r = o.r ?? 300;
    c.add(
      c.shadow(circle(r, 820, 620), { dx: 40, dy: 60, blur: 40, opacity: 0.45 }),
      `<circle cx="800" cy="600" r="${r}" fill="${o.rim ?? '#eef3f2'}" opacity=".55"/>`,
      `<circle cx="800" cy="600" r="${f(r * 0.9)}" fill="${c.radial(o.liquid, { fx: 0.4, fy: 0.4 })}"/>`,
      g(800, 600, 0, 1, `<g clip-path="${c.clip(circle(r * 0.9))}">${o.extras(c, r * 0.9)}</g>`),
      `<circle cx="800" cy="600" r="${f(r * 0.95)}" fill="none" stroke="#fff" stroke-width="${f(r * 0.08)}" opacity=".5"/>`,
      `<path d="M${f(800 - r * 0.7)},${f(600 - r * 0.5)}A${r * 0.86},${r * 0.86} 0 0 1 ${f(800 + r * 0.2)},${f(600 - r * 0.84)}" stroke="#fff" stroke-width="14" fill="none" opacity=".7" stroke-linecap="round"/>`,
    );
  };
}

function ice(c: Canvas, n: number, r: number): string {
  return scatter(c, n, r * 0.6, r * 0.6, r * 0.45)
    .map(([x, y]) =>
      g(
        x,
        y,
        c.between(0, 90),
        1,
        `<path d="${roundRectPath(r * 0.42, r * 0.42, 16)}" fill="#fff" opacity=".35" stroke="#fff" stroke-width="4" stroke-opacity=".6"/>`,
      ),
    )
    .join('');
}

function bubbles(c: Canvas, n: number, r: number): string {
  return scatter(c, n, r * 0.9, r * 0.9, 20)
    .map(
      ([x, y]) =>
        `<circle cx="${f(x)}" cy="${f(y)}" r="${f(c.between(4, 10))}" fill="none" stroke="#fff" stroke-width="3" opacity=".6"/>`,
    )
    .join('');
}

/* ---------------------------------------------------------------- the menu */

const CURRY_SAUCE = {
  green: [
    [0, '#c6cf7a'],
    [1, '#8c9a3a'],
  ],
  red: [
    [0, '#f08a4a'],
    [1, '#c2401c'],
  ],
  massaman: [
    [0, '#e6a85a'],
    [1, '#b8702a'],
  ],
  panang: [
    [0, '#e8774a'],
    [1, '#b84a24'],
  ],
} satisfies Record<string, Stop[]>;

const SUSHI: Record<string, Draw> = {
  Edamame: edamameDish,
  'Miso Soup': soupDish(
    {
      surface: 'teak',
      ware: WARE.lacquer,
      broth: [
        [0, '#d9b27a'],
        [1, '#a8783c'],
      ],
      toppings: (c, r) =>
        `${tofuCubes(c, 7, r * 0.6)}${wakame(c, 6, r * 0.65, r * 0.65)}${onions(c, 12, r * 0.7, r * 0.7)}`,
    },
    400,
  ),
  'Wakame Salad': (c) => {
    table(c, 'stone');
    bowl(
      c,
      800,
      600,
      400,
      WARE.indigo,
      (r) =>
        `<circle r="${f(r)}" fill="#2f5a14"/>${noodles(c, 40, r * 0.95, r * 0.95, '#6cbf2a', 22, { edge: '#2c6a10', shine: 0.5 })}${sesame(c, 50, r * 0.7, r * 0.7)}${chilis(c, 3, r * 0.5, r * 0.5)}`,
    );
    c.add(lime(c, 1320, 960, -20));
  },
  'Gyoza (6 pcs)': (c) => {
    table(c, 'walnut');
    c.zoom = 1.2;
    board(c, 740, 620, 1180, 560, -3, WARE.white, 40);
    const d = 'M-150,40C-140,-90 140,-90 150,40C80,62 -80,62 -150,40Z';
    for (let i = 0; i < 6; i++) {
      const x = 320 + i * 170;
      c.add(
        g(
          x,
          620 + (i % 2) * 24,
          78,
          1.25,
          `${c.shadow(`<path d="${d}"/>`, { dx: 10, dy: 16, blur: 10, opacity: 0.5 })}<path d="${d}" fill="${c.linear(
            [
              [0, '#f2d08a'],
              [0.5, '#d8963e'],
              [1, '#6a2e08'],
            ],
          )}"/>${[-90, -45, 0, 45, 90].map((px) => `<path d="M${px},-64q10,30 ${px / 6},60" stroke="#c8944a" stroke-width="8" fill="none" opacity=".7"/>`).join('')}<path d="${d}" fill="${c.volume}"/>`,
        ),
      );
    }
    dip(c, 1360, 360, 160, '#5a2a0e', WARE.black, onions(c, 5, 60, 60));
  },
  'California Roll (8 pcs)': makiDish(['surimi', 'avocado', 'cucumber'], 'oak', 8, 'tobiko'),
  'Spicy Tuna Roll (8 pcs)': (c) => {
    makiDish(['tuna', 'cucumber'], 'slate', 8, 'sesame')(c);
    for (let i = 0; i < 8; i++) {
      const col = i % 4;
      const row = Math.floor(i / 4);
      const px = 780 - 330 + col * 220 + (row ? 40 : -20);
      c.add(
        `<circle cx="${px}" cy="${470 + row * 240 + col * 10}" r="30" fill="#f47a2e"/>`,
        onion(px + 8, 462 + row * 240 + col * 10, 12),
      );
    }
  },
  'Salmon Avocado Roll (8 pcs)': makiDish(['salmon', 'avocado'], 'ash', 8, 'sesame'),
  'Crispy Ebi Roll (8 pcs)': makiDish(['prawn', 'avocado'], 'teak', 8, 'crumb'),
  'Kappa Maki (6 pcs)': hosoMakiDish('cucumber', 'slate'),
  'Sake Maki (6 pcs)': hosoMakiDish('salmon', 'stone'),
  'Tekka Maki (6 pcs)': hosoMakiDish('tuna', 'linen'),
  'Sake Nigiri (2 pcs)': nigiriDish('salmon', 'slate'),
  'Maguro Nigiri (2 pcs)': nigiriDish('tuna', 'ash'),
  'Ebi Nigiri (2 pcs)': nigiriDish('ebi', 'walnut'),
  'Salmon Temaki': temakiDish(['salmon', 'avocado', 'cucumber'], 'oak'),
  'Veggie Temaki': temakiDish(['avocado', 'cucumber', 'carrot', 'radish'], 'linen'),
  'Spicy Tuna Temaki': temakiDish(['tuna', 'cucumber'], 'slate', true),
  'Sushi Platter Small (14 pcs)': platterDish('small'),
  'Sushi Platter Large (28 pcs)': platterDish('large'),
  'Veggie Platter (16 pcs)': platterDish('veggie'),
};

/* ---------------------------------------------------------------- bowls, noodles, curries */

type Part = (c: Canvas, r: number) => string;

function salmonCubes(
  c: Canvas,
  n: number,
  rx: number,
  ry: number,
  ox: number,
  oy: number,
  fish: Fish = 'salmon',
): string {
  const F = FISH[fish];
  return scatter(c, n, rx, ry, 62)
    .map(([x, y]) => {
      const d = roundRectPath(76, 66, 14);
      return g(
        x + ox,
        y + oy,
        c.between(0, 90),
        1,
        `${c.shadow(`<path d="${d}"/>`, { dx: 5, dy: 8, blur: 6, opacity: 0.35 })}<path d="${d}" fill="${c.linear(F.base, 0, 0, 1, 1)}"/><path d="M-30,-20q30,14 60,0M-30,8q30,14 60,0" stroke="${F.stripe}" stroke-width="6" fill="none" stroke-opacity="${F.opacity}"/><path d="${d}" fill="${c.volume}"/>`,
      );
    })
    .join('');
}

function avocadoFan(c: Canvas, x: number, y: number, rot: number, n = 5): string {
  const slices = Array.from({ length: n }, (_, i) => {
    const d = 'M-120,0Q0,-90 120,0Q0,-36 -120,0Z';
    return `<g transform="translate(0 ${i * 30})"><path d="${d}" fill="${c.linear([
      [0, '#6a9a2a'],
      [0.25, '#c8dc6a'],
      [1, '#eef0a8'],
    ])}" stroke="#2f5a14" stroke-width="5"/><path d="${d}" fill="${c.volume}"/></g>`;
  }).join('');
  return g(
    x,
    y,
    rot,
    1,
    `${c.shadow(`<path d="M-110,-10Q0,-70 110,-10V${n * 26}H-110Z"/>`, { dx: 6, dy: 10, blur: 8, opacity: 0.3 })}${slices}`,
  );
}

function edamameBeans(c: Canvas, n: number, rx: number, ry: number, ox: number, oy: number): string {
  return scatter(c, n, rx, ry, 38)
    .map(([x, y]) => g(x + ox, y + oy, c.between(0, 180), 1, solid(c, ellipsePath(24, 18), '#7cc23c')))
    .join('');
}

function cubes(
  c: Canvas,
  n: number,
  rx: number,
  ry: number,
  ox: number,
  oy: number,
  color: string,
  size = 30,
): string {
  return chunks(c, n, rx, ry, color, { size, square: true, ox, oy });
}

function slices(
  c: Canvas,
  n: number,
  rx: number,
  ry: number,
  ox: number,
  oy: number,
  outer: string,
  inner: string,
  r = 34,
): string {
  return scatter(c, n, rx, ry, r * 1.5)
    .map(
      ([x, y]) =>
        `<g transform="${at(x + ox, y + oy)}"><circle r="${r}" fill="${outer}"/><circle r="${f(r * 0.8)}" fill="${inner}"/><circle r="${r}" fill="${c.volume}"/></g>`,
    )
    .join('');
}

/** A poke bowl: rice, and the toppings in sectors around the bowl. */
function pokeDish(surface: Surface, ware: Ware, sectors: Part[]): Draw {
  return (c) => {
    table(c, surface);
    bowl(c, 800, 600, 470, ware, (r) => {
      const n = sectors.length;
      const parts = sectors
        .map((part, i) => {
          const a = (i / n) * Math.PI * 2 - Math.PI / 2;
          return g(Math.cos(a) * r * 0.47, Math.sin(a) * r * 0.47, 0, 1.2, part(c, r));
        })
        .join('');
      return `${rice(c, circlePath(r))}${parts}${sesame(c, 40, r * 0.8, r * 0.8, ['#f6ead0', '#2a2420'])}`;
    });
  };
}

const SALMON_PART: Part = (c, r) => salmonCubes(c, 11, r * 0.3, r * 0.3, 0, 0);
const TUNA_PART: Part = (c, r) => salmonCubes(c, 11, r * 0.3, r * 0.3, 0, 0, 'tuna');
const AVOCADO_PART: Part = (c) => g(0, -20, 0, 1.35, avocadoFan(c, 0, -50, c.between(-30, 30)));
const EDAMAME_PART: Part = (c, r) => edamameBeans(c, 26, r * 0.3, r * 0.3, 0, 0);
const MANGO_PART: Part = (c, r) => cubes(c, 11, r * 0.3, r * 0.3, 0, 0, '#ffb21c', 34);
const CUCUMBER_PART: Part = (c, r) => slices(c, 9, r * 0.3, r * 0.3, 0, 0, '#3f7a1e', '#d6ecaa', 44);
const SEAWEED_PART: Part = (c, r) => noodles(c, 22, r * 0.32, r * 0.32, '#6cbf2a', 18, { edge: '#2c6a10' });
const RADISH_PART: Part = (c, r) => slices(c, 8, r * 0.3, r * 0.3, 0, 0, '#d63a5a', '#fbeef0', 44);
const TOFU_PART: Part = (c, r) => cubes(c, 10, r * 0.3, r * 0.3, 0, 0, '#e0a44a', 36);
const CARROT_PART: Part = (c, r) => noodles(c, 24, r * 0.3, r * 0.3, '#f58a1c', 12, { edge: '#c0600a' });

/** A bowl of rice under its topping (donburi). */
function donDish(surface: Surface, ware: Ware, topping: Part): Draw {
  return (c) => {
    table(c, surface);
    bowl(c, 800, 600, 460, ware, (r) => `${rice(c, circlePath(r))}${topping(c, r)}`);
  };
}

/** Glazed, sliced pieces laid in a fan: teriyaki chicken, duck, katsu. */
function sliceFan(
  c: Canvas,
  n: number,
  w: number,
  h: number,
  color: string,
  edge: string,
  glaze?: string,
): string {
  const out: string[] = [];
  for (let i = 0; i < n; i++) {
    const d = roundRectPath(w, h, Math.min(w, h) * 0.3);
    out.push(
      g(
        (i - (n - 1) / 2) * w * 0.8,
        c.between(-10, 10),
        c.between(-5, 5),
        1,
        `${c.shadow(`<path d="${d}"/>`, { dx: 6, dy: 10, blur: 8, opacity: 0.4 })}<path d="${d}" fill="${color}" stroke="${edge}" stroke-width="9"/><path d="${d}" fill="${c.volume}"/>${glaze ? `<path d="M${f(-w * 0.3)},${f(-h * 0.2)}L${f(w * 0.3)},${f(h * 0.1)}" stroke="${glaze}" stroke-width="10" stroke-opacity=".5" stroke-linecap="round"/>` : ''}`,
      ),
    );
  }
  return out.join('');
}

function ramenDish(o: { surface: Surface; ware: Ware; broth: Stop[]; toppings: Part }): Draw {
  return (c) => {
    table(c, o.surface);
    bowl(c, 780, 600, 500, o.ware, (r) => {
      return `<circle r="${f(r)}" fill="${c.radial(o.broth, { fx: 0.4, fy: 0.4 })}"/>${noodles(c, 26, r * 0.6, r * 0.5, '#f2d48a', 16, { edge: '#c49a4a', ox: -r * 0.2, oy: r * 0.25 })}${o.toppings(c, r)}${scatter(
        c,
        14,
        r * 0.8,
        r * 0.8,
        60,
      )
        .map(
          ([x, y]) =>
            `<circle cx="${f(x)}" cy="${f(y)}" r="${f(c.between(6, 14))}" fill="#ffd77a" fill-opacity=".55"/>`,
        )
        .join('')}`;
    });
    c.add(chopsticks(c, 1380, 600));
  };
}

function chopsticks(c: Canvas, x: number, y: number): string {
  const d = 'M-14,-480L14,-480L8,480L-8,480Z';
  return g(
    x,
    y,
    8,
    1,
    `${c.shadow(`<path d="${d}"/><path d="${d}" transform="translate(60 0)"/>`, { dx: 14, dy: 18, blur: 10, opacity: 0.4 })}<path d="${d}" fill="#3a2418"/><path d="${d}" transform="translate(60 0)" fill="#3a2418"/><path d="M-4,-470V460M56,-470V460" stroke="#8a6448" stroke-width="4"/>`,
  );
}

function chashu(c: Canvas, x: number, y: number, rot: number): string {
  const d = blob(c, 105, { sx: 1.1, jitter: 0.08 });
  return g(
    x,
    y,
    rot,
    1,
    `${c.shadow(`<path d="${d}"/>`, { dx: 8, dy: 12, blur: 8, opacity: 0.35 })}<path d="${d}" fill="#f2c9a8" stroke="#7a3a14" stroke-width="16"/><path d="M-60,-20q40,30 90,-10M-50,40q40,-20 80,20" stroke="#fbe8d8" stroke-width="12" fill="none"/><path d="${d}" fill="${c.volume}"/>`,
  );
}

/** A curry in a bowl with a bowl of rice beside. */
function curry(sauce: Stop[], surface: Surface, ware: Ware, pieces: Part, garnish: Part): Draw {
  return curryDish({ sauce, surface, ware, pieces, garnish });
}

const duck: Part = (c, r) =>
  sliceFan(c, 5, 90, 220, '#d98a6a', '#6a2410') +
  chunks(c, 4, r * 0.6, r * 0.6, '#f7d24a', { size: 30, square: true }) +
  chunks(c, 3, r * 0.6, r * 0.6, '#fbf5e8', { size: 28 });

function stirFry(c: Canvas, r: number, meat: string, veg: string[], n = 14): string {
  return `${mound(c, blob(c, r * 1.15, { jitter: 0.12 }), '#9a5220')}${chunks(c, n, r, r * 0.9, meat, { size: 44, edge: '#9a5a22' })}${veg.map((v) => chunks(c, 5, r, r * 0.9, v, { size: 32 })).join('')}`;
}

/** Rice on a plate with a wok dish or topping. */
function plateDish(surface: Surface, ware: Ware, draw: (c: Canvas) => string): Draw {
  return (c) => {
    table(c, surface);
    plate(c, 790, 600, 530, ware);
    c.add(g(790, 600, 0, 1, draw(c)));
  };
}

function spoon(c: Canvas, x: number, y: number, rot: number, color = '#f4efe6'): string {
  const d =
    'M-60,-60C-60,-130 60,-130 60,-60C60,10 30,20 14,30L10,300Q0,316 -10,300L-14,30C-30,20 -60,10 -60,-60Z';
  return g(
    x,
    y,
    rot,
    1,
    `${c.shadow(`<path d="${d}"/>`, { dx: 10, dy: 14, blur: 8, opacity: 0.4 })}<path d="${d}" fill="${color}" stroke="#bfb5a4" stroke-width="4"/><path d="${d}" fill="${c.volume}"/>`,
  );
}

const MORE: Record<string, Draw> = {
  'Salmon Poke Bowl': pokeDish('oak', WARE.white, [SALMON_PART, EDAMAME_PART, MANGO_PART, AVOCADO_PART]),
  'Tuna Poke Bowl': pokeDish('slate', WARE.celadon, [TUNA_PART, CUCUMBER_PART, SEAWEED_PART, RADISH_PART]),
  'Tofu Poke Bowl': pokeDish('linen', WARE.stoneware, [TOFU_PART, EDAMAME_PART, CARROT_PART, AVOCADO_PART]),
  'Chicken Teriyaki Don': donDish(
    'walnut',
    WARE.indigo,
    (c, r) =>
      `${g(0, 0, 20, 1, sliceFan(c, 7, 110, 300, '#b8601c', '#5a2408', '#fff'))}${sesame(c, 30, r * 0.6, r * 0.4)}${onions(c, 10, r * 0.55, r * 0.4)}`,
  ),
  'Katsu Don': donDish(
    'ash',
    WARE.black,
    (c, r) =>
      `${scatter(c, 6, r * 0.7, r * 0.6, 90)
        .map(([x, y]) => `<path d="${blob(c, 60, { jitter: 0.3 })}" transform="${at(x, y)}" fill="#fbe9b0"/>`)
        .join('')}${g(0, 0, -15, 1, sliceFan(c, 7, 110, 320, crumb(c), '#a8641c'))}${scatter(
        c,
        8,
        r * 0.7,
        r * 0.6,
        80,
      )
        .map(
          ([x, y]) =>
            `<path d="${blob(c, 34, { jitter: 0.3 })}" transform="${at(x, y)}" fill="#f7c41c" fill-opacity=".9"/>`,
        )
        .join('')}${onions(c, 8, r * 0.6, r * 0.5)}`,
  ),
  'Sake Don': donDish(
    'slate',
    WARE.lacquer,
    (c, r) =>
      `${Array.from({ length: 8 }, (_, i) => {
        const a = (i / 8) * 360;
        return g(
          0,
          0,
          a,
          1,
          g(
            r * 0.4,
            0,
            75,
            0.78,
            `<path d="${NIGIRI_TOP}" fill="${c.linear(FISH.salmon.base, 0, 0, 1, 1)}" stroke="#d85a20" stroke-width="3"/><path d="M-120,-40q20,60 -10,100M-40,-60q20,60 -10,120M40,-60q20,60 -10,120M120,-40q20,50 -10,90" stroke="#ffe9da" stroke-width="10" fill="none"/><path d="${NIGIRI_TOP}" fill="${c.volume}"/>`,
          ),
        );
      }).join('')}${g(0, 0, 0, 1, `<circle r="70" fill="#f07a1c"/>${onions(c, 6, 50, 50)}`)}`,
  ),
  'Tonkotsu Ramen': ramenDish({
    surface: 'walnut',
    ware: WARE.black,
    broth: [
      [0, '#f7ead2'],
      [1, '#d9bf94'],
    ],
    toppings: (c, r) =>
      `${chashu(c, r * 0.35, -r * 0.35, 20)}${chashu(c, r * 0.55, -r * 0.05, -10)}${eggHalf(c, -r * 0.45, -r * 0.3, -30)}${eggHalf(c, -r * 0.15, -r * 0.5, 10)}<path d="M${f(-r * 0.9)},${f(r * 0.05)}l${f(r * 0.35)},-30 40,${f(r * 0.45)} -${f(r * 0.3)},40Z" fill="#1b261c"/>${chunks(c, 6, r * 0.2, r * 0.2, '#d9a850', { size: 26, ox: r * 0.45, oy: r * 0.45 })}${onions(c, 14, r * 0.3, r * 0.3, r * 0.05, r * 0.1)}`,
  }),
  'Miso Ramen': ramenDish({
    surface: 'oak',
    ware: WARE.terracotta,
    broth: [
      [0, '#f0b060'],
      [1, '#c47a2a'],
    ],
    toppings: (c, r) =>
      `${chunks(c, 30, r * 0.22, r * 0.2, '#ffd52a', { size: 20, square: true, ox: r * 0.4, oy: -r * 0.4 })}${sprouts(c, 16, r * 0.28, r * 0.22, -r * 0.3, -r * 0.5)}${cubes(c, 6, r * 0.2, r * 0.18, r * 0.5, r * 0.3, '#f7efdc', 40)}<path d="M${f(-r * 0.92)},${f(-r * 0.1)}l${f(r * 0.32)},-40 50,${f(r * 0.42)} -${f(r * 0.28)},46Z" fill="#1b261c"/>${onions(c, 18, r * 0.3, r * 0.28, 0, 0)}${chilis(c, 3, r * 0.2, r * 0.2, r * 0.1, r * 0.55)}`,
  }),
  'Yaki Udon': noodleDish({
    surface: 'stone',
    ware: WARE.indigo,
    color: '#c98a42',
    edge: '#7a4a1c',
    width: 34,
    count: 26,
    toppings: (c) =>
      `${chunks(c, 8, 260, 240, '#e8b06a', { size: 36 })}${noodles(c, 8, 240, 220, '#f58a1c', 10, { edge: '#b85a0a' })}${chunks(c, 6, 260, 240, '#5ea83a', { size: 30 })}${onions(c, 12, 260, 240)}${sesame(c, 30, 260, 240)}`,
  }),
  'Spring Rolls (4 pcs)': rollsDish('teak', 4, 1, WARE.white),
  'Chicken Satay (4 skewers)': (c) => {
    table(c, 'oak');
    c.zoom = 1.15;
    board(c, 760, 620, 1260, 700, 4, WARE.black, 30);
    for (let i = 0; i < 4; i++) {
      const y = 380 + i * 150;
      const pieces = Array.from({ length: 4 }, (_, k) => {
        const d = blob(c, 52, { sx: 1.2, jitter: 0.2 });
        return g(
          -160 + k * 120,
          c.between(-8, 8),
          c.between(0, 360),
          1,
          `${c.shadow(`<path d="${d}"/>`, { dx: 6, dy: 10, blur: 6, opacity: 0.45 })}<path d="${d}" fill="#d99a3a" stroke="#7a3e10" stroke-width="10"/><path d="M-30,-10l50,20M-20,20l40,10" stroke="#5a2a08" stroke-width="9" stroke-linecap="round"/><path d="${d}" fill="${c.volume}"/>`,
        );
      }).join('');
      c.add(
        g(
          620,
          y,
          -6,
          1,
          `<path d="M-320,0H300" stroke="#e6c89a" stroke-width="14" stroke-linecap="round"/>${pieces}`,
        ),
      );
    }
    dip(
      c,
      1200,
      520,
      180,
      c.radial([
        [0, '#c8843a'],
        [1, '#9a5a1c'],
      ]),
      WARE.white,
      `${peanuts(c, 20, 80, 80)}<path d="M-60,10q60,-40 120,0" stroke="#c8281a" stroke-width="10" fill="none" stroke-opacity=".7"/>`,
    );
    c.add(lime(c, 1220, 880, 10), coriander(c, 3, 60, 40, 1380, 820));
  },
  'Som Tam': (c) => {
    table(c, 'ash');
    plate(c, 780, 600, 520, WARE.celadon);
    c.add(
      g(
        780,
        600,
        0,
        1,
        `${noodles(c, 46, 330, 300, '#d9ec9a', 14, { edge: '#8fb04a', shine: 0.5 })}${noodles(c, 10, 300, 280, '#f59a3a', 9, { edge: '#c0600a' })}${scatter(
          c,
          6,
          260,
          240,
          90,
        )
          .map(([x, y]) =>
            g(
              x,
              y,
              c.between(0, 360),
              1,
              `<path d="M-50,0A50,50 0 0 1 50,0Z" fill="#e0302a"/><path d="M-40,-4A40,40 0 0 1 40,-4Z" fill="#f36a4a"/><circle cx="-16" cy="-18" r="5" fill="#ffd2a0"/><circle cx="12" cy="-20" r="5" fill="#ffd2a0"/>`,
            ),
          )
          .join(
            '',
          )}${peanuts(c, 40, 200, 180)}${chilis(c, 5, 240, 220)}${prawn(c, 120, -140, 20, 0.8)}${prawn(c, -150, 80, -60, 0.8)}`,
      ),
      lime(c, 1260, 930, -30, 1.1),
    );
  },
  'Tom Yum Goong': soupDish({
    surface: 'teak',
    ware: WARE.white,
    broth: [
      [0, '#f8893a'],
      [1, '#c8401a'],
    ],
    toppings: (c, r) =>
      `${prawn(c, r * 0.35, -r * 0.3, 30)}${prawn(c, -r * 0.4, -r * 0.1, -60)}${prawn(c, r * 0.1, r * 0.45, 120)}${chunks(c, 6, r * 0.65, r * 0.65, '#e9dcc0', { size: 34 })}${chilis(c, 4, r * 0.6, r * 0.6)}${coriander(c, 4, r * 0.6, r * 0.6)}`,
  }),
  'Tom Kha Gai': soupDish({
    surface: 'linen',
    ware: WARE.celadon,
    cream: true,
    broth: [
      [0, '#fbf3de'],
      [1, '#ecd7a8'],
    ],
    toppings: (c, r) =>
      `${chunks(c, 7, r * 0.6, r * 0.6, '#f2dcb4', { size: 40 })}${chunks(c, 5, r * 0.6, r * 0.6, '#c9a070', { size: 30 })}${scatter(
        c,
        10,
        r * 0.7,
        r * 0.7,
        50,
      )
        .map(
          ([x, y]) =>
            `<circle cx="${f(x)}" cy="${f(y)}" r="${f(c.between(8, 16))}" fill="#e0501a" fill-opacity=".75"/>`,
        )
        .join('')}${coriander(c, 4, r * 0.6, r * 0.6)}${chilis(c, 2, r * 0.5, r * 0.5)}`,
  }),
  'Glass Noodle Soup': soupDish({
    surface: 'oak',
    ware: WARE.indigo,
    broth: [
      [0, '#f2d89a'],
      [1, '#c8a45a'],
    ],
    toppings: (c, r) =>
      `${noodles(c, 22, r * 0.7, r * 0.7, '#fbf6e8', 10, { edge: '#d8c89a', shine: 0.6 })}${tofuCubes(c, 5, r * 0.55, '#f3e0a8')}${noodles(c, 6, r * 0.55, r * 0.55, '#f58a1c', 10, { edge: '#c0600a' })}${chunks(c, 4, r * 0.6, r * 0.6, '#5ea83a', { size: 30 })}${onions(c, 10, r * 0.6, r * 0.6)}`,
  }),
  'Pad Thai Chicken': noodleDish({
    surface: 'teak',
    ware: WARE.white,
    color: '#eab46a',
    edge: '#a8702a',
    width: 18,
    count: 40,
    limeWedge: true,
    toppings: (c) =>
      `${chunks(c, 9, 250, 230, '#dca060', { size: 40, edge: '#9a5a22' })}${chunks(c, 5, 250, 230, '#fbe27a', { size: 26 })}${sprouts(c, 10, 250, 230)}${peanuts(c, 40, 120, 100)}${onions(c, 10, 250, 230)}`,
  }),
  'Pad Thai Prawns': noodleDish({
    surface: 'slate',
    ware: WARE.cream,
    color: '#e6a85a',
    edge: '#9a6020',
    width: 18,
    count: 40,
    limeWedge: true,
    toppings: (c) =>
      `${prawn(c, -150, -120, 10)}${prawn(c, 120, -160, 80)}${prawn(c, 180, 90, 150)}${prawn(c, -110, 140, -100)}${chunks(c, 5, 250, 230, '#fbe27a', { size: 26 })}${sprouts(c, 8, 250, 230)}${peanuts(c, 40, 110, 90)}${coriander(c, 3, 200, 200)}`,
  }),
  'Pad See Ew': noodleDish({
    surface: 'ash',
    ware: WARE.stoneware,
    color: '#8a5424',
    edge: '#4a2608',
    width: 44,
    count: 20,
    toppings: (c) =>
      `${chunks(c, 8, 260, 240, '#6a3a1c', { size: 40, edge: '#3a1a08' })}${scatter(c, 6, 260, 240, 110)
        .map(([x, y]) =>
          g(
            x,
            y,
            c.between(0, 360),
            1,
            `<path d="M0,0V60" stroke="#6aa83a" stroke-width="24" stroke-linecap="round"/><circle cx="-22" cy="-14" r="30" fill="#2f7a1e"/><circle cx="22" cy="-14" r="30" fill="#2f7a1e"/><circle cx="0" cy="-36" r="32" fill="#3c8a26"/><circle cx="-6" cy="-40" r="12" fill="#7cc24a"/>`,
          ),
        )
        .join('')}${chunks(c, 4, 250, 230, '#fbe27a', { size: 26 })}`,
  }),
  'Green Curry Chicken': curry(
    CURRY_SAUCE.green,
    'slate',
    WARE.white,
    (c, r) =>
      `${chunks(c, 8, r * 0.6, r * 0.6, '#e2b070', { size: 44, edge: '#b8803a' })}${slices(c, 5, r * 0.6, r * 0.6, 0, 0, '#4f8a2a', '#e6eec0', 30)}`,
    (c, r) => `${herbs(c, 6, r * 0.6, r * 0.6)}${chilis(c, 4, r * 0.6, r * 0.6)}`,
  ),
  'Red Curry Duck': curry(
    CURRY_SAUCE.red,
    'oak',
    WARE.black,
    (c, r) => duck(c, r),
    (c, r) => `${herbs(c, 5, r * 0.6, r * 0.6)}${chilis(c, 2, r * 0.6, r * 0.6)}`,
  ),
  'Massaman Curry': curry(
    CURRY_SAUCE.massaman,
    'walnut',
    WARE.cream,
    (c, r) =>
      `${chunks(c, 7, r * 0.6, r * 0.6, '#7a3a1c', { size: 48 })}${chunks(c, 6, r * 0.6, r * 0.6, '#f2c24a', { size: 40, square: true })}`,
    (c, r) => `${peanuts(c, 30, r * 0.4, r * 0.4)}${coriander(c, 3, r * 0.5, r * 0.5)}`,
  ),
  'Panang Curry Tofu': curry(
    CURRY_SAUCE.panang,
    'linen',
    WARE.indigo,
    (c, r) =>
      `${cubes(c, 8, r * 0.6, r * 0.6, 0, 0, '#e6b050', 36)}${chunks(c, 6, r * 0.6, r * 0.6, '#3f8a2a', { size: 30 })}${chunks(c, 4, r * 0.6, r * 0.6, '#f2c41c', { size: 28 })}`,
    (c, r) =>
      `${noodles(c, 8, r * 0.5, r * 0.5, '#fff6dc', 8, { edge: '#f0d8a8' })}${herbs(c, 4, r * 0.6, r * 0.6, 0, 0, '#3a6a1a')}${chilis(c, 3, r * 0.6, r * 0.6)}`,
  ),
  'Pad Krapao': plateDish('teak', WARE.white, (c) =>
    [
      g(-150, -30, 0, 1, `${rice(c, blob(c, 220, { jitter: 0.08 }))}${friedEgg(c, 0, 0, 160)}`),
      g(
        220,
        60,
        0,
        1,
        `${chunks(c, 40, 170, 190, '#8a5a32', { size: 18, edge: '#4a2a10' })}${herbs(c, 7, 150, 170)}${chilis(c, 5, 150, 170)}`,
      ),
    ].join(''),
  ),
  'Cashew Stir-Fry': plateDish(
    'slate',
    WARE.cream,
    (c) =>
      `${stirFry(c, 300, '#d89a5a', ['#f2e6c8', '#d82a1a'])}${scatter(c, 14, 300, 280, 60)
        .map(([x, y]) =>
          g(
            x,
            y,
            c.between(0, 360),
            1,
            `<path d="M-30,-10C-30,-40 30,-40 30,-10C18,-18 -18,-18 -30,-10Z" fill="#e9c27a" stroke="#b8843a" stroke-width="6"/>`,
          ),
        )
        .join('')}${chilis(c, 6, 300, 280)}${onions(c, 10, 300, 280)}`,
  ),
  'Khao Pad': plateDish(
    'oak',
    WARE.indigo,
    (c) =>
      `${rice(c, blob(c, 360, { jitter: 0.08 }), '#f2d48a')}${chunks(c, 20, 300, 300, '#fbe27a', { size: 22 })}${cubes(c, 14, 300, 300, 0, 0, '#f58a1c', 12)}${chunks(c, 16, 300, 300, '#6aae3a', { size: 14 })}${chunks(c, 8, 300, 300, '#f2d0a0', { size: 34 })}${lime(c, 300, 300, -40, 1.1)}${g(-330, 230, 0, 1, `<path d="${ellipsePath(90, 40)}" fill="#4a8a2a"/><path d="M-80,0H80" stroke="#7cc24a" stroke-width="6"/>`)}`,
  ),
  'Jasmine Rice': (c) => {
    table(c, 'walnut');
    bowl(c, 800, 600, 400, WARE.celadon, (r) => rice(c, circlePath(r)));
    c.add(chopsticks(c, 1340, 600));
  },
  'Sushi Rice': (c) => {
    table(c, 'ash');
    bowl(
      c,
      800,
      600,
      400,
      WARE.black,
      (r) => `${rice(c, circlePath(r), '#f6f2e6')}${sesame(c, 30, r * 0.5, r * 0.5, ['#2a2420'])}`,
    );
    c.add(spoon(c, 1320, 520, 20));
  },
  Kimchi: (c) => {
    table(c, 'stone');
    bowl(
      c,
      800,
      600,
      400,
      WARE.stoneware,
      (r) =>
        `<circle r="${f(r)}" fill="#b8300e"/>${scatter(c, 18, r * 0.85, r * 0.85, 80)
          .map(([x, y]) => {
            const d = blob(c, 70, { sx: 1.3, jitter: 0.3 });
            return g(
              x,
              y,
              c.between(0, 360),
              1,
              `<path d="${d}" fill="${c.pick(['#e0461a', '#d8401a', '#f0a070', '#e85a2a'])}" stroke="#a02a0a" stroke-width="6"/><path d="M-50,0Q0,-20 50,6" stroke="#fbd6b0" stroke-width="10" fill="none" stroke-opacity=".7"/><path d="${d}" fill="${c.volume}"/>`,
            );
          })
          .join('')}${sesame(c, 24, r * 0.6, r * 0.6)}${onions(c, 6, r * 0.5, r * 0.5)}`,
    );
  },
  'Mango Sticky Rice': (c) => {
    table(c, 'linen');
    plate(c, 790, 600, 500, WARE.white);
    const mango = Array.from({ length: 6 }, (_, i) => {
      const d = 'M-150,0Q0,-70 150,0Q0,40 -150,0Z';
      return g(
        170,
        -160 + i * 56,
        14,
        1,
        `${c.shadow(`<path d="${d}"/>`, { dx: 6, dy: 10, blur: 6, opacity: 0.3 })}<path d="${d}" fill="${c.linear(
          [
            [0, '#ffc21c'],
            [1, '#f59a0c'],
          ],
        )}"/><path d="${d}" fill="${c.volume}"/>`,
      );
    }).join('');
    c.add(
      g(
        790,
        600,
        0,
        1,
        `<g transform="translate(-170 10)">${c.shadow(`<path d="${ellipsePath(180, 230)}"/>`)}${rice(c, ellipsePath(180, 230), '#f7f0de')}<path d="M-120,-60Q0,-140 120,-60Q60,40 -80,10Z" fill="#fdf8ea" fill-opacity=".9"/>${sesame(c, 14, 60, 40, ['#d9c08a'])}</g>${mango}${leaf(c, -40, -250, 60, 1.1, '#3f8a2a')}`,
      ),
    );
  },
  'Mochi Ice Cream (3 pcs)': (c) => {
    table(c, 'slate');
    board(c, 800, 620, 1100, 560, -4, WARE.cream, 60);
    const colors: [string, string][] = [
      ['#a8c96a', '#7aa43a'],
      ['#ffd36a', '#f0a82a'],
      ['#5a5452', '#2e2a28'],
    ];
    colors.forEach(([light, dark], i) => {
      const d = blob(c, 150, { jitter: 0.04 });
      c.add(
        g(
          480 + i * 330,
          620 + (i === 1 ? -30 : 30),
          0,
          1,
          `${c.shadow(`<path d="${d}"/>`, { dx: 16, dy: 24, blur: 14, opacity: 0.5 })}<path d="${d}" fill="${c.radial(
            [
              [0, light],
              [1, dark],
            ],
            { fx: 0.35, fy: 0.3 },
          )}"/><path d="${d}" fill="${c.volume}"/><ellipse cx="-50" cy="-60" rx="40" ry="22" fill="#fff" fill-opacity=".35" transform="rotate(-30)"/>`,
        ),
      );
    });
    c.add(
      leaf(c, 1180, 380, 30, 1, '#4a8a2a'),
      `<g transform="translate(1260 420)">${sesame(c, 20, 60, 40, ['#2a2420'])}</g>`,
    );
  },
  'Banana Fritters': (c) => {
    table(c, 'oak');
    plate(c, 790, 600, 500, WARE.black);
    const pieces = scatter(c, 7, 250, 230, 170)
      .map(([x, y]) => {
        const d = blob(c, 95, { sx: 1.5, jitter: 0.16 });
        return g(
          x,
          y,
          c.between(0, 360),
          1,
          `${c.shadow(`<path d="${d}"/>`, { dx: 8, dy: 14, blur: 8, opacity: 0.5 })}<path d="${d}" fill="${c.radial(
            [
              [0, '#fbd27a'],
              [0.7, '#e8a23a'],
              [1, '#b8641a'],
            ],
            { fx: 0.4, fy: 0.35 },
          )}"/>${scatter(c, 8, 110, 60, 30)
            .map(([px, py]) => `<circle cx="${f(px)}" cy="${f(py)}" r="9" fill="#fff2c0" fill-opacity=".6"/>`)
            .join('')}`,
        );
      })
      .join('');
    c.add(
      g(
        790,
        600,
        0,
        1,
        `${pieces}<path d="M-260,-120C-100,-60 -60,-200 80,-100S200,40 280,-20M-240,100C-100,140 0,40 120,140S260,120 300,160" stroke="#e89a10" stroke-width="14" fill="none" stroke-linecap="round" stroke-opacity=".85"/>${sesame(c, 40, 280, 260)}`,
      ),
      leaf(c, 1120, 330, 40, 1.1, '#3f8a2a'),
    );
  },
  'Thai Iced Tea': drinkDish({
    surface: 'teak',
    liquid: [
      [0, '#f7b476'],
      [1, '#d8702a'],
    ],
    extras: (c, r) =>
      `${ice(c, 4, r)}<path d="M${f(-r * 0.6)},${f(r * 0.1)}C${f(-r * 0.2)},${f(-r * 0.4)} ${f(r * 0.3)},${f(r * 0.4)} ${f(r * 0.6)},${f(-r * 0.1)}" stroke="#fff4e0" stroke-width="40" fill="none" stroke-opacity=".6" stroke-linecap="round"/><circle cx="${f(r * 0.35)}" cy="${f(-r * 0.3)}" r="26" fill="#2a9a6a" stroke="#1a6a4a" stroke-width="8"/>`,
  }),
  'Ramune Lemonade': (c) => {
    table(c, 'stone');
    c.zoom = 1.3;
    c.add(
      c.shadow(circle(230, 800, 600), { dx: 40, dy: 60, blur: 40, opacity: 0.4 }),
      `<circle cx="800" cy="600" r="230" fill="${c.radial(
        [
          [0, '#c8ecf8'],
          [0.8, '#6ab8e0'],
          [1, '#3a8ac0'],
        ],
        { fx: 0.4, fy: 0.4 },
      )}"/>`,
      `<circle cx="800" cy="600" r="110" fill="${c.radial(
        [
          [0, '#e0f6ff'],
          [1, '#4a9ad0'],
        ],
        { fx: 0.4, fy: 0.4 },
      )}" stroke="#2a7ab0" stroke-width="10"/>`,
      `<circle cx="800" cy="600" r="60" fill="${c.radial(
        [
          [0, '#fff'],
          [0.6, '#b8e0f0'],
          [1, '#5aa0c8'],
        ],
        { fx: 0.3, fy: 0.3 },
      )}"/>`,
      `<path d="M640,480A200,200 0 0 1 860,390" stroke="#fff" stroke-width="18" fill="none" stroke-opacity=".7" stroke-linecap="round"/>`,
      lime(c, 1180, 900, 20),
    );
  },
  'Singha Beer': drinkDish({
    surface: 'walnut',
    r: 310,
    liquid: [
      [0, '#fff6dc'],
      [0.85, '#f7e6b8'],
      [1, '#e8b84a'],
    ],
    extras: (c, r) => bubbles(c, 40, r),
  }),
  'Hot Sake': (c) => {
    table(c, 'slate');
    c.zoom = 1.3;
    c.add(c.shadow(circle(260, 620, 560), { dx: 30, dy: 40, blur: 30, opacity: 0.5 }));
    c.add(
      `<circle cx="620" cy="560" r="260" fill="${c.radial(
        [
          [0, '#f4f0e6'],
          [0.85, '#dcd4c2'],
          [1, '#a89c86'],
        ],
        { fx: 0.4, fy: 0.4 },
      )}"/><circle cx="620" cy="560" r="70" fill="#1d1c1c"/><circle cx="620" cy="560" r="52" fill="#3a3a38"/>`,
    );
    bowl(
      c,
      1100,
      760,
      190,
      WARE.cream,
      (r) =>
        `<circle r="${f(r)}" fill="${c.radial([
          [0, '#fbf6e4'],
          [1, '#e8dcb8'],
        ])}"/><circle r="${f(r * 0.5)}" fill="none" stroke="#2a4a8a" stroke-width="14"/><circle r="${f(r * 0.25)}" fill="none" stroke="#2a4a8a" stroke-width="10"/>`,
    );
  },
  'Glass of Chasselas': drinkDish({
    surface: 'ash',
    liquid: [
      [0, '#fbf6d2'],
      [1, '#e8dc8a'],
    ],
    extras: () => '',
  }),
  'Mineral Water': drinkDish({
    surface: 'linen',
    liquid: [
      [0, '#f4fbfc'],
      [1, '#b8d8e0'],
    ],
    extras: (c, r) =>
      `${bubbles(c, 30, r)}${ice(c, 3, r)}${g(r * 0.2, -r * 0.2, 20, 1, `<circle r="90" fill="#e8f0a0" stroke="#d8c82a" stroke-width="14"/>${[0, 45, 90, 135].map((a) => `<path d="M0,0L${f(Math.cos((a * Math.PI) / 180) * 80)},${f(Math.sin((a * Math.PI) / 180) * 80)}" stroke="#fffbe0" stroke-width="5"/>`).join('')}`)}`,
  }),
  'Buffet Box Small': (c) => {
    table(c, 'oak');
    takeaway(c, 800, 600, 1000, 620, -4, [riceBox(c), curryBox(c, CURRY_SAUCE.red, '#e2b070')]);
  },
  'Buffet Box Large': (c) => {
    table(c, 'slate');
    takeaway(c, 800, 600, 1260, 700, 3, [riceBox(c), curryBox(c, CURRY_SAUCE.green, '#e2b070'), wokBox(c)]);
  },
  'Sushi Buffet Box': (c) => {
    table(c, 'linen');
    const d = roundRectPath(1200, 760, 40);
    c.add(
      c.shadow(`<path d="${d}" transform="translate(800 600)"/>`, { dx: 20, dy: 30, blur: 24, opacity: 0.5 }),
      `<path d="${d}" transform="translate(800 600)" fill="#1a1a1a" stroke="#3a3a3a" stroke-width="10"/>`,
    );
    const fish: Fish[] = ['salmon', 'tuna', 'salmon', 'ebi'];
    for (const [i, fi] of fish.entries())
      c.add(nigiri(c, 400 + (i % 2) * 330, 380 + Math.floor(i / 2) * 200, -4, fi, 0.8));
    const fills: Filling[][] = [['salmon'], ['cucumber'], ['tuna'], ['salmon'], ['cucumber'], ['tuna']];
    for (const [i, fl] of fills.entries())
      c.add(
        makiSlice(
          c,
          1000 + (i % 2) * 190,
          340 + Math.floor(i / 2) * 190,
          c.between(0, 360),
          fl,
          undefined,
          0.9,
        ),
      );
    for (let i = 0; i < 2; i++)
      c.add(
        makiSlice(c, 420 + i * 200, 800, c.between(0, 360), ['surimi', 'avocado', 'cucumber'], 'tobiko', 0.9),
      );
    c.add(gingerWasabi(c, 820, 800));
  },
  'Buffet Family Box': (c) => {
    table(c, 'teak');
    takeaway(c, 560, 380, 640, 420, -6, [curryBox(c, CURRY_SAUCE.massaman, '#7a3a1c')]);
    takeaway(c, 1080, 400, 640, 420, 5, [wokBox(c)]);
    takeaway(c, 560, 850, 640, 420, 4, [riceBox(c)]);
    takeaway(c, 1080, 860, 640, 420, -3, [curryBox(c, CURRY_SAUCE.green, '#e2b070')]);
  },
  'Buffet Soup Cup': (c) => {
    table(c, 'ash');
    bowl(
      c,
      800,
      600,
      380,
      WARE.white,
      (r) =>
        `<circle r="${f(r)}" fill="${c.radial(CURRY_SAUCE.red, { fx: 0.4, fy: 0.4 })}"/>${chunks(c, 6, r * 0.6, r * 0.6, '#f2dcb4', { size: 34 })}${coriander(c, 4, r * 0.6, r * 0.6)}${chilis(c, 3, r * 0.6, r * 0.6)}`,
    );
    c.add(spoon(c, 1300, 560, 30));
  },
  // A round take-away tub of the day's curry, rice beside.
  'Buffet Curry Portion': curry(
    CURRY_SAUCE.panang,
    'stone',
    WARE.kraft,
    (c, r) =>
      `${chunks(c, 9, r * 0.6, r * 0.6, '#e2b070', { size: 44, edge: '#9a5a22' })}${chunks(c, 5, r * 0.6, r * 0.6, '#3f8a2a', { size: 28 })}`,
    (c, r) => `${herbs(c, 5, r * 0.6, r * 0.6)}${chilis(c, 3, r * 0.6, r * 0.6)}`,
  ),
  'Buffet Wok Portion': (c) => {
    table(c, 'walnut');
    takeaway(c, 800, 600, 1000, 660, 4, [wokBox(c)]);
  },
  'Buffet Dessert Cup': (c) => {
    table(c, 'linen');
    bowl(
      c,
      800,
      600,
      380,
      { rim: '#f4f8fa', well: '#fbfdfd', edge: '#c8d4d8' },
      (r) =>
        `<circle r="${f(r)}" fill="#fbf1d8"/>${cubes(c, 12, r * 0.75, r * 0.75, 0, 0, '#ffb21c', 40)}${slices(c, 6, r * 0.75, r * 0.75, 0, 0, '#6a4a1c', '#8ac83a', 52)}${cubes(c, 9, r * 0.75, r * 0.75, 0, 0, '#f4a08a', 36)}${chunks(c, 8, r * 0.75, r * 0.75, '#a8d04a', { size: 34 })}${chunks(c, 6, r * 0.7, r * 0.7, '#d0304a', { size: 30 })}${leaf(c, 0, -r * 0.2, 30, 1.2, '#3f8a2a')}${leaf(c, 40, -r * 0.25, -20, 1, '#4a9a32')}`,
    );
  },
  'Buffet Spring Roll Bag': rollsDish('oak', 6, 0.75, WARE.kraft),
};

const DISHES: Record<string, Draw> = { ...SUSHI, ...MORE };

/** The names that have an illustration (for the seed and the test). */
export const DEMO_PHOTO_NAMES: readonly string[] = Object.keys(DISHES);

/**
 * The SVG (1600×1200, 4:3, no external references, no <text>, no fonts, no <image>) of a demo dish by its name
 * as in data.ts (the English/source name), or null when it has none. Deterministic.
 */
export function demoPhotoSvg(name: string): string | null {
  const draw = Object.hasOwn(DISHES, name) ? DISHES[name] : undefined;
  if (!draw) return null;
  const c = new Canvas(name);
  draw(c);
  light(c);
  return c.toString();
}
