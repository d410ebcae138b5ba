import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { company } from '../../../lib/company.ts';
import {
  CameraError,
  FRAME_SIDE,
  SELFIE_SIDE,
  cameraProblemMessages,
  grabFrame,
  openFrontCamera,
  stopCamera,
  type CameraProblem,
} from '../camera.ts';

/** How many frames are taken while the head turns (the API takes 1 to 8). */
export const LIVENESS_FRAMES = 5;

export interface CapturedFaces {
  selfie: string;
  frames: string[];
}

type Phase =
  | { kind: 'intro' }
  | { kind: 'opening' }
  | { kind: 'live'; starting?: boolean }
  | { kind: 'turning'; selfie: string; frames: string[] }
  | { kind: 'preview'; faces: CapturedFaces }
  | { kind: 'problem'; problem: CameraProblem };

/**
 * The selfie and liveness capture with the front camera (docs/kyc.md "The selfie check"): the tips, the live picture
 * with an oval to put the face in, "Take my photo", then "turn your head slowly" while a few frames are taken, then
 * the selfie to keep ("Use this photo") or take again ("Retake"). When the camera cannot open, what to do instead.
 */
export function CameraCapture({
  onCaptured,
  frameEveryMs,
}: {
  onCaptured(faces: CapturedFaces): void;
  frameEveryMs: number;
}) {
  const [phase, setPhase] = useState<Phase>({ kind: 'intro' });
  const video = useRef<HTMLVideoElement>(null);
  const stream = useRef<MediaStream | null>(null);

  const close = () => {
    stopCamera(stream.current);
    stream.current = null;
  };
  // Leaving the page turns the camera off (the phone's camera light goes out).
  useEffect(() => close, []);

  const open = async () => {
    setPhase({ kind: 'opening' });
    try {
      stream.current = await openFrontCamera();
      setPhase({ kind: 'live' });
    } catch (error) {
      setPhase({ kind: 'problem', problem: error instanceof CameraError ? error.problem : 'no-camera' });
    }
  };

  // The <video> exists from 'opening' on: give it the stream once both are there.
  const live = phase.kind === 'live' || phase.kind === 'turning';
  useEffect(() => {
    const element = video.current;
    if (!live || !element || !stream.current || element.srcObject === stream.current) return;
    element.srcObject = stream.current;
    void Promise.resolve(element.play()).catch(() => {
      // Autoplay of a muted inline video is allowed; a refusal leaves the first frame, still usable.
    });
  }, [live]);

  const takePhoto = () => {
    const selfie = video.current && grabFrame(video.current, SELFIE_SIDE);
    // No picture yet (a slow phone's camera takes a moment to start): say so; the person presses again.
    if (!selfie) return setPhase({ kind: 'live', starting: true });
    setPhase({ kind: 'turning', selfie, frames: [] });
  };

  // While the head turns: one frame every frameEveryMs, then the preview (and the camera off).
  useEffect(() => {
    if (phase.kind !== 'turning') return;
    const timer = setTimeout(() => {
      const frame = video.current && grabFrame(video.current, FRAME_SIDE, 0.75);
      const frames = frame ? [...phase.frames, frame] : phase.frames;
      if (frames.length < LIVENESS_FRAMES) return setPhase({ ...phase, frames });
      close();
      setPhase({ kind: 'preview', faces: { selfie: phase.selfie, frames } });
    }, frameEveryMs);
    return () => clearTimeout(timer);
  }, [phase, frameEveryMs]);

  if (phase.kind === 'intro') return <Tips onStart={() => void open()} />;
  if (phase.kind === 'problem') return <CameraProblemNotice problem={phase.problem} onRetry={() => void open()} />;
  if (phase.kind === 'preview') {
    return (
      <div className="flex flex-col gap-4">
        <h2 className="text-lg font-semibold">Is your face clear?</h2>
        <img
          src={phase.faces.selfie}
          alt="Your selfie"
          // Mirrored like the live picture, so it looks as the person saw it (the picture sent is not mirrored).
          className="mx-auto aspect-[3/4] w-full max-w-xs -scale-x-100 rounded-2xl object-cover"
        />
        <p className="text-ink-700">Your whole face should be in the picture, in good light, not blurred.</p>
        <Button block onClick={() => onCaptured(phase.faces)}>
          Use this photo
        </Button>
        <Button block variant="secondary" onClick={() => void open()}>
          Retake
        </Button>
      </div>
    );
  }
  const turning = phase.kind === 'turning';
  return (
    <div className="flex flex-col gap-4">
      <div className="relative mx-auto aspect-[3/4] w-full max-w-xs overflow-hidden rounded-2xl bg-ink-900">
        <video
          ref={video}
          data-testid="camera-video"
          autoPlay
          muted
          playsInline
          className="size-full -scale-x-100 object-cover"
        />
        <div
          aria-hidden="true"
          className="absolute top-1/2 left-1/2 h-[68%] w-[62%] -translate-x-1/2 -translate-y-1/2 rounded-[50%] border-4 border-white shadow-[0_0_0_9999px_rgba(0,0,0,0.45)]"
        />
      </div>
      <p role="status" className="text-center text-lg font-semibold" aria-live="polite">
        {phase.kind === 'opening'
          ? 'Opening the camera…'
          : turning
            ? `Now turn your head slowly to the left and right (${phase.frames.length + 1} of ${LIVENESS_FRAMES})`
            : phase.starting
              ? 'The camera is still starting. Wait a moment, then press Take my photo again'
              : 'Put your face in the oval, then press Take my photo'}
      </p>
      {!turning && (
        <Button block onClick={takePhoto} disabled={phase.kind === 'opening'}>
          Take my photo
        </Button>
      )}
    </div>
  );
}

function Tips({ onStart }: { onStart(): void }) {
  return (
    <div className="flex flex-col gap-4">
      <h2 className="text-lg font-semibold">A quick selfie check</h2>
      <p className="text-ink-700">
        We compare a selfie with the photo the bank holds for your BVN, to be sure it is really you.
      </p>
      <ul className="flex list-disc flex-col gap-1.5 pl-5 text-ink-800">
        <li>Find good light: face a window or a bulb, not with the light behind you.</li>
        <li>Take off glasses, cap or face mask.</li>
        <li>Hold the phone at eye level and put your face in the oval.</li>
        <li>When asked, turn your head slowly to the left and right.</li>
      </ul>
      <p className="text-sm text-ink-600">
        Your phone will ask to use the camera: press Allow. We use the pictures only for this check.
      </p>
      <Button block onClick={onStart}>
        Open the camera
      </Button>
    </div>
  );
}

function CameraProblemNotice({ problem, onRetry }: { problem: CameraProblem; onRetry(): void }) {
  const { title, text } = cameraProblemMessages[problem];
  return (
    <div className="flex flex-col gap-4">
      <Alert tone="warning" title={title}>
        <p>{text}</p>
        <p className="mt-1">
          Or call support on{' '}
          <a href={company.supportPhoneHref} className="font-semibold whitespace-nowrap underline">
            {company.supportPhone}
          </a>{' '}
          and we will help you finish.
        </p>
      </Alert>
      <Button block variant="secondary" onClick={onRetry}>
        Try again
      </Button>
      {/* A phone without a front camera will not grow one: a way out, not only "Try again". */}
      <Link to="/dashboard" className={buttonClasses('ghost', { block: true })}>
        Back to your dashboard
      </Link>
    </div>
  );
}
