/**
 * Uploaded images are measured from their header before anything decodes them (issue 18 §5): above 40 megapixels
 * they are refused with a 400 that says why, whatever the format.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.ts';
import { post, signUpCustomer } from '../test/session.ts';
import { checkBase64Image, imageSize } from './images.ts';

/** A PNG header declaring width × height: the signature and an IHDR chunk, no pixels (a few bytes, a huge image). */
function png(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 6, 0, 0, 0], 8);
  return Buffer.concat([Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'), ihdr, Buffer.from('00000000', 'hex')]);
}

/** A JPEG with an EXIF segment before its baseline or progressive frame header. */
function jpeg(width: number, height: number, frame = 0xc0): Buffer {
  const exif = Buffer.concat([Buffer.from([0xff, 0xe1, 0x00, 0x08]), Buffer.from('Exif\0\0')]);
  const sof = Buffer.from([0xff, frame, 0x00, 0x11, 0x08, height >> 8, height & 0xff, width >> 8, width & 0xff, 3]);
  return Buffer.concat([Buffer.from([0xff, 0xd8]), exif, sof, Buffer.alloc(12), Buffer.from([0xff, 0xd9])]);
}

function webp(kind: 'VP8X' | 'VP8L' | 'VP8 ', width: number, height: number): Buffer {
  const bytes = Buffer.alloc(40);
  bytes.write('RIFF', 0, 'latin1');
  bytes.writeUInt32LE(32, 4);
  bytes.write('WEBP', 8, 'latin1');
  bytes.write(kind, 12, 'latin1');
  if (kind === 'VP8X') {
    bytes.writeUIntLE(width - 1, 24, 3);
    bytes.writeUIntLE(height - 1, 27, 3);
  } else if (kind === 'VP8L') {
    bytes[20] = 0x2f;
    bytes.writeUInt32LE(((width - 1) & 0x3fff) | (((height - 1) & 0x3fff) << 14), 21);
  } else {
    bytes.set([0x9d, 0x01, 0x2a], 23);
    bytes.writeUInt16LE(width, 26);
    bytes.writeUInt16LE(height, 28);
  }
  return bytes;
}

const dataUrl = (type: string, bytes: Buffer) => `data:${type};base64,${bytes.toString('base64')}`;

describe('image size from the header', () => {
  it('reads PNG, JPEG (after other segments) and the three kinds of WebP', () => {
    expect(imageSize(png(4000, 3000), 'image/png')).toEqual({ width: 4000, height: 3000 });
    expect(imageSize(jpeg(4032, 3024), 'image/jpeg')).toEqual({ width: 4032, height: 3024 });
    expect(imageSize(jpeg(800, 600, 0xc2), 'image/jpeg')).toEqual({ width: 800, height: 600 });
    expect(imageSize(webp('VP8X', 9000, 7000), 'image/webp')).toEqual({ width: 9000, height: 7000 });
    expect(imageSize(webp('VP8L', 16000, 1200), 'image/webp')).toEqual({ width: 16000, height: 1200 });
    expect(imageSize(webp('VP8 ', 1600, 1200), 'image/webp')).toEqual({ width: 1600, height: 1200 });
  });

  it('refuses above 40 megapixels with a 400 that says why, and accepts up to it', () => {
    const refusal = (fn: () => unknown) => {
      try {
        fn();
      } catch (error) {
        return { status: (error as { httpStatus: number }).httpStatus, message: (error as Error).message };
      }
      return null;
    };
    expect(refusal(() => checkBase64Image(dataUrl('image/png', png(100_000, 100_000)), 300 * 1024))).toEqual({
      status: 400,
      message:
        'The photo is 100000 × 100000 pixels (10000 megapixels); at most 40 megapixels are accepted. Choose a smaller one or take the picture at a lower resolution.',
    });
    expect(refusal(() => checkBase64Image(dataUrl('image/jpeg', jpeg(8000, 6000)), 300 * 1024))?.status).toBe(400);
    expect(refusal(() => checkBase64Image(dataUrl('image/webp', webp('VP8X', 9000, 7000)), 300 * 1024))).toMatchObject({
      status: 400,
      message: expect.stringContaining('63 megapixels'),
    });
    expect(refusal(() => checkBase64Image(dataUrl('image/png', png(8000, 5000)), 300 * 1024))).toBeNull();
    expect(refusal(() => checkBase64Image(dataUrl('image/png', png(8000, 5001)), 300 * 1024))?.status).toBe(400);
  });

  it('refuses an image whose header says nothing of its size', () => {
    const headless = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xda, 0x00, 0x02]), Buffer.alloc(20)]);
    expect(() => checkBase64Image(dataUrl('image/jpeg', headless), 300 * 1024)).toThrow(
      'The photo could not be read. Choose a PNG, JPEG or WebP image.',
    );
  });
});

describe('an upload through the API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('refuses a profile photo above 40 megapixels before storing it', async () => {
    const session = await signUpCustomer(t.app, 'big-photo@example.com');
    const response = await post(
      t.app,
      '/api/ClientUser/UpdateClientUser',
      {
        firstname: 'Amaka',
        lastname: 'Obi',
        email: 'big-photo@example.com',
        phoneNumber: '0816 000 2222',
        image: dataUrl('image/png', png(20_000, 20_000)),
        password: 'Sunny-Roof-2026',
      },
      session.token,
    );
    expect(response.statusCode).toBe(400);
    expect(response.body).toMatchObject({ status: false, message: expect.stringContaining('400 megapixels') });
  });
});
