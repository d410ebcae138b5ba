import { ID_IMAGE_TARGET_BYTES, kycLimitMessages } from '@imole/domain/kyc';
import { describe, expect, it, vi } from 'vitest';
import {
  ImageShrinkError,
  dataUrlBytes,
  imageMessages,
  type CanvasLike,
  type ShrinkDeps,
} from '../../lib/image-shrink.ts';
import { shrinkIdImage } from './id-image.ts';

/**
 * jsdom has no canvas: a canvas that answers JPEG data URLs whose size follows the drawn area and the quality, like a
 * real encoder roughly does, and records each encoding. (The real canvas runs in the e2e journey in Chromium.)
 */
function fakeCanvas(bytesFor: (width: number, height: number, quality: number) => number) {
  const encoded: { width: number; height: number; quality: number; type: string }[] = [];
  const context = {
    fillStyle: '',
    imageSmoothingEnabled: false,
    imageSmoothingQuality: 'low' as ImageSmoothingQuality,
    fillRect: vi.fn(),
    drawImage: vi.fn(),
  };
  const canvas: CanvasLike = {
    width: 0,
    height: 0,
    getContext: () => context as unknown as ReturnType<CanvasLike['getContext']>,
    toDataURL(type = 'image/png', quality = 0.92) {
      encoded.push({ width: this.width, height: this.height, quality, type });
      const bytes = bytesFor(this.width, this.height, quality);
      return `data:${type};base64,${'A'.repeat(Math.ceil(bytes / 3) * 4)}`;
    },
  };
  return { canvas, context, encoded };
}

function decoding(canvas: CanvasLike, size = { width: 4000, height: 3000 }) {
  const close = vi.fn();
  const deps: ShrinkDeps = {
    decode: vi.fn(async () => ({ source: {} as CanvasImageSource, ...size, close })),
    createCanvas: () => canvas,
  };
  return { deps, close };
}

const bigPhoto = () => new File([new Uint8Array(3_000_000)], 'id.jpg', { type: 'image/jpeg' });

describe('shrinkIdImage', () => {
  it('draws a 4 MB camera photo at 1600 px as JPEG, at the first quality that fits in 500 KB', async () => {
    const { canvas, context, encoded } = fakeCanvas((w, h, q) => (q > 0.7 ? 600_000 : 420_000));
    const { deps, close } = decoding(canvas);
    const shrunk = await shrinkIdImage(bigPhoto(), { deps });
    expect(shrunk.type).toBe('image/jpeg');
    expect(shrunk.dataUrl.startsWith('data:image/jpeg;base64,')).toBe(true);
    expect(shrunk.bytes).toBe(dataUrlBytes(shrunk.dataUrl));
    expect(shrunk.bytes).toBeLessThanOrEqual(ID_IMAGE_TARGET_BYTES);
    expect(encoded).toEqual([
      { width: 1600, height: 1200, quality: 0.85, type: 'image/jpeg' },
      { width: 1600, height: 1200, quality: 0.7, type: 'image/jpeg' },
    ]);
    expect(context.fillStyle).toBe('#ffffff'); // a transparent PNG does not turn black
    expect(close).toHaveBeenCalledTimes(1);
  });

  it('steps the size down when even the lowest quality is too large', async () => {
    // Bytes follow the area: 1600x1200 at 0.55 is still too big, 1280x960 fits at 0.7.
    const { canvas, encoded } = fakeCanvas((w, h, q) => Math.round(w * h * q * 0.55));
    const shrunk = await shrinkIdImage(bigPhoto(), { deps: decoding(canvas).deps });
    expect(shrunk.bytes).toBeLessThanOrEqual(ID_IMAGE_TARGET_BYTES);
    expect(encoded.map((e) => `${e.width}x${e.height}@${e.quality}`)).toEqual([
      '1600x1200@0.85',
      '1600x1200@0.7',
      '1600x1200@0.55',
      '1280x960@0.85',
      '1280x960@0.7',
    ]);
  });

  it('keeps a portrait photo upright in shape', async () => {
    const { canvas, encoded } = fakeCanvas(() => 100_000);
    await shrinkIdImage(bigPhoto(), { deps: decoding(canvas, { width: 3000, height: 4000 }).deps });
    expect(encoded[0]).toMatchObject({ width: 1200, height: 1600 });
  });

  it('gives up with a sentence when 800 px at the lowest quality is still too large', async () => {
    const { canvas, encoded } = fakeCanvas(() => ID_IMAGE_TARGET_BYTES + 1);
    const { deps, close } = decoding(canvas);
    await expect(shrinkIdImage(bigPhoto(), { deps })).rejects.toEqual(new ImageShrinkError(imageMessages.tooLarge));
    expect(encoded).toHaveLength(12);
    expect(encoded.at(-1)).toMatchObject({ width: 800, quality: 0.55 });
    expect(close).toHaveBeenCalledTimes(1);
  });

  it('sends a JPEG, PNG or WebP of at most 500 KB as it is, without drawing it', async () => {
    const { canvas, encoded } = fakeCanvas(() => 1);
    const { deps } = decoding(canvas);
    const small = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'id.png', { type: 'image/png' });
    const shrunk = await shrinkIdImage(small, { deps });
    expect(shrunk).toEqual({ dataUrl: 'data:image/png;base64,iVBORw==', bytes: 4, type: 'image/png' });
    expect(deps.decode).not.toHaveBeenCalled();
    expect(encoded).toHaveLength(0);
  });

  it('re-encodes a small photo of another kind (an iPhone HEIC) as JPEG', async () => {
    const { canvas } = fakeCanvas(() => 90_000);
    const heic = new File([new Uint8Array(200_000)], 'id.heic', { type: 'image/heic' });
    expect((await shrinkIdImage(heic, { deps: decoding(canvas).deps })).type).toBe('image/jpeg');
  });

  it('refuses a file that is not a picture, and says so when one cannot be read', async () => {
    const { canvas } = fakeCanvas(() => 1);
    const pdf = new File(['%PDF'], 'id.pdf', { type: 'application/pdf' });
    await expect(shrinkIdImage(pdf, { deps: decoding(canvas).deps })).rejects.toThrow(kycLimitMessages.idImageKind);
    const broken: ShrinkDeps = { decode: () => Promise.reject(new Error('bad')), createCanvas: () => canvas };
    await expect(shrinkIdImage(bigPhoto(), { deps: broken })).rejects.toThrow(imageMessages.unreadable);
  });
});
