// The demo data's pictures, drawn from code: house facades for listings,
// abstract covers for articles and news, wide banners. Each picture is
// decided by its topic and number alone, so every seed draws the same ones.
import { PNG } from 'pngjs';
import type { Db } from '../server/db';
import { databaseFileStore } from '../server/fileStore';
import { DEMO_IMAGE_COUNTS, demoImageId, type DemoImageTopic } from './data/images';
import { randomSource } from './data/demo';

type Rgb = readonly [number, number, number];

/** A small RGBA raster with anti-aliased circles and convex polygons. */
class Canvas {
  private readonly image: PNG;
  readonly data: Buffer;
  /** One pixel buffer per size, reused: touching fresh memory costs more than drawing into it. */
  private static readonly reused = new Map<string, PNG>();

  constructor(
    readonly width: number,
    readonly height: number,
  ) {
    // Drawn straight into the encoder's buffer: no second copy of the pixels.
    const key = `${width}x${height}`;
    this.image = Canvas.reused.get(key) ?? new PNG({ width, height });
    Canvas.reused.set(key, this.image);
    this.data = this.image.data;
    this.pixels = new Uint32Array(this.data.buffer, this.data.byteOffset, width * height);
  }
  /** The same bytes one pixel at a time (RGBA in little-endian order), for the opaque fills. */
  private readonly pixels: Uint32Array;

  /** Mixes `color` into one pixel with coverage `alpha` (0..1). */
  private blend(x: number, y: number, color: Rgb, alpha: number) {
    if (alpha <= 0) return;
    const i = (y * this.width + x) * 4;
    const d = this.data;
    if (alpha >= 1) {
      d[i] = color[0];
      d[i + 1] = color[1];
      d[i + 2] = color[2];
      return;
    }
    d[i] += (color[0] - d[i]) * alpha;
    d[i + 1] += (color[1] - d[i + 1]) * alpha;
    d[i + 2] += (color[2] - d[i + 2]) * alpha;
  }

  /** A gradient from `from` to `to` along the direction (dx, dy) (vertical by default). */
  gradient(from: Rgb, to: Rgb, dx = 0, dy = 1, area = { x: 0, y: 0, w: this.width, h: this.height }) {
    const { x: x0, y: y0, w, h } = area;
    const span = Math.abs(dx) * w + Math.abs(dy) * h || 1;
    const start = (dx < 0 ? -dx * w : 0) + (dy < 0 ? -dy * h : 0);
    const pixels = this.pixels;
    const [r0, g0, b0] = from;
    const dr = to[0] - r0;
    const dg = to[1] - g0;
    const db = to[2] - b0;
    const xStart = Math.max(0, x0);
    const xEnd = Math.min(this.width, x0 + w);
    const yEnd = Math.min(this.height, y0 + h);
    for (let y = Math.max(0, y0); y < yEnd; y++) {
      let t = (start + dx * (xStart - x0) + dy * (y - y0)) / span;
      const step = dx / span;
      let i = y * this.width + xStart;
      for (let x = xStart; x < xEnd; x++, i++, t += step) {
        pixels[i] = (0xff000000 | ((b0 + db * t) << 16) | ((g0 + dg * t) << 8) | (r0 + dr * t)) >>> 0;
      }
    }
  }

  rect(x: number, y: number, w: number, h: number, color: Rgb, alpha = 1) {
    const x0 = Math.max(0, Math.round(x));
    const y0 = Math.max(0, Math.round(y));
    const x1 = Math.min(this.width, Math.round(x + w));
    const y1 = Math.min(this.height, Math.round(y + h));
    for (let py = y0; py < y1; py++) for (let px = x0; px < x1; px++) this.blend(px, py, color, alpha);
  }

