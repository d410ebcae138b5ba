import jpeg from 'jpeg-js';

/**
 * How much a JPEG's pixels differ: the standard deviation of their grey values (0 to 255), or null when the bytes are
 * not a JPEG this decoder reads. A photo of a face is well above 20; a blank frame (a covered camera, one flat colour)
 * is near 0. Decoding is capped (pixels and memory), so a hostile file cannot make it expensive.
 */
export function pixelDeviation(bytes: Buffer): number | null {
  let image: { width: number; height: number; data: Uint8Array };
  try {
    image = jpeg.decode(bytes, { useTArray: true, maxResolutionInMP: 40, maxMemoryUsageInMB: 256, formatAsRGBA: true });
  } catch {
    return null;
  }
  const pixels = image.width * image.height;
  if (pixels === 0) return null;
  let sum = 0;
  let squares = 0;
  for (let i = 0; i < image.data.length; i += 4) {
    const grey = 0.299 * image.data[i]! + 0.587 * image.data[i + 1]! + 0.114 * image.data[i + 2]!;
    sum += grey;
    squares += grey * grey;
  }
  const mean = sum / pixels;
  return Math.sqrt(Math.max(0, squares / pixels - mean * mean));
}

/** Below this deviation an image is one flat colour: JPEG's own noise on a blank frame stays under 2. */
export const BLANK_DEVIATION = 4;

export function isBlankImage(bytes: Buffer): boolean {
  const deviation = pixelDeviation(bytes);
  return deviation === null || deviation < BLANK_DEVIATION;
}
