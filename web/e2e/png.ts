import { deflateSync, inflateRawSync, inflateSync } from 'node:zlib';

// Small file helpers shared by the journeys: a PNG built by hand, a PNG's
// size, a PNG decoder and a zip reader.

// ---- a 16x16 PNG, built by hand -------------------------------------------------

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(buf: Buffer): number {
  let c = 0xffffffff;
  for (const b of buf) c = (CRC_TABLE[(c ^ b) & 0xff] ?? 0) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}

/** png16 encodes a 16x16 RGBA checkerboard of two reds. */
export function png16(): Buffer {
  const size = 16;
  const rows: Buffer[] = [];
  for (let y = 0; y < size; y++) {
    const row = Buffer.alloc(1 + size * 4); // filter byte 0, then RGBA
    for (let x = 0; x < size; x++) row.set((x + y) % 2 ? [200, 30, 40, 255] : [140, 10, 30, 255], 1 + x * 4);
    rows.push(row);
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(size, 0);
  ihdr.writeUInt32BE(size, 4);
  ihdr.set([8, 6, 0, 0, 0], 8); // 8-bit RGBA
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** pngSize reads width and height from a PNG's IHDR; it throws if png is not a PNG. */
export function pngSize(png: Buffer): { width: number; height: number } {
  if (png.length < 24 || png.subarray(1, 4).toString('ascii') !== 'PNG') throw new Error('not a PNG');
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

// ---- a small PNG decoder -----------------------------------------------------------

/** A decoded PNG: width x height pixels, 4 bytes (RGBA) each, row by row. */
export type DecodedPng = { width: number; height: number; rgba: Uint8Array };

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** Paeth predictor of the PNG spec (filter type 4). */
function paeth(a: number, b: number, c: number): number {
  const p = a + b - c;
  const pa = Math.abs(p - a);
  const pb = Math.abs(p - b);
  const pc = Math.abs(p - c);
  return pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
}

/**
 * decodePng decodes the non-interlaced PNGs the server writes (generate.EncodePNG: Go's encoder):
 * paletted (colour type 3, bit depth 1, 2, 4 or 8, with tRNS for transparency) when the image has
 * at most 256 colours, else 8-bit RGBA (colour type 6) or RGB (colour type 2). Rows may use any of
 * the filter types 0-4. Anything else, or a damaged file, throws an error saying what it is.
 */
export function decodePng(png: Buffer): DecodedPng {
  if (png.length < 8 || !png.subarray(0, 8).equals(PNG_SIGNATURE)) {
    throw new Error('decodePng: not a PNG (bad signature)');
  }
  let ihdr: Buffer | undefined;
  let palette: Buffer | undefined;
  let alpha: Buffer | undefined;
  const idat: Buffer[] = [];
  for (let at = 8; ; ) {
    if (at + 12 > png.length) throw new Error('decodePng: truncated PNG (no IEND chunk)');
    const len = png.readUInt32BE(at);
    const type = png.subarray(at + 4, at + 8).toString('ascii');
    if (at + 12 + len > png.length) throw new Error(`decodePng: truncated ${type} chunk`);
    const data = png.subarray(at + 8, at + 8 + len);
    if (crc32(png.subarray(at + 4, at + 8 + len)) !== png.readUInt32BE(at + 8 + len)) {
      throw new Error(`decodePng: bad CRC in the ${type} chunk`);
    }
    if (type === 'IHDR') ihdr = data;
    else if (type === 'PLTE') palette = data;
    else if (type === 'tRNS') alpha = data;
    else if (type === 'IDAT') idat.push(data);
    else if (type === 'IEND') break;
    at += 12 + len;
  }
  if (!ihdr || ihdr.length !== 13) throw new Error('decodePng: no IHDR chunk');
  const width = ihdr.readUInt32BE(0);
  const height = ihdr.readUInt32BE(4);
  const [depth, colourType, compression, filterMethod, interlace] = ihdr.subarray(8, 13);
  const channels = colourType === 6 ? 4 : colourType === 2 ? 3 : colourType === 3 ? 1 : 0;
  const supported = colourType === 3 ? [1, 2, 4, 8].includes(depth ?? 0) : channels > 0 && depth === 8;
  if (!supported) {
    throw new Error(
      `decodePng: colour type ${colourType} at bit depth ${depth} is not supported ` +
        '(only 8-bit RGBA or RGB, and paletted at 1, 2, 4 or 8 bits)',
    );
  }
  if (compression !== 0 || filterMethod !== 0) throw new Error('decodePng: unknown compression or filter method');
  if (interlace !== 0) throw new Error('decodePng: interlaced PNGs are not supported');
  if (colourType === 3 && (!palette || palette.length % 3 !== 0)) {
    throw new Error('decodePng: paletted PNG without a valid PLTE chunk');
  }
  if (colourType !== 3 && alpha) {
    throw new Error('decodePng: tRNS (a transparent colour key) is only supported for paletted PNGs');
  }

  // Undo the per-row filters: bpp is the bytes per pixel (at least 1), stride the bytes per row.
  const bits = channels * (depth ?? 8);
  const bpp = Math.max(1, bits / 8);
  const stride = Math.ceil((width * bits) / 8);
  const raw = inflateSync(Buffer.concat(idat));
  if (raw.length < height * (stride + 1)) throw new Error(`decodePng: image data too short (${raw.length} bytes)`);
  const rows = Buffer.alloc(height * stride);
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)];
    const line = raw.subarray(y * (stride + 1) + 1, (y + 1) * (stride + 1));
    const out = y * stride;
    for (let i = 0; i < stride; i++) {
      const a = i >= bpp ? (rows[out + i - bpp] ?? 0) : 0;
      const b = y > 0 ? (rows[out - stride + i] ?? 0) : 0;
      const c = y > 0 && i >= bpp ? (rows[out - stride + i - bpp] ?? 0) : 0;
      const predictor = [0, a, b, (a + b) >> 1, paeth(a, b, c)][filter ?? -1];
      if (predictor === undefined) throw new Error(`decodePng: unknown filter type ${filter} in row ${y}`);
      rows[out + i] = ((line[i] ?? 0) + predictor) & 0xff;
    }
  }

  const rgba = new Uint8Array(width * height * 4);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const px = (y * width + x) * 4;
      if (colourType === 3) {
        const d = depth ?? 8;
        const bit = x * d;
        const index = ((rows[y * stride + (bit >> 3)] ?? 0) >> (8 - d - (bit & 7))) & ((1 << d) - 1);
        if (!palette || index * 3 + 2 >= palette.length) {
          throw new Error(`decodePng: palette index ${index} out of range`);
        }
        rgba.set([...palette.subarray(index * 3, index * 3 + 3), alpha?.[index] ?? 255], px);
      } else {
        const at = y * stride + x * channels;
        rgba.set([...rows.subarray(at, at + 3), channels === 4 ? (rows[at + 3] ?? 0) : 255], px);
      }
    }
  }
  return { width, height, rgba };
}

