import { describe, expect, it, vi } from 'vitest';
import {
  AVATAR_MAX_BYTES,
  ImageShrinkError,
  dataUrlBytes,
  fitWithin,
  imageMessages,
  shrinkImage,
  type CanvasLike,
  type ShrinkDeps,
} from './image-shrink.ts';

describe('fitWithin', () => {
  it.each([
    [
      { width: 4000, height: 3000 },
      { width: 256, height: 192 },
    ],
    [
      { width: 3000, height: 4000 },
      { width: 192, height: 256 },
    ],
    [
      { width: 300, height: 1200 },
      { width: 64, height: 256 },
    ],
    [
      { width: 1024, height: 1024 },
      { width: 256, height: 256 },
    ],
    [
      { width: 256, height: 100 },
      { width: 256, height: 100 },
    ],
    [
      { width: 100, height: 80 },
      { width: 100, height: 80 },
    ], // never enlarged
    [
      { width: 10000, height: 10 },
      { width: 256, height: 1 },
    ], // never below 1 px
  ])('fits %o within 256x256 as %o', (size, expected) => {
    expect(fitWithin(size)).toEqual(expected);
  });

  it('takes another limit', () => {
    expect(fitWithin({ width: 800, height: 600 }, 400)).toEqual({ width: 400, height: 300 });
  });

  it('answers 0x0 for an image without a size', () => {
    expect(fitWithin({ width: 0, height: 50 })).toEqual({ width: 0, height: 0 });
    expect(fitWithin({ width: Number.NaN, height: 50 })).toEqual({ width: 0, height: 0 });
  });
});

describe('dataUrlBytes', () => {
  it('counts the bytes behind the base64, padding included', () => {
    expect(dataUrlBytes(`data:image/png;base64,${btoa('abc')}`)).toBe(3);
    expect(dataUrlBytes(`data:image/png;base64,${btoa('abcd')}`)).toBe(4);
    expect(dataUrlBytes(`data:image/png;base64,${btoa('abcde')}`)).toBe(5);
  });
});

/** A canvas that records what is drawn and answers data URLs of a chosen size per type and quality. */
function fakeCanvas(encode: (type: string, quality: number) => string) {
  const drawn: unknown[][] = [];
  const context = {
    fillStyle: '',
    imageSmoothingEnabled: false,
    imageSmoothingQuality: 'low' as ImageSmoothingQuality,
    fillRect: vi.fn(),
    drawImage: vi.fn((...args: unknown[]) => drawn.push(args)),
  };
  const encoded: { type: string; quality: number }[] = [];
  const canvas: CanvasLike = {
    width: 0,
    height: 0,
    getContext: () => context as unknown as ReturnType<CanvasLike['getContext']>,
    toDataURL: (type = 'image/png', quality = 0.92) => {
      encoded.push({ type, quality });
      return encode(type, quality);
    },
  };
  return { canvas, context, drawn, encoded };
}

const dataUrl = (type: string, bytes: number) => `data:${type};base64,${'A'.repeat(Math.ceil(bytes / 3) * 4)}`;
const photo = new Blob(['not really a jpeg'], { type: 'image/jpeg' });

function deps(canvas: CanvasLike, size = { width: 4000, height: 3000 }) {
  const close = vi.fn();
  const source = { tag: 'bitmap' } as unknown as CanvasImageSource;
  const value: ShrinkDeps = {
    decode: vi.fn(async () => ({ source, ...size, close })),
    createCanvas: () => canvas,
  };
  return { deps: value, close, source };
}

describe('shrinkImage', () => {
  it('draws a big photo at 256 px on a white background and encodes WebP at quality 0.8', async () => {
    const { canvas, context, drawn, encoded } = fakeCanvas((type) => dataUrl(type, 20_000));
    const { deps: d, close, source } = deps(canvas);

    const result = await shrinkImage(photo, { deps: d });

    expect(result.startsWith('data:image/webp;base64,')).toBe(true);
    expect(dataUrlBytes(result)).toBeLessThan(300 * 1024);
    expect([canvas.width, canvas.height]).toEqual([256, 192]);
    expect(context.fillStyle).toBe('#ffffff');
    expect(context.fillRect).toHaveBeenCalledWith(0, 0, 256, 192);
    expect(context.imageSmoothingQuality).toBe('high');
    expect(drawn).toEqual([[source, 0, 0, 256, 192]]);
    expect(encoded).toEqual([{ type: 'image/webp', quality: 0.8 }]);
    expect(close).toHaveBeenCalledTimes(1); // the decoded bitmap's memory is freed
  });

  it('falls back to JPEG where the browser cannot encode WebP (it answers PNG instead)', async () => {
    const { canvas, encoded } = fakeCanvas((type) =>
      type === 'image/webp' ? dataUrl('image/png', 90_000) : dataUrl(type, 15_000),
    );
    const result = await shrinkImage(photo, { deps: deps(canvas).deps });
    expect(result.startsWith('data:image/jpeg;base64,')).toBe(true);
    expect(encoded.map((e) => e.type)).toEqual(['image/webp', 'image/jpeg']);
  });

  it('lowers the quality until the image is small enough', async () => {
    const { canvas, encoded } = fakeCanvas((type, quality) =>
      dataUrl(type, quality > 0.6 ? AVATAR_MAX_BYTES + 1 : 30_000),
    );
    const result = await shrinkImage(photo, { deps: deps(canvas).deps });
    expect(dataUrlBytes(result)).toBeLessThanOrEqual(AVATAR_MAX_BYTES);
    expect(encoded.map((e) => e.quality)).toEqual([0.8, 0.65, 0.5]);
  });

  it('gives up with a message when even the lowest quality is too large', async () => {
    const { canvas } = fakeCanvas((type) => dataUrl(type, AVATAR_MAX_BYTES + 1));
    const { deps: d, close } = deps(canvas);
    await expect(shrinkImage(photo, { deps: d })).rejects.toEqual(new ImageShrinkError(imageMessages.tooLarge));
    expect(close).toHaveBeenCalledTimes(1);
  });

  it('keeps a small image at its own size', async () => {
    const { canvas } = fakeCanvas((type) => dataUrl(type, 2_000));
    await shrinkImage(photo, { deps: deps(canvas, { width: 120, height: 90 }).deps });
    expect([canvas.width, canvas.height]).toEqual([120, 90]);
  });

  it('refuses a file that is not an image without decoding it', async () => {
    const { canvas } = fakeCanvas((type) => dataUrl(type, 2_000));
    const { deps: d } = deps(canvas);
    const pdf = new Blob(['%PDF'], { type: 'application/pdf' });
    await expect(shrinkImage(pdf, { deps: d })).rejects.toThrow(imageMessages.notImage);
    expect(d.decode).not.toHaveBeenCalled();
  });

  it('says so when the picture cannot be decoded', async () => {
    const { canvas } = fakeCanvas((type) => dataUrl(type, 2_000));
    const d: ShrinkDeps = { decode: () => Promise.reject(new Error('bad data')), createCanvas: () => canvas };
    await expect(shrinkImage(photo, { deps: d })).rejects.toThrow(imageMessages.unreadable);
  });

  it('in jsdom (no canvas, no image decoding) ends with the "could not read" message, not a crash', async () => {
    await expect(shrinkImage(photo)).rejects.toBeInstanceOf(ImageShrinkError);
  });
});
