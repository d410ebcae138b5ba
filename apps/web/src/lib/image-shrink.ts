/**
 * Shrinks a photo in the browser before it is uploaded: a phone camera's 4 MB picture becomes a ~20 KB avatar (the
 * defaults) or a photo of an issue (larger side and byte limits passed in), so the upload is quick on slow mobile
 * data and the server never sees the original. Shared by every feature that uploads photos.
 */

export const AVATAR_MAX_SIDE = 256;
export const AVATAR_QUALITY = 0.8;
/** Well under the API's 300 KB limit, counted in bytes of the encoded image. */
export const AVATAR_MAX_BYTES = 200 * 1024;

export const imageMessages = {
  notImage: 'Choose a photo (JPG, PNG or WebP).',
  unreadable: 'We could not read that photo. Try another one, or take a new picture.',
  tooLarge: 'That photo is still too large after shrinking. Try another one.',
} as const;

export class ImageShrinkError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ImageShrinkError';
  }
}

export interface Size {
  width: number;
  height: number;
}

/**
 * The size to draw an image at so it fits within max x max, keeping its shape. Never enlarges; never below 1 px.
 * 4000x3000 -> 256x192; 300x1200 -> 64x256; 100x80 -> 100x80.
 */
export function fitWithin({ width, height }: Size, max = AVATAR_MAX_SIDE): Size {
  if (!(width > 0) || !(height > 0)) return { width: 0, height: 0 };
  const scale = Math.min(1, max / width, max / height);
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}

/** Bytes behind a base64 data URL (what the server will count). */
export function dataUrlBytes(dataUrl: string): number {
  const base64 = dataUrl.slice(dataUrl.indexOf(',') + 1);
  const padding = base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0;
  return Math.floor((base64.length * 3) / 4) - padding;
}

/** A decoded picture the canvas can draw, with its size and a way to free its memory. */
export interface DecodedImage {
  source: CanvasImageSource;
  width: number;
  height: number;
  close(): void;
}

/** The minimum of a canvas this module uses (an HTMLCanvasElement; a fake one in tests). */
export interface CanvasLike {
  width: number;
  height: number;
  getContext(
    kind: '2d',
  ): Pick<
    CanvasRenderingContext2D,
    'drawImage' | 'fillRect' | 'fillStyle' | 'imageSmoothingEnabled' | 'imageSmoothingQuality'
  > | null;
  toDataURL(type?: string, quality?: number): string;
}

export interface ShrinkDeps {
  decode(file: Blob): Promise<DecodedImage>;
  createCanvas(): CanvasLike;
}

/** Decodes with createImageBitmap (off the main thread, honours the photo's EXIF rotation) or an <img> fallback. */
async function decodeInBrowser(file: Blob): Promise<DecodedImage> {
  if (typeof createImageBitmap === 'function') {
    try {
      const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
      return { source: bitmap, width: bitmap.width, height: bitmap.height, close: () => bitmap.close() };
    } catch {
      // Some older WebViews reject the options object: fall through to <img>.
    }
  }
  const url = URL.createObjectURL(file);
  try {
    const image = new Image();
    image.decoding = 'async';
    image.src = url;
    await image.decode();
    return {
      source: image,
      width: image.naturalWidth,
      height: image.naturalHeight,
      close: () => URL.revokeObjectURL(url),
    };
  } catch (error) {
    URL.revokeObjectURL(url);
    throw error;
  }
}

/** The real browser: createImageBitmap (or <img>) and a canvas element; shared by the KYC ID photo (features/kyc). */
export const browserDeps: ShrinkDeps = {
  decode: decodeInBrowser,
  createCanvas: () => document.createElement('canvas'),
};

/** WebP first (smaller); a browser that cannot encode WebP answers PNG, and then JPEG is used instead. */
/**
 * Draws `image` on `canvas` at most `maxSide` pixels on its longer side, on white (JPEG has no transparency: a
 * transparent PNG would turn black without a background). Answers the canvas, ready to encode.
 */
export function drawWithin(canvas: CanvasLike, image: DecodedImage, maxSide: number): CanvasLike {
  const target = fitWithin(image, maxSide);
  if (target.width === 0) throw new ImageShrinkError(imageMessages.unreadable);
  canvas.width = target.width;
  canvas.height = target.height;
  const context = canvas.getContext('2d');
  if (!context) throw new ImageShrinkError(imageMessages.unreadable);
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, target.width, target.height);
  context.imageSmoothingEnabled = true;
  context.imageSmoothingQuality = 'high';
  context.drawImage(image.source, 0, 0, target.width, target.height);
  return canvas;
}

function encode(canvas: CanvasLike, quality: number): string {
  const webp = canvas.toDataURL('image/webp', quality);
  if (webp.startsWith('data:image/webp')) return webp;
  return canvas.toDataURL('image/jpeg', quality);
}

export interface ShrinkOptions {
  maxSide?: number;
  quality?: number;
  maxBytes?: number;
  deps?: ShrinkDeps;
}

/**
 * A photo file -> a data URL (WebP, or JPEG where WebP cannot be encoded) that fits within maxSide x maxSide (256
 * for an avatar) and weighs at most maxBytes (200 KB, well under the avatar limit of 300 KB). Throws ImageShrinkError with a sentence for the person when the file is not a readable image.
 */
export async function shrinkImage(file: Blob, options: ShrinkOptions = {}): Promise<string> {
  const {
    maxSide = AVATAR_MAX_SIDE,
    quality = AVATAR_QUALITY,
    maxBytes = AVATAR_MAX_BYTES,
    deps = browserDeps,
  } = options;
  if (file.type && !file.type.startsWith('image/')) throw new ImageShrinkError(imageMessages.notImage);

  let image: DecodedImage;
  try {
    image = await deps.decode(file);
  } catch {
    throw new ImageShrinkError(imageMessages.unreadable);
  }
  try {
    const canvas = drawWithin(deps.createCanvas(), image, maxSide);

    // A busy photo at 0.8 is still tiny at this size; step the quality down if it is not.
    for (let q = quality; q >= 0.4; q = Math.round((q - 0.15) * 100) / 100) {
      const dataUrl = encode(canvas, q);
      if (dataUrlBytes(dataUrl) <= maxBytes) return dataUrl;
    }
    throw new ImageShrinkError(imageMessages.tooLarge);
  } finally {
    image.close();
  }
}
