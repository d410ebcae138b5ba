import jpeg from 'jpeg-js';

/** A real one-page PDF, the smallest a statement of account can be (the server checks the content, not the name). */
export const SMALL_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 612 792]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  'latin1',
);

/** A real JPEG with a face-like light disc on a textured ground: the identity sandbox's liveness check passes it. */
export function faceJpeg(size = 64): Buffer {
  const data = Buffer.alloc(size * size * 4);
  for (let y = 0; y < size; y++)
    for (let x = 0; x < size; x++) {
      const i = (y * size + x) * 4;
      const inside = Math.hypot(x - size / 2, y - size / 2) < size / 3;
      const value = inside ? 180 + ((x * 7 + y * 13) % 60) : 40 + ((x * y) % 30);
      data[i] = value;
      data[i + 1] = value * 0.8;
      data[i + 2] = value * 0.6;
      data[i + 3] = 255;
    }
  return Buffer.from(jpeg.encode({ data, width: size, height: size }, 85).data);
}
