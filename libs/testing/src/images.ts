import { crc32, deflateSync } from 'node:zlib';

/** Test images built in memory: real, decodable PNGs and header-complete JPEGs of any size. */

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body) >>> 0);
  return Buffer.concat([length, body, crc]);
}

/** A valid greyscale 8-bit PNG of the given size; `padding` bytes of an ancillary chunk make it as large as needed. */
export function makePng(width: number, height: number, options: { padding?: number } = {}): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 0; // greyscale
  const raw = Buffer.alloc((width + 1) * height, 0x80); // filter byte + pixels per row
  for (let row = 0; row < height; row++) raw[row * (width + 1)] = 0;
  const parts = [Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', ihdr)];
  if (options.padding) parts.push(chunk('prVt', Buffer.alloc(options.padding, 7)));
  parts.push(chunk('IDAT', deflateSync(raw)), chunk('IEND', Buffer.alloc(0)));
  return Buffer.concat(parts);
}

/** A JPEG with JFIF APP0, a baseline SOF0 carrying the size, and EOI (enough for any header reader). */
export function makeJpeg(width: number, height: number): Buffer {
  const app0 = Buffer.from([0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00]);
  const sof0 = Buffer.from([0xff, 0xc0, 0x00, 0x0b, 0x08, height >> 8, height & 0xff, width >> 8, width & 0xff, 0x01, 0x01, 0x11, 0x00]);
  return Buffer.concat([Buffer.from([0xff, 0xd8]), app0, sof0, Buffer.from([0xff, 0xd9])]);
}

/** A tiny GIF89a (header, logical screen and trailer). */
export function makeGif(width: number, height: number): Buffer {
  const b = Buffer.from('GIF89a\0\0\0\0\0\0\0;', 'latin1');
  b.writeUInt16LE(width, 6);
  b.writeUInt16LE(height, 8);
  return b;
}

export const dataUrl = (bytes: Buffer, type = 'image/png'): string => `data:${type};base64,${bytes.toString('base64')}`;

/** The smallest file `isPdf` accepts: header and end-of-file marker. */
export const makePdf = (): Buffer => Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n', 'latin1');
