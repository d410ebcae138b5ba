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
  return `data:${kind.type};base64,${bytes.toString('base64')}`;
}