  ellipse(cx: number, cy: number, rx: number, ry: number, color: Rgb, alpha = 1) {
    const x0 = Math.max(0, Math.floor(cx - rx - 1));
    const x1 = Math.min(this.width, Math.ceil(cx + rx + 1));
    const y0 = Math.max(0, Math.floor(cy - ry - 1));
    const y1 = Math.min(this.height, Math.ceil(cy + ry + 1));
    const r = Math.min(rx, ry);
    for (let y = y0; y < y1; y++) {
      const ny = (y + 0.5 - cy) / ry;
      // Pixels this far from the centre are wholly inside: no edge to soften.
      const solid = ny * ny < 1 ? rx * Math.sqrt(Math.max(0, Math.max(0, 1 - 1.5 / r) ** 2 - ny * ny)) : 0;
      for (let x = x0; x < x1; x++) {
        const offset = x + 0.5 - cx;
        if (Math.abs(offset) < solid) {
          this.blend(x, y, color, alpha);
          continue;
        }
        const nx = offset / rx;
        // Distance to the edge in pixels, roughly: one pixel of soft edge.
        const edge = (1 - Math.sqrt(nx * nx + ny * ny)) * r + 0.5;
        this.blend(x, y, color, alpha * Math.min(1, edge));
      }
    }
  }

  /** A convex polygon, points in clockwise or counter-clockwise order. */
  polygon(points: readonly (readonly [number, number])[], color: Rgb, alpha = 1) {
    const xs = points.map((p) => p[0]);
    const ys = points.map((p) => p[1]);
    const x0 = Math.max(0, Math.floor(Math.min(...xs)));
    const x1 = Math.min(this.width, Math.ceil(Math.max(...xs)));
    const y0 = Math.max(0, Math.floor(Math.min(...ys)));
    const y1 = Math.min(this.height, Math.ceil(Math.max(...ys)));
    let area = 0;
    for (let i = 0; i < points.length; i++) {
      const [ax, ay] = points[i];
      const [bx, by] = points[(i + 1) % points.length];
      area += ax * by - bx * ay;
    }
    const sign = area > 0 ? 1 : -1;
    // Per edge: its inward normal and offset, so a pixel's distance to it is one multiply-add.
    const edges = points.map(([ax, ay], i) => {
      const [bx, by] = points[(i + 1) % points.length];
      const length = Math.hypot(bx - ax, by - ay) || 1;
      const nx = (-(by - ay) / length) * sign;
      const ny = ((bx - ax) / length) * sign;
      return { nx, ny, c: -(nx * ax + ny * ay) };
    });
    for (let y = y0; y < y1; y++) {
      // The row's span inside every edge (half a pixel of margin for the soft edge); the rest is outside.
      let from = x0;
      let to = x1;
      for (const e of edges) {
        const rest = e.ny * (y + 0.5) + e.c + 0.5;
        if (e.nx > 1e-9) from = Math.max(from, Math.floor(-rest / e.nx - 0.5));
        else if (e.nx < -1e-9) to = Math.min(to, Math.ceil(-rest / e.nx + 0.5));
        else if (rest <= 0) to = from;
      }
      for (let x = from; x < to; x++) {
        let inside = Infinity;
        for (const e of edges) inside = Math.min(inside, e.nx * (x + 0.5) + e.ny * (y + 0.5) + e.c);
        this.blend(x, y, color, alpha * Math.min(1, inside + 0.5));
      }
    }
  }

  png(): Buffer {
    // No row filter and light compression: several times faster than the defaults, and as small for these flat colours.
    return PNG.sync.write(this.image, { colorType: 6, filterType: 0, deflateLevel: 2, deflateStrategy: 0 });
  }
}

const hex = (value: string): Rgb => [
  parseInt(value.slice(1, 3), 16),
  parseInt(value.slice(3, 5), 16),
  parseInt(value.slice(5, 7), 16),
];
const mix = (a: Rgb, b: Rgb, t: number): Rgb => [
  a[0] + (b[0] - a[0]) * t,
  a[1] + (b[1] - a[1]) * t,
  a[2] + (b[2] - a[2]) * t,
];
const WHITE: Rgb = [255, 255, 255];
const BLACK: Rgb = [0, 0, 0];

