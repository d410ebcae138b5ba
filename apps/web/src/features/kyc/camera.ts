/**
 * The front camera for the selfie check (issue 21: our own getUserMedia code, not SmileID's web component, to keep
 * the page light). Opening it, taking a frame as JPEG, and the reason it would not open, in words a person can act on.
 */
export type CameraProblem = 'unsupported' | 'denied' | 'no-camera' | 'busy';

export const cameraProblemMessages: Record<CameraProblem, { title: string; text: string }> = {
  unsupported: {
    title: 'This browser cannot open the camera',
    text: `Open this page in Chrome on your phone and try again.`,
  },
  denied: {
    title: 'The camera is not allowed',
    text:
      'Allow the camera for this site in your browser settings (in Chrome: tap the lock beside the address, then ' +
      `Permissions, then Camera), then press Try again.`,
  },
  'no-camera': {
    title: 'We could not find a front camera',
    text: `Use a phone with a front camera, or try again.`,
  },
  busy: {
    title: 'The camera is busy',
    text: `Close any other app that is using the camera (a video call, say), then press Try again.`,
  },
};

export class CameraError extends Error {
  constructor(readonly problem: CameraProblem) {
    super(cameraProblemMessages[problem].title);
    this.name = 'CameraError';
  }
}

/** The browser's refusal (a DOMException name) as one of our problems. */
export function cameraProblemOf(error: unknown): CameraProblem {
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError' || name === 'PermissionDeniedError') return 'denied';
  if (name === 'NotFoundError' || name === 'OverconstrainedError' || name === 'DevicesNotFoundError')
    return 'no-camera';
  if (name === 'NotReadableError' || name === 'AbortError' || name === 'TrackStartError') return 'busy';
  return 'no-camera';
}

/** The front camera's stream, or a CameraError saying why not. */
export async function openFrontCamera(): Promise<MediaStream> {
  const media = typeof navigator === 'undefined' ? undefined : navigator.mediaDevices;
  if (!media || typeof media.getUserMedia !== 'function') throw new CameraError('unsupported');
  try {
    return await media.getUserMedia({
      video: { facingMode: 'user', width: { ideal: 1280 }, height: { ideal: 720 } },
      audio: false,
    });
  } catch (error) {
    throw new CameraError(cameraProblemOf(error));
  }
}

export function stopCamera(stream: MediaStream | null | undefined): void {
  stream?.getTracks().forEach((track) => track.stop());
}

/** Largest side of the selfie, and of each liveness frame (the upload stays small: ~9 images under 1 MB). */
export const SELFIE_SIDE = 720;
export const FRAME_SIDE = 480;

/** The video's current picture as a JPEG data URL at most `maxSide` wide or high; null while it has no picture yet. */
export function grabFrame(video: HTMLVideoElement, maxSide: number, quality = 0.85): string | null {
  const { videoWidth: width, videoHeight: height } = video;
  if (!width || !height) return null;
  const scale = Math.min(1, maxSide / Math.max(width, height));
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(width * scale);
  canvas.height = Math.round(height * scale);
  const context = canvas.getContext('2d');
  if (!context) return null;
  context.drawImage(video, 0, 0, canvas.width, canvas.height);
  const dataUrl = canvas.toDataURL('image/jpeg', quality);
  return dataUrl.startsWith('data:image/jpeg') ? dataUrl : null;
}
