import { crc32, deflateSync } from 'node:zlib';

/**
 * Small, distinct, deterministic demo pictures (no image library): palette PNGs with a two-colour
 * gradient and a motif drawn per business (sun, waves, dunes, palms, grid, bars, cups, rings). Real
 * decodable files that pass the upload checks (cover 700×500, logo 360×283, photo 120×120).
 */
export type Motif = 'sun' | 'waves' | 'dunes' | 'palms' | 'grid' | 'bars' | 'cups' | 'rings';
export type Rgb = readonly [number, number, number];

// Local names: the loops below run millions of times, and global look-ups are slow in sandboxes (jest's vm).
const { trunc, min, max, floor, ceil, sqrt, sin, cos, imul } = Math;

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body) >>> 0);
  return Buffer.concat([length, body, crc]);
}

/** Encodes an 8-bit palette image (indices row by row) as PNG. */
function encodePalettePng(width: number, height: number, palette: Rgb[], pixels: Uint8Array): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 3; // palette
  const plte = Buffer.alloc(palette.length * 3);
  palette.forEach(([r, g, b], i) => plte.set([r, g, b], i * 3));
  const raw = Buffer.alloc((width + 1) * height);
  for (let y = 0; y < height; y++) {
    raw[y * (width + 1)] = 0; // filter: none
    raw.set(pixels.subarray(y * width, (y + 1) * width), y * (width + 1) + 1);
  }
  return Buffer.concat([SIGNATURE, chunk('IHDR', ihdr), chunk('PLTE', plte), chunk('IDAT', deflateSync(raw, { level: 6 })), chunk('IEND', Buffer.alloc(0))]);
}

const mix = (a: Rgb, b: Rgb, t: number): Rgb => [0, 1, 2].map((i) => trunc(a[i] + (b[i] - a[i]) * t)) as unknown as Rgb;
const lighten = (c: Rgb, t: number): Rgb => mix(c, [255, 255, 255], t);
const darken = (c: Rgb, t: number): Rgb => mix(c, [0, 0, 0], t);

/** A repeatable pseudo-random sequence from a seed (mulberry32). */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = imul(t ^ (t >>> 15), t | 1);
    t ^= t + imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** 0–63 background gradient, 64–127 motif shade A, 128–191 motif shade B, 192 white, 193 dark. */
function paletteFor(from: Rgb, to: Rgb, accent: Rgb): Rgb[] {
  const palette: Rgb[] = [];
  for (let i = 0; i < 64; i++) palette.push(mix(from, to, i / 63));
  for (let i = 0; i < 64; i++) palette.push(mix(lighten(accent, 0.25), darken(accent, 0.2), i / 63));
  for (let i = 0; i < 64; i++) palette.push(mix(lighten(to, 0.55), lighten(from, 0.35), i / 63));
  palette.push([255, 255, 255], darken(from, 0.55));
  return palette;
}

class Canvas {
  readonly pixels: Uint8Array;
  constructor(
    readonly width: number,
    readonly height: number,
  ) {
    this.pixels = new Uint8Array(width * height);
  }
  gradient(diagonal: boolean): void {
    const { width, height } = this;
    for (let y = 0; y < height; y++) {
      if (!diagonal) {
        this.pixels.fill(min(63, trunc((y / height) * 64)), y * width, (y + 1) * width);
        continue;
      }
      // Diagonal: runs of one shade along the row.
      let x = 0;
      while (x < width) {
        const v = min(63, trunc(((x / width + y / height) / 2) * 64));
        const end = min(width, ceil(((2 * (v + 1)) / 64 - y / height) * width));
        this.pixels.fill(v, y * width + x, y * width + max(x + 1, end));
        x = max(x + 1, end);
      }
    }
  }
  set(x: number, y: number, value: number): void {
    if (x >= 0 && y >= 0 && x < this.width && y < this.height) this.pixels[trunc(y) * this.width + trunc(x)] = value;
  }
  circle(cx: number, cy: number, r: number, value: (dx: number, dy: number) => number): void {
    for (let y = max(0, floor(cy - r)); y <= min(this.height - 1, ceil(cy + r)); y++)
      for (let x = max(0, floor(cx - r)); x <= min(this.width - 1, ceil(cx + r)); x++) {
        const dx = x - cx;
        const dy = y - cy;
        if (dx * dx + dy * dy <= r * r) this.pixels[y * this.width + x] = value(dx, dy);
      }
  }
  rect(x0: number, y0: number, w: number, h: number, value: number): void {
    for (let y = max(0, floor(y0)); y < min(this.height, y0 + h); y++)
      for (let x = max(0, floor(x0)); x < min(this.width, x0 + w); x++) this.pixels[y * this.width + x] = value;
  }
  /** Fills below a curve y = f(x) with a shade that darkens downwards. */
  below(f: (x: number) => number, base: number): void {
    const { width, height, pixels } = this;
    for (let x = 0; x < width; x++) {
      const top = max(0, floor(f(x)));
      const span = max(1, height - top);
      for (let y = top; y < height; y++) pixels[y * width + x] = base + min(63, trunc(((y - top) / span) * 63));
    }
  }
}

const shadeA = (t: number) => 64 + max(0, min(63, trunc(t * 63)));
const shadeB = (t: number) => 128 + max(0, min(63, trunc(t * 63)));

