import { AppError } from '@imole/domain';

const SIGNATURES: { type: 'image/png' | 'image/jpeg' | 'image/webp'; test: (b: Buffer) => boolean }[] = [
  {
    type: 'image/png',
    test: (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  },
  { type: 'image/jpeg', test: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  {
    type: 'image/webp',
    test: (b) => b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP',
  },
];

/**
 * Checks a base64 image by its content, not its name or declared type: PNG, JPEG or WebP, at most `maxBytes`.
 * Answers a data URL with the type the bytes really are.
 */
export function checkBase64Image(input: string, maxBytes: number, what = 'photo'): string {
  const match = /^data:([\w/+.-]+);base64,(.*)$/s.exec(input);
  const base64 = (match ? match[2]! : input).replace(/\s/g, '');
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(base64) || base64.length === 0) {
    throw new AppError('BAD_REQUEST', `The ${what} could not be read. Choose a PNG, JPEG or WebP image.`);
  }
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length > maxBytes) {
    throw new AppError(
      'PAYLOAD_TOO_LARGE',
      `The ${what} is too large (at most ${Math.floor(maxBytes / 1024)} KB). Choose a smaller one.`,
    );
  }
  const kind = SIGNATURES.find((s) => s.test(bytes));
  if (!kind) throw new AppError('UNSUPPORTED_MEDIA_TYPE', `The ${what} must be a PNG, JPEG or WebP image.`);
  checkPixels(bytes, kind.type, what);
  return `data:${kind.type};base64,${bytes.toString('base64')}`;
}

/** 40 megapixels: a phone's largest photo is about 12 (50 on a few); a bigger image is a decompression bomb. */
export const MAX_IMAGE_PIXELS = 40_000_000;

/**
 * Refuses an image of more than MAX_IMAGE_PIXELS by the size its header declares, before anything decodes it (the
 * staff's browsers, a later thumbnail): a few kilobytes of PNG can declare 100,000 × 100,000 pixels.
 */
function checkPixels(bytes: Buffer, type: 'image/png' | 'image/jpeg' | 'image/webp', what: string): void {
  const size = imageSize(bytes, type);
  if (!size || size.width === 0 || size.height === 0)
    throw new AppError('BAD_REQUEST', `The ${what} could not be read. Choose a PNG, JPEG or WebP image.`);
  const pixels = size.width * size.height;
  if (pixels > MAX_IMAGE_PIXELS) {
    const megapixels = Math.round(pixels / 1_000_000);
    throw new AppError(
      'BAD_REQUEST',
      `The ${what} is ${size.width} × ${size.height} pixels (${megapixels} megapixels); at most ${MAX_IMAGE_PIXELS / 1_000_000} megapixels are accepted. Choose a smaller one or take the picture at a lower resolution.`,
    );
  }
}

/** Width and height as the image's header declares them, or null when the header cannot be read. */
export function imageSize(
  bytes: Buffer,
  type: 'image/png' | 'image/jpeg' | 'image/webp',
): { width: number; height: number } | null {
  if (type === 'image/png') {
    // The first chunk is IHDR: width and height, 4 bytes each, big-endian.
    if (bytes.length < 24 || bytes.subarray(12, 16).toString('latin1') !== 'IHDR') return null;
    return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
  }
  if (type === 'image/webp') return webpSize(bytes);
  return jpegSize(bytes);
}

function webpSize(bytes: Buffer): { width: number; height: number } | null {
  if (bytes.length < 30) return null;
  const chunk = bytes.subarray(12, 16).toString('latin1');
  if (chunk === 'VP8X') return { width: 1 + bytes.readUIntLE(24, 3), height: 1 + bytes.readUIntLE(27, 3) };
  if (chunk === 'VP8L' && bytes[20] === 0x2f) {
    const bits = bytes.readUInt32LE(21);
    return { width: 1 + (bits & 0x3fff), height: 1 + ((bits >> 14) & 0x3fff) };
  }
  if (chunk === 'VP8 ' && bytes[23] === 0x9d && bytes[24] === 0x01 && bytes[25] === 0x2a)
    return { width: bytes.readUInt16LE(26) & 0x3fff, height: bytes.readUInt16LE(28) & 0x3fff };
  return null;
}

/** Walks the JPEG's segments to its frame header (SOF0-SOF15 but DHT, JPG and DAC), before the scan data. */
function jpegSize(bytes: Buffer): { width: number; height: number } | null {
  let offset = 2;
  while (offset + 9 < bytes.length) {
    if (bytes[offset] !== 0xff) return null;
    const marker = bytes[offset + 1]!;
    if (marker === 0xff) {
      offset += 1; // fill byte
      continue;
    }
    if (marker === 0xd8 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      offset += 2; // markers without a length
      continue;
    }
    if (marker === 0xda || marker === 0xd9) return null; // scan data or the end before any frame header
    const length = bytes.readUInt16BE(offset + 2);
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc)
      return { height: bytes.readUInt16BE(offset + 5), width: bytes.readUInt16BE(offset + 7) };
    if (length < 2) return null;
    offset += 2 + length;
  }
  return null;
}
