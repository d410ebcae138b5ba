import { imageSize, MAX_IMAGE_PIXELS } from './images.ts';

/**
 * Files as the upload calls receive them (identity documents, a bank undertaking): base64, with or without a data-URL prefix. Their kind is told by their
 * content, never by the prefix or a name: a PDF starts with `%PDF-`, a JPEG, PNG or WebP by its magic bytes, and an
 * image whose header cannot be read or declares more pixels than a phone takes is no image.
 */
export function decodeBase64File(input: unknown): Buffer | null {
  if (typeof input !== 'string') return null;
  const match = /^data:[^,]*;base64,(.*)$/s.exec(input.trim());
  const base64 = (match ? match[1]! : input).replace(/\s/g, '');
  if (base64.length === 0) return null;
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(base64)) return Buffer.alloc(1);
  return Buffer.from(base64, 'base64');
}

export type FileKind = 'application/pdf' | 'image/jpeg' | 'image/png' | 'image/webp';

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** What the bytes really are, or 'application/octet-stream'. */
export function contentKind(bytes: Buffer): FileKind | 'application/octet-stream' {
  if (bytes.subarray(0, 5).toString('latin1') === '%PDF-') return 'application/pdf';
  const image = imageKind(bytes);
  if (!image) return 'application/octet-stream';
  const size = imageSize(bytes, image);
  if (!size || size.width === 0 || size.height === 0 || size.width * size.height > MAX_IMAGE_PIXELS)
    return 'application/octet-stream';
  return image;
}

function imageKind(b: Buffer): 'image/jpeg' | 'image/png' | 'image/webp' | null {
  if (b.subarray(0, 8).equals(PNG)) return 'image/png';
  if (b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return 'image/jpeg';
  if (b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP')
    return 'image/webp';
  return null;
}