function drawMotif(c: Canvas, motif: Motif, rnd: () => number): void {
  const { width: w, height: h } = c;
  switch (motif) {
    case 'sun': {
      const r = h * 0.22;
      c.circle(w * (0.55 + rnd() * 0.25), h * 0.35, r, (dx, dy) => shadeA((dy + r) / (2 * r)));
      for (let i = 0; i < 5; i++) c.rect(w * 0.08 + i * w * 0.17, h * 0.7, w * 0.13, h * 0.2, shadeB(i / 5)); // panels
      break;
    }
    case 'waves': {
      const phase = rnd() * 6;
      c.below((x) => h * 0.55 + sin(x / (w * 0.08) + phase) * h * 0.04, 128);
      c.below((x) => h * 0.72 + sin(x / (w * 0.06) + phase * 2) * h * 0.035, 64);
      c.circle(w * 0.8, h * 0.22, h * 0.09, () => 192);
      break;
    }
    case 'dunes': {
      const phase = rnd() * 3;
      c.below((x) => h * 0.5 + sin(x / (w * 0.18) + phase) * h * 0.1, 128);
      c.below((x) => h * 0.68 + cos(x / (w * 0.13) + phase) * h * 0.07, 64);
      c.circle(w * 0.2, h * 0.2, h * 0.08, () => 192);
      break;
    }
    case 'palms': {
      c.below(() => h * 0.78, 128);
      for (let i = 0; i < 4; i++) {
        const x = w * (0.15 + i * 0.22 + rnd() * 0.05);
        const top = h * (0.3 + rnd() * 0.1);
        c.rect(x - w * 0.008, top, w * 0.016, h * 0.78 - top, 193);
        for (let k = 0; k < 6; k++) c.circle(x + cos(k) * h * 0.07, top + sin(k) * h * 0.035, h * 0.05, () => shadeA(k / 6));
      }
      break;
    }
    case 'grid': {
      const size = trunc(w / 14);
      for (let y = size; y < h - size; y += size)
        for (let x = size; x < w - size; x += size) if (rnd() < 0.45) c.rect(x + 3, y + 3, size - 6, size - 6, rnd() < 0.5 ? shadeA(rnd()) : shadeB(rnd()));
      break;
    }
    case 'bars': {
      const n = 7;
      for (let i = 0; i < n; i++) {
        const bh = h * (0.2 + rnd() * 0.5 + i * 0.03);
        c.rect(w * 0.1 + i * w * 0.115, h * 0.88 - bh, w * 0.08, bh, shadeA(i / n));
      }
      c.rect(0, h * 0.88, w, h * 0.12, 193);
      break;
    }
    case 'cups': {
      for (let i = 0; i < 3; i++) {
        const cx = w * (0.25 + i * 0.25);
        const r = h * (0.12 + rnd() * 0.05);
        c.circle(cx, h * 0.58, r * 1.15, () => 192);
        c.circle(cx, h * 0.58, r, (dx, dy) => shadeA((dy + r) / (2 * r)));
        c.circle(cx, h * 0.58, r * 0.45, () => shadeB(0.8));
      }
      break;
    }
    case 'rings': {
      for (let i = 0; i < 6; i++) {
        const r = h * (0.08 + rnd() * 0.16);
        const cx = w * rnd();
        const cy = h * rnd();
        c.circle(cx, cy, r, (dx, dy) => (sqrt(dx * dx + dy * dy) > r * 0.75 ? shadeA(i / 6) : shadeB(i / 6)));
      }
      break;
    }
  }
}

export interface PictureStyle {
  seed: number;
  from: Rgb;
  to: Rgb;
  accent: Rgb;
  motif: Motif;
}

/** Campaign cover 700×500 (the required 7:5 shape). */
export function coverPng(style: PictureStyle): Buffer {
  return scenePng(700, 500, style);
}

export function scenePng(width: number, height: number, style: PictureStyle): Buffer {
  const c = new Canvas(width, height);
  c.gradient(style.seed % 2 === 0);
  drawMotif(c, style.motif, random(style.seed));
  return encodePalettePng(width, height, paletteFor(style.from, style.to, style.accent), c.pixels);
}

/** Company logo 360×283: a badge (ring, disc and a bar mark) on a pale field. */
export function logoPng(style: PictureStyle): Buffer {
  const w = 360;
  const h = 283;
  const c = new Canvas(w, h);
  c.rect(0, 0, w, h, 192);
  const r = 110;
  c.circle(w / 2, h / 2, r, () => 193);
  c.circle(w / 2, h / 2, r - 10, (dx, dy) => max(0, min(63, trunc(((dx + dy) / (4 * r) + 0.5) * 64))));
  const rnd = random(style.seed * 7 + 1);
  const marks = 2 + trunc(rnd() * 3);
  for (let i = 0; i < marks; i++) c.rect(w / 2 - 60 + i * (120 / marks), h / 2 - 20 - rnd() * 30, 120 / marks - 8, 60 + rnd() * 20, 192);
  c.circle(w / 2, h / 2 + 55, 14, () => shadeA(0.5));
  return encodePalettePng(w, h, paletteFor(style.from, style.to, style.accent), c.pixels);
}

/** A portrait placeholder 120×120: head and shoulders on a coloured field. */
export function photoPng(style: PictureStyle): Buffer {
  const s = 120;
  const c = new Canvas(s, s);
  c.gradient(true);
  c.circle(s / 2, s * 1.02, s * 0.42, () => shadeA(0.6));
  c.circle(s / 2, s * 0.42, s * 0.2, () => shadeB(0.1));
  return encodePalettePng(s, s, paletteFor(style.from, style.to, style.accent), c.pixels);
}

/** A one-page PDF with a few lines of Latin text (Helvetica), valid enough for any viewer. */
export function simplePdf(lines: string[]): Buffer {
  const escape = (s: string) => s.replace(/[^\x20-\x7e]/g, '?').replace(/([\\()])/g, '\\$1');
  const content = ['BT', '/F1 20 Tf', '72 760 Td', ...lines.flatMap((line, i) => [i === 0 ? '' : '0 -28 Td', `(${escape(line)}) Tj`]).filter(Boolean), 'ET'].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(out, 'latin1'));
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}
