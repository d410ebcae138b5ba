import jpeg from 'jpeg-js';

/**
 * A real JPEG of `size`² pixels for tests: `face`, a light disc on a dark ground with texture (it passes the sandbox's
 * liveness check), or `blank`, one flat colour (the sandbox's "blank selfie": it fails liveness).
 */
export function testJpeg(kind: 'blank' | 'face', size = 64): Buffer {
  const data = Buffer.alloc(size * size * 4);
  for (let y = 0; y < size; y++)
    for (let x = 0; x < size; x++) {
      const i = (y * size + x) * 4;
      const inside = Math.hypot(x - size / 2, y - size / 2) < size / 3;
      const value = kind === 'blank' ? 200 : inside ? 180 + ((x * 7 + y * 13) % 60) : 40 + ((x * y) % 30);
      data[i] = value;
      data[i + 1] = kind === 'blank' ? 200 : value * 0.8;
      data[i + 2] = kind === 'blank' ? 200 : value * 0.6;
      data[i + 3] = 255;
    }
  return Buffer.from(jpeg.encode({ data, width: size, height: size }, 85).data);
}