/** pixelAt is the RGBA of pixel (x, y) of a decoded PNG. */
export function pixelAt(img: DecodedPng, x: number, y: number): number[] {
  if (x < 0 || y < 0 || x >= img.width || y >= img.height) throw new Error(`pixel (${x}, ${y}) is outside the image`);
  const at = (y * img.width + x) * 4;
  return Array.from(img.rgba.subarray(at, at + 4));
}

// ---- a small zip reader (central directory; stored and deflated entries) ------------

/** unzip returns a zip's files by name. */
export function unzip(zip: Buffer): Map<string, Buffer> {
  let eocd = zip.length - 22;
  while (eocd >= 0 && zip.readUInt32LE(eocd) !== 0x06054b50) eocd--;
  if (eocd < 0) throw new Error('not a zip: no end of central directory');
  const count = zip.readUInt16LE(eocd + 10);
  let at = zip.readUInt32LE(eocd + 16);
  const files = new Map<string, Buffer>();
  for (let i = 0; i < count; i++) {
    if (zip.readUInt32LE(at) !== 0x02014b50) throw new Error('bad central directory entry');
    const method = zip.readUInt16LE(at + 10);
    const compressed = zip.readUInt32LE(at + 20);
    const nameLen = zip.readUInt16LE(at + 28);
    const extraLen = zip.readUInt16LE(at + 30);
    const commentLen = zip.readUInt16LE(at + 32);
    const local = zip.readUInt32LE(at + 42);
    const name = zip.subarray(at + 46, at + 46 + nameLen).toString('utf8');
    const dataAt = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    const data = zip.subarray(dataAt, dataAt + compressed);
    if (method !== 0 && method !== 8) throw new Error(`${name}: compression method ${method}`);
    files.set(name, method === 8 ? inflateRawSync(data) : Buffer.from(data));
    at += 46 + nameLen + extraLen + commentLen;
  }
  return files;
}