const SKIES: readonly (readonly [string, string])[] = [
  ['#4a90d9', '#cfe8ff'], // day
  ['#2f6fb5', '#a9d4f5'], // clear
  ['#f28c6b', '#fde2b8'], // sunset
  ['#5b4a8b', '#f4a6a0'], // dusk
  ['#7fb3d5', '#eef6fb'], // haze
  ['#3a7bd5', '#f9f3d2'], // morning
];
const FACADES = [
  '#e8d5b5',
  '#c96f53',
  '#f2efe9',
  '#9fb8ad',
  '#d9a35f',
  '#b9c4d6',
  '#e6b8a2',
  '#8e9aaf',
  '#f5e1a4',
  '#a3785e',
].map(hex);
const ROOFS = ['#7a3b2e', '#4b4e5a', '#5c3d2e', '#2f4858', '#8c4a3b', '#3d3d3d'].map(hex);
const GROUNDS = ['#7fb069', '#9bc17f', '#a7a29a', '#86a96b'].map(hex);

function drawHome(n: number): Canvas {
  const random = randomSource(0x40e + n * 7919); // one repeatable stream per picture
  const c = new Canvas(640, 420);
  const [skyTop, skyBottom] = SKIES[n % SKIES.length].map(hex);
  const horizon = random.int(300, 340);
  c.gradient(skyTop, skyBottom, 0, 1, { x: 0, y: 0, w: 640, h: horizon });
  // Sun (or a low evening sun on warm skies).
  const warm = n % SKIES.length === 2 || n % SKIES.length === 3;
  c.ellipse(
    random.between(60, 580),
    warm ? horizon - 40 : random.between(50, 110),
    34,
    34,
    warm ? hex('#ffd27f') : hex('#fff6c8'),
    0.95,
  );
  for (let i = random.int(1, 3); i > 0; i--) {
    const cx = random.between(40, 600);
    const cy = random.between(40, 140);
    for (let j = 0; j < 4; j++) c.ellipse(cx + j * 22 - 33, cy + (j % 2 ? -8 : 4), 26, 16, WHITE, 0.85);
  }
  const ground = GROUNDS[random.int(0, GROUNDS.length - 1)];
  c.gradient(ground, mix(ground, BLACK, 0.25), 0, 1, { x: 0, y: horizon, w: 640, h: 420 - horizon });

  // The building: size, floors and colours change with the number.
  const floors = random.int(2, 6);
  const columns = random.int(3, 6);
  const floorHeight = Math.min(58, (horizon - 120) / floors);
  const width = columns * random.between(52, 72);
  const height = floors * floorHeight + 16;
  const left = Math.round(random.between(40, 640 - width - 40));
  const top = horizon - height;
  const facade = FACADES[(n * 3 + random.int(0, 2)) % FACADES.length];
  const roof = ROOFS[random.int(0, ROOFS.length - 1)];
  c.rect(left + 8, top + 8, width, height, BLACK, 0.12); // shadow
  c.rect(left, top, width, height, facade);
  c.rect(left, top, 6, height, mix(facade, BLACK, 0.1));
  const style = n % 3;
  if (style === 0) {
    c.polygon(
      [
        [left - 18, top + 2],
        [left + width / 2, Math.max(12, top - random.between(60, 110))],
        [left + width + 18, top + 2],
      ],
      roof,
    );
  } else if (style === 1) {
    c.rect(left - 6, top - 14, width + 12, 16, roof);
  } else {
    const step = width / 3;
    c.rect(left - 6, top - 12, width + 12, 14, roof);
    c.rect(left + step, top - 44, step, 34, facade);
    c.rect(left + step - 4, top - 52, step + 8, 10, roof);
  }
  // Windows: lit ones warm, the others reflecting the sky.
  const cellWidth = width / columns;
  const doorColumn = Math.floor(columns / 2);
  for (let f = 0; f < floors; f++) {
    for (let col = 0; col < columns; col++) {
      const x = left + col * cellWidth + cellWidth * 0.22;
      const y = top + 16 + f * floorHeight + floorHeight * 0.18;
      const w = cellWidth * 0.56;
      const h = floorHeight * 0.6;
      if (f === floors - 1 && col === doorColumn) {
        c.rect(x, y, w, floorHeight - floorHeight * 0.18, mix(roof, BLACK, 0.2));
        c.ellipse(x + w * 0.8, y + h * 0.8, 2.5, 2.5, hex('#e0c070'));
        continue;
      }
      c.rect(x - 3, y - 3, w + 6, h + 6, WHITE, 0.9);
      const lit = random.next() < (warm ? 0.55 : 0.2);
      c.gradient(
        lit ? hex('#ffe39a') : mix(skyTop, WHITE, 0.35),
        lit ? hex('#f7b955') : mix(skyBottom, skyTop, 0.4),
        0.3,
        1,
        { x: Math.round(x), y: Math.round(y), w: Math.round(w), h: Math.round(h) },
      );
      c.rect(x + w / 2 - 1, y, 2, h, WHITE, 0.8);
    }
  }
  // A few trees in front.
  for (let i = random.int(1, 4); i > 0; i--) {
    const tx = random.pick([random.between(10, left - 10), random.between(left + width + 10, 630)]);
    if (tx < 10 || tx > 630) continue;
    const size = random.between(22, 40);
    const base = horizon + random.between(10, 60);
    c.rect(tx - 3, base - size, 6, size, hex('#6b4f3a'));
    c.ellipse(
      tx,
      base - size - size * 0.5,
      size * 0.7,
      size * 0.8,
      mix(hex('#5f9e4f'), BLACK, random.between(0, 0.35)),
    );
  }
  return c;
}

