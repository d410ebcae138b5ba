/**
 * The ID document's photo, shrunk in the browser to at most 500 KB before upload (issue 21): a phone camera's 4 MB
 * picture would take minutes on slow data. JPEG, stepping the quality and then the size down until it fits; the
 * text on the card must stay readable, so it starts large (1600 px) and goes no smaller than 800 px. A photo that
 * is already a JPEG, PNG or WebP of at most 500 KB is sent as it is (no loss for nothing).
 */
import { ID_IMAGE_TARGET_BYTES, isIdImageType, kycLimitMessages } from '@imole/domain/kyc';
import {
  ImageShrinkError,
  browserDeps,
  dataUrlBytes,
  drawWithin,
  imageMessages,
  type DecodedImage,
  type ShrinkDeps,
} from '../../lib/image-shrink.ts';

export const ID_IMAGE_SIDES = [1600, 1280, 1024, 800] as const;
export const ID_IMAGE_QUALITIES = [0.85, 0.7, 0.55] as const;

export interface ShrunkImage {
  dataUrl: string;
  bytes: number;
  type: string;
}

/** A File or Blob as a data URL (FileReader: no canvas needed). */
export function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsDataURL(file);
  });
}

export async function shrinkIdImage(
  file: Blob,
  { deps = browserDeps, maxBytes = ID_IMAGE_TARGET_BYTES }: { deps?: ShrinkDeps; maxBytes?: number } = {},
): Promise<ShrunkImage> {
  if (!file.type.startsWith('image/')) throw new ImageShrinkError(kycLimitMessages.idImageKind);
  if (isIdImageType(file.type) && file.size > 0 && file.size <= maxBytes) {
    return { dataUrl: await readAsDataUrl(file), bytes: file.size, type: file.type };
  }
  let image: DecodedImage;
  try {
    image = await deps.decode(file);
  } catch {
    throw new ImageShrinkError(imageMessages.unreadable);
  }
  try {
    const canvas = deps.createCanvas();
    for (const side of ID_IMAGE_SIDES) {
      drawWithin(canvas, image, side);
      for (const quality of ID_IMAGE_QUALITIES) {
        const dataUrl = canvas.toDataURL('image/jpeg', quality);
        const bytes = dataUrlBytes(dataUrl);
        if (dataUrl.startsWith('data:image/jpeg') && bytes <= maxBytes) return { dataUrl, bytes, type: 'image/jpeg' };
      }
    }
    throw new ImageShrinkError(imageMessages.tooLarge);
  } finally {
    image.close();
  }
}