const COVER_PALETTES: readonly (readonly string[])[] = [
  ['#283c86', '#45a247', '#f4d35e', '#ffffff'],
  ['#1f4e79', '#9b5de5', '#f15bb5', '#fee440'],
  ['#0b3954', '#087e8b', '#ff5a5f', '#bfd7ea'],
  ['#2d3047', '#419d78', '#e0a458', '#ffdbb5'],
  ['#3d348b', '#7678ed', '#f7b801', '#f18701'],
  ['#233d4d', '#fe7f2d', '#fcca46', '#a1c181'],
  ['#22223b', '#4a4e69', '#c9ada7', '#f2e9e4'],
  ['#003049', '#d62828', '#f77f00', '#eae2b7'],
];

function drawCover(topic: 'article' | 'news', n: number): Canvas {
  const random = randomSource((topic === 'article' ? 0xa871 : 0x4e35) + n * 104729);
  const c = new Canvas(640, 420);
  const palette = COVER_PALETTES[(n + (topic === 'news' ? 3 : 0)) % COVER_PALETTES.length].map(hex);
  c.gradient(palette[0], palette[1], random.between(0.3, 1), random.between(0.3, 1));
  if (topic === 'article') {
    // Big soft circles and a tilted band.
    for (let i = random.int(4, 7); i > 0; i--) {
      const r = random.between(40, 160);
      c.ellipse(
        random.between(0, 640),
        random.between(0, 420),
        r,
        r,
        random.pick(palette.slice(1)),
        random.between(0.25, 0.6),
      );
    }
    const y = random.between(120, 300);
    const tilt = random.between(-80, 80);
    c.polygon(
      [
        [0, y],
        [640, y + tilt],
        [640, y + tilt + 60],
        [0, y + 60],
      ],
      palette[3],
      0.35,
    );
    c.ellipse(random.between(120, 520), random.between(100, 320), 28, 28, palette[2], 0.9);
  } else {
    // News: a layout of blocks like a front page over a pattern of triangles.
    for (let i = 0; i < 8; i++) {
      const x = i * 90 - 20;
      const flip = (i + n) % 2 === 0;
      c.polygon(
        flip
          ? [
              [x, 420],
              [x + 90, 420],
              [x + 45, 300],
            ]
          : [
              [x, 0],
              [x + 90, 0],
              [x + 45, 110],
            ],
        palette[(i % 3) + 1],
        0.3,
      );
    }
    const panel = { x: 60, y: 80, w: 520, h: 260 };
    c.rect(panel.x + 6, panel.y + 6, panel.w, panel.h, BLACK, 0.15);
    c.rect(panel.x, panel.y, panel.w, panel.h, WHITE, 0.92);
    c.rect(panel.x + 24, panel.y + 24, random.between(260, 440), 22, palette[0]);
    c.rect(panel.x + 24, panel.y + 56, random.between(180, 360), 14, palette[0], 0.5);
    c.rect(panel.x + 24, panel.y + 96, 200, 136, palette[2], 0.85);
    c.ellipse(panel.x + 124, panel.y + 164, 36, 36, palette[3], 0.9);
    for (let line = 0; line < 7; line++)
      c.rect(panel.x + 248, panel.y + 100 + line * 19, random.between(150, 248), 8, palette[1], 0.45);
  }
  return c;
}

function drawBanner(n: number): Canvas {
  const random = randomSource(0xba22 + n * 15485863);
  const c = new Canvas(1200, 300);
  const palette = COVER_PALETTES[(n * 5) % COVER_PALETTES.length].map(hex);
  c.gradient(palette[0], mix(palette[0], palette[1], 0.6), 1, 0.2);
  // Slanted coloured bands across the right half.
  const slant = random.between(80, 160);
  let x = random.between(560, 700);
  for (let band = 0; band < 4; band++) {
    const w = random.between(60, 140);
    c.polygon(
      [
        [x, 0],
        [x + w, 0],
        [x + w - slant, 300],
        [x - slant, 300],
      ],
      palette[(band % 3) + 1],
      0.75,
    );
    x += w + random.between(10, 40);
  }
  for (let i = random.int(3, 6); i > 0; i--) {
    const r = random.between(10, 40);
    c.ellipse(random.between(40, 520), random.between(20, 280), r, r, WHITE, 0.18);
  }
  // Room for a headline and a button on the left.
  c.rect(70, 96, random.between(300, 420), 34, WHITE, 0.92);
  c.rect(70, 146, random.between(200, 300), 16, WHITE, 0.6);
  c.rect(70, 190, 140, 40, palette[2]);
  return c;
}

export function drawDemoPicture(topic: DemoImageTopic, n: number): Buffer {
  switch (topic) {
    case 'home':
      return drawHome(n).png();
    case 'article':
    case 'news':
      return drawCover(topic, n).png();
    case 'banner':
      return drawBanner(n).png();
  }
}

/** Every demo picture with its stored id and file name. */
export function* demoPictures(): Generator<{ id: string; name: string; data: Buffer }> {
  for (const topic of Object.keys(DEMO_IMAGE_COUNTS) as DemoImageTopic[]) {
    for (let n = 0; n < DEMO_IMAGE_COUNTS[topic]; n++) {
      const id = demoImageId(topic, n);
      yield { id, name: `${id.slice('demo-'.length)}.png`, data: drawDemoPicture(topic, n) };
    }
  }
}

/** Draws and stores every demo picture (data/images.ts) under its fixed id; returns how many. */
export async function storeDemoPictures(db: Db): Promise<number> {
  const store = databaseFileStore(db);
  let stored = 0;
  for (const { id, name, data } of demoPictures()) {
    await store.put({ id, name, mime: 'image/png', size: data.length, createdBy: null }, data);
    stored += 1;
  }
  return stored;
}
