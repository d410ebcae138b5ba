import type { KycStatus } from '@imole/domain/kyc';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { failure, fakeApi } from '../../test/fake-api.ts';
import { company } from '../../lib/company.ts';
import { renderRoute } from '../../test/render-route.tsx';
import { signIn } from '../../test/users.ts';
import { cameraProblemMessages } from './camera.ts';
import { kycRequestQueryOptions } from './api/get-kyc-request.ts';
import type { CheckTiming } from './check.ts';
import { LIVENESS_FRAMES } from './components/camera-capture.tsx';
import { locationMessages } from './components/location-step.tsx';
import LivelinessPage, { stillChecking } from './liveliness-page.tsx';
import {
  GET_REQUEST,
  JOB_REQUEST,
  JOB_STATUS,
  KYC_DETAILS,
  LOCATION,
  POST_ZIP,
  jobParams,
  jobStatus,
  kycDetailsAnswer,
  requestAnswer,
} from './test/fixtures.ts';

/** Short waits, so the polling runs through its tries at once (the page's default is every 2 s, 30 times). */
const timing: CheckTiming = { pollEveryMs: 1, maxPolls: 3, frameEveryMs: 1 };
const VERIFIED = 'Your identity is verified. Thank you.';

const open = () =>
  renderRoute(<LivelinessPage timing={timing} />, '/complete-liveliness/:id', '/complete-liveliness/41', [
    '/dashboard',
  ]);

// The browser's camera, canvas and location, faked at the browser's boundary (jsdom has none of them).
const stop = vi.fn();
const stream = { getTracks: () => [{ stop }] } as unknown as MediaStream;
let frameNumber = 0;
function giveCamera(getUserMedia: () => Promise<MediaStream> = async () => stream) {
  const fake = vi.fn(getUserMedia);
  Object.defineProperty(navigator, 'mediaDevices', { value: { getUserMedia: fake }, configurable: true });
  return fake;
}
function giveLocation(answer: (ok: PositionCallback, fail: PositionErrorCallback) => void) {
  const getCurrentPosition = vi.fn((ok: PositionCallback, fail: PositionErrorCallback) => answer(ok, fail));
  Object.defineProperty(navigator, 'geolocation', { value: { getCurrentPosition }, configurable: true });
  return getCurrentPosition;
}
const atTheHouse = (ok: PositionCallback) =>
  ok({ coords: { latitude: 6.4281, longitude: 3.4219, accuracy: 12.4 } } as GeolocationPosition);

beforeEach(() => {
  signIn();
  frameNumber = 0;
  stop.mockClear();
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  vi.spyOn(HTMLVideoElement.prototype, 'videoWidth', 'get').mockReturnValue(1280);
  vi.spyOn(HTMLVideoElement.prototype, 'videoHeight', 'get').mockReturnValue(720);
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue({
    drawImage: vi.fn(),
  } as unknown as CanvasRenderingContext2D);
  vi.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockImplementation(
    () => `data:image/jpeg;base64,/9j/frame${(frameNumber += 1)}`,
  );
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'mediaDevices');
  Reflect.deleteProperty(navigator, 'geolocation');
});

function api(
  statuses: KycStatus[],
  message = VERIFIED,
  resultText: string | null = null,
  kycStatus: KycStatus = 'details',
) {
  let poll = 0;
  // The request's status follows the check, as the server's does.
  let current = kycStatus;
  return fakeApi({
    [GET_REQUEST]: () => requestAnswer(current),
    [LOCATION]: () => ({ message: 'Location saved.' }),
    [JOB_REQUEST]: () => jobParams,
    [POST_ZIP]: () => ({ message: 'Photos received.', data: { jobId: 'job-7', kycStatus: 'submitted' } }),
    [JOB_STATUS]: () => {
      const status = statuses[Math.min(poll, statuses.length - 1)]!;
      poll += 1;
      current = status;
      return jobStatus(status, status === 'submitted' ? 'We are checking.' : message, resultText);
    },
  });
}

/** Tips → camera → "Take my photo" → the head turns → preview. */
async function takeSelfie(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Open the camera' }));
  await user.click(await screen.findByRole('button', { name: 'Take my photo' }));
  return screen.findByRole('img', { name: 'Your selfie' });
}

describe('/complete-liveliness/:id', () => {
  it('sends a customer without details to the form first', async () => {
    fakeApi({ [GET_REQUEST]: () => requestAnswer('none') });
    const { here } = open();
    await waitFor(() => expect(here()).toBe('/identification'));
  });

  it('takes a selfie and frames while the head turns, lets it be retaken, then location, upload and the outcome', async () => {
    const getUserMedia = giveCamera();
    const getCurrentPosition = giveLocation(atTheHouse);
    const fake = api(['submitted', 'submitted', 'verified']);
    const user = userEvent.setup();
    const { queryClient } = open();
    // The dashboard read the current request earlier in the visit (its copy is kept while no page shows it).
    await queryClient.fetchQuery(kycRequestQueryOptions());
    expect(await screen.findByText(/Find good light/)).toBeTruthy();
    expect(getUserMedia).not.toHaveBeenCalled(); // the camera opens when the person asks

    await user.click(screen.getByRole('button', { name: 'Open the camera' }));
    expect(getUserMedia).toHaveBeenCalledWith(
      expect.objectContaining({ video: expect.objectContaining({ facingMode: 'user' }) }),
    );
    expect(await screen.findByText('Put your face in the oval, then press Take my photo')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Take my photo' }));
    expect((await screen.findByRole('img', { name: 'Your selfie' })).getAttribute('src')).toBe(
      'data:image/jpeg;base64,/9j/frame1',
    );
    expect(stop).toHaveBeenCalled(); // the camera is off while the photo is looked at

    await user.click(screen.getByRole('button', { name: 'Retake' }));
    await user.click(await screen.findByRole('button', { name: 'Take my photo' }));
    const selfie = await screen.findByRole('img', { name: 'Your selfie' });
    const retaken = selfie.getAttribute('src');
    expect(retaken).toBe(`data:image/jpeg;base64,/9j/frame${LIVENESS_FRAMES + 2}`);
    await user.click(screen.getByRole('button', { name: 'Use this photo' }));

    // The location only when asked for, with a button.
    expect(await screen.findByRole('heading', { name: 'Where is the house?' })).toBeTruthy();
    expect(getCurrentPosition).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'I am at the house: share my location' }));

    expect(await screen.findByText(VERIFIED)).toBeTruthy();
    // The server's sentence opens with the title: said once.
    expect(screen.getAllByText(/Your identity is verified/)).toHaveLength(1);
    expect(screen.getByText('Next, we assign an engineer and agree the installation date with you.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Continue to your dashboard' }).getAttribute('href')).toBe('/dashboard');
    expect(fake.callsTo(LOCATION)[0]?.body).toEqual({
      quoteRequestId: 41,
      latitude: 6.4281,
      longitude: 3.4219,
      accuracy: 12,
    });
    expect(fake.callsTo(JOB_REQUEST)[0]?.query.get('quoteRequestId')).toBe('41');
    const upload = fake.callsTo(POST_ZIP)[0]?.body as { selfieImage: string; livenessImages: string[] };
    expect(upload).toMatchObject({ quoteRequestId: 41, jobId: 'job-7', selfieImage: retaken });
    expect(upload.livenessImages).toHaveLength(LIVENESS_FRAMES);
    expect(new Set([upload.selfieImage, ...upload.livenessImages]).size).toBe(LIVENESS_FRAMES + 1);
    // Customer spec §4 "Reloads": the quote is read again once the check has its outcome (the dashboard's banner).
    // This page's request and the dashboard's copy (no id), so going back shows no banner of a moment ago.
    await waitFor(() => expect(fake.callsTo(GET_REQUEST)).toHaveLength(4));
    expect(fake.callsTo(GET_REQUEST).filter((call) => call.query.get('id') === null)).toHaveLength(2);
    expect(fake.callsTo(JOB_STATUS).map((call) => call.body)).toEqual([
      { quoteRequestId: 41, jobId: 'job-7' },
      { quoteRequestId: 41, jobId: 'job-7' },
      { quoteRequestId: 41, jobId: 'job-7' },
    ]);
  });

  it('says what to do when the camera is refused, and opens it once it is allowed', async () => {
    let allowed = false;
    giveCamera(async () => {
      if (allowed) return stream;
      throw new DOMException('Permission denied', 'NotAllowedError');
    });
    fakeApi({ [GET_REQUEST]: () => requestAnswer('details') });
    const user = userEvent.setup();
    open();
    await user.click(await screen.findByRole('button', { name: 'Open the camera' }));
    expect(await screen.findByText(cameraProblemMessages.denied.title)).toBeTruthy();
    expect(screen.getByText(/Allow the camera for this site in your browser settings/)).toBeTruthy();
    expect(screen.getByRole('link', { name: company.supportPhone }).getAttribute('href')).toBe(
      company.supportPhoneHref,
    );
    allowed = true;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Take my photo' })).toBeTruthy();
  });

  it('says so when the browser has no camera at all', async () => {
    fakeApi({ [GET_REQUEST]: () => requestAnswer('details') });
    const user = userEvent.setup();
    open();
    await user.click(await screen.findByRole('button', { name: 'Open the camera' }));
    expect(await screen.findByText(cameraProblemMessages.unsupported.title)).toBeTruthy();
    expect(screen.getByText(/Open this page in Chrome on your phone/)).toBeTruthy();
  });

  it('offers the way back to the dashboard when the phone has no front camera', async () => {
    giveCamera(async () => {
      throw new DOMException('Requested device not found', 'NotFoundError');
    });
    fakeApi({ [GET_REQUEST]: () => requestAnswer('details') });
    const user = userEvent.setup();
    const { here } = open();
    await user.click(await screen.findByRole('button', { name: 'Open the camera' }));
    expect(await screen.findByText('We could not find a front camera')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
    await user.click(screen.getByRole('link', { name: 'Back to your dashboard' }));
    await waitFor(() => expect(here()).toBe('/dashboard'));
  });

  it('goes on without the location when it is refused, and without asking again', async () => {
    giveCamera();
    giveLocation((ok, fail) => fail({ code: 1, message: 'denied' } as GeolocationPositionError));
    const fake = api(['review'], 'A person will check your details; we will tell you when it is done.');
    const user = userEvent.setup();
    open();
    await takeSelfie(user);
    await user.click(screen.getByRole('button', { name: 'Use this photo' }));
    await user.click(await screen.findByRole('button', { name: 'I am at the house: share my location' }));
    expect(await screen.findByText(locationMessages.denied)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Continue without it' }));

    expect(await screen.findByText('A person will check your details; we will tell you when it is done.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to your dashboard' })).toBeTruthy();
    expect(fake.callsTo(LOCATION)).toHaveLength(0);
  });

  it('shows the server’s refusal of a location outside Nigeria', async () => {
    giveCamera();
    giveLocation((ok) => ok({ coords: { latitude: 51.5, longitude: -0.12, accuracy: 20 } } as GeolocationPosition));
    const fake = api(['verified']);
    const outside = 'That location is outside Nigeria. Share it from the house where the system will be installed.';
    fake.on(LOCATION, () => failure(400, outside));
    const user = userEvent.setup();
    open();
    await takeSelfie(user);
    await user.click(screen.getByRole('button', { name: 'Use this photo' }));
    await user.click(await screen.findByRole('button', { name: 'I am at the house: share my location' }));
    expect(await screen.findByText(outside)).toBeTruthy();
    // The photos went before the question: the refusal of the location loses no selfie.
    expect(fake.callsTo(POST_ZIP)).toHaveLength(1);
  });

  it('sends the photos before asking where the house is, so a reload at that question loses no selfie', async () => {
    giveCamera();
    const getCurrentPosition = giveLocation(atTheHouse);
    // The provider has not answered yet: the check stays with it while the customer reads the question.
    const fake = api(['submitted']);
    const user = userEvent.setup();
    const first = open();
    await takeSelfie(user);
    await user.click(screen.getByRole('button', { name: 'Use this photo' }));
    expect(await screen.findByRole('heading', { name: 'Where is the house?' })).toBeTruthy();
    await waitFor(() => expect(fake.callsTo(POST_ZIP)).toHaveLength(1));
    expect(getCurrentPosition).not.toHaveBeenCalled();
    // The check's answer (here: still checking, after its few tries) shows above the question, which stays.
    expect(await screen.findByText(stillChecking)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Where is the house?' })).toBeTruthy();

    // A reload here: the request is now with the provider, and the page asks how it went, with no camera.
    first.unmount();
    fake.on(JOB_STATUS, () => jobStatus('verified', VERIFIED));
    open();
    expect(await screen.findByText(VERIFIED)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Open the camera' })).toBeNull();
    expect(fake.callsTo(POST_ZIP)).toHaveLength(1);
  });

  it('gives the reason of a rejection, and "Try again" takes the selfie again without asking the location twice', async () => {
    giveCamera();
    giveLocation(atTheHouse);
    const reason = 'The selfie did not pass the liveness check.';
    const fake = api(['rejected'], 'We could not verify you from this selfie. Try again in good light.', reason);
    const user = userEvent.setup();
    open();
    await takeSelfie(user);
    await user.click(screen.getByRole('button', { name: 'Use this photo' }));
    await user.click(await screen.findByRole('button', { name: 'I am at the house: share my location' }));

    expect(await screen.findByText('We could not verify you from this selfie. Try again in good light.')).toBeTruthy();
    expect(screen.getByText(`Reason: ${reason}`)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Check your details' }).getAttribute('href')).toBe('/identification');
    // The verdict is said once: the refreshed request (now rejected) adds no second notice above it.
    await waitFor(() => expect(fake.callsTo(GET_REQUEST).length).toBeGreaterThan(1));
    expect(screen.queryByText(/Your last check did not pass/)).toBeNull();

    fake.on(JOB_STATUS, () => jobStatus('verified', VERIFIED));
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await takeSelfie(user);
    await user.click(screen.getByRole('button', { name: 'Use this photo' }));
    expect(await screen.findByText(VERIFIED)).toBeTruthy();
    expect(fake.callsTo(LOCATION)).toHaveLength(1);
    expect(fake.callsTo(POST_ZIP)).toHaveLength(2);
  });

  it('gives the reason once when the server’s sentence already says it', async () => {
    giveCamera();
    const reason = 'The ID number was not found at the ID authority.';
    const said =
      'Your identity could not be verified: The ID number was not found at the ID authority. Check your details and take the check again.';
    api(['rejected'], said, reason);
    const user = userEvent.setup();
    open();
    await takeSelfie(user);
    await user.click(screen.getByRole('button', { name: 'Use this photo' }));
    await user.click(await screen.findByRole('button', { name: 'Continue without it' }));
    expect(await screen.findByText(said)).toBeTruthy();
    expect(screen.queryByText(/^Reason:/)).toBeNull();
    expect(screen.getByText('We could not verify you')).toBeTruthy();
  });

  it('stops asking after its tries and says the result will come, with "Check again"', async () => {
    giveCamera();
    giveLocation(atTheHouse);
    const fake = api(['submitted']);
    const user = userEvent.setup();
    open();
    await takeSelfie(user);
    await user.click(screen.getByRole('button', { name: 'Use this photo' }));
    await user.click(await screen.findByRole('button', { name: 'Continue without it' }));
    expect(await screen.findByText(stillChecking)).toBeTruthy();
    expect(screen.getByText('Still checking')).toBeTruthy(); // a title of its own when the sentence does not open with it
    expect(fake.callsTo(JOB_STATUS)).toHaveLength(timing.maxPolls);

    fake.on(JOB_STATUS, () => jobStatus('verified', VERIFIED));
    await user.click(screen.getByRole('button', { name: 'Check again' }));
    expect(await screen.findByText(VERIFIED)).toBeTruthy();
    // "Check again" asks about the latest job: no new upload.
    expect(fake.callsTo(POST_ZIP)).toHaveLength(1);
  });

  it('opened while the check is with the provider, asks how it went without the camera', async () => {
    const getUserMedia = giveCamera();
    const fake = api(['submitted', 'verified'], VERIFIED, null, 'submitted');
    open();
    expect(await screen.findByText(VERIFIED)).toBeTruthy();
    expect(fake.callsTo(JOB_STATUS)[0]?.body).toEqual({ quoteRequestId: 41 });
    expect(getUserMedia).not.toHaveBeenCalled();
  });

  it('shows an upload failure with "Try again", which sends the same photos again', async () => {
    giveCamera();
    const fake = api(['verified']);
    fake.on(POST_ZIP, () => failure(413, 'The photos are too large to send. Take the selfie again.'));
    const user = userEvent.setup();
    open();
    await takeSelfie(user);
    await user.click(screen.getByRole('button', { name: 'Use this photo' }));
    await user.click(await screen.findByRole('button', { name: 'Continue without it' }));
    expect(await screen.findByText('The photos are too large to send. Take the selfie again.')).toBeTruthy();
    fake.on(POST_ZIP, () => ({ message: 'Photos received.', data: { jobId: 'job-7', kycStatus: 'submitted' } }));
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(VERIFIED)).toBeTruthy();
    const [first, second] = fake.callsTo(POST_ZIP);
    expect(second?.body).toEqual(first?.body);
  });
  it('shows the form’s "details saved" until the photo is taken', async () => {
    giveCamera();
    api(['verified']);
    const user = userEvent.setup();
    // The form's navigation carries the message as router state (a memory router takes a location as an entry).
    renderRoute(<LivelinessPage timing={timing} />, '/complete-liveliness/:id', {
      pathname: '/complete-liveliness/41',
      state: { saved: 'Your details are saved. Next, a quick selfie check.' },
    } as unknown as string);
    expect(await screen.findByText('Your details are saved. Next, a quick selfie check.')).toBeTruthy();
    await takeSelfie(user);
    await user.click(screen.getByRole('button', { name: 'Use this photo' }));
    await user.click(await screen.findByRole('button', { name: 'Continue without it' }));
    expect(await screen.findByText(VERIFIED)).toBeTruthy();
    expect(screen.queryByText('Your details are saved. Next, a quick selfie check.')).toBeNull();
  });

  it('says the camera is still starting when it has no picture yet, and takes it on the next press', async () => {
    giveCamera();
    api(['verified']);
    const width = vi.spyOn(HTMLVideoElement.prototype, 'videoWidth', 'get').mockReturnValue(0);
    const user = userEvent.setup();
    open();
    await user.click(await screen.findByRole('button', { name: 'Open the camera' }));
    await user.click(await screen.findByRole('button', { name: 'Take my photo' }));
    expect(await screen.findByText(/The camera is still starting/)).toBeTruthy();
    width.mockReturnValue(1280);
    await user.click(screen.getByRole('button', { name: 'Take my photo' }));
    expect(await screen.findByRole('img', { name: 'Your selfie' })).toBeTruthy();
  });

  it('says "Last step: a selfie" only before the result', async () => {
    const lastStep = 'Last step: a selfie, so we know it is really you.';
    giveCamera();
    api(['submitted', 'verified'], VERIFIED, null, 'submitted');
    const first = open();
    expect(await screen.findByText(VERIFIED)).toBeTruthy();
    expect(screen.queryByText(lastStep)).toBeNull();
    first.unmount();

    fakeApi({ [GET_REQUEST]: () => requestAnswer('review') });
    const second = open();
    expect(await screen.findByText('A person will check your details')).toBeTruthy();
    expect(screen.queryByText(lastStep)).toBeNull();
    second.unmount();

    api(['verified'], VERIFIED, null, 'details');
    open();
    expect(await screen.findByRole('button', { name: 'Open the camera' })).toBeTruthy();
    expect(screen.getByText(lastStep)).toBeTruthy();
  });

  it('opened after a failed check, says so with the way to the details', async () => {
    giveCamera();
    api(['verified'], VERIFIED, null, 'rejected');
    open();
    expect(await screen.findByText(/Your last check did not pass/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'check your details' }).getAttribute('href')).toBe('/identification');
    expect(screen.getByRole('button', { name: 'Open the camera' })).toBeTruthy();
  });

  it('opened after a failed check, says why (the reviewer’s reason) and still offers the selfie', async () => {
    giveCamera();
    const fake = api(['verified'], VERIFIED, null, 'rejected');
    fake.on(KYC_DETAILS, () =>
      kycDetailsAnswer({ reviewReason: 'Your face was hidden by a cap.', resultText: 'Possible spoof.' }),
    );
    open();
    expect(await screen.findByText('Why: Your face was hidden by a cap.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Open the camera' })).toBeTruthy();
    expect(fake.callsTo(KYC_DETAILS)[0]?.query.get('quoteRequestId')).toBe('41');
  });

  it('opened after the BVN was not found, leads with "Check your details", not the selfie', async () => {
    giveCamera();
    const fake = api(['verified'], VERIFIED, null, 'rejected');
    fake.on(KYC_DETAILS, () =>
      kycDetailsAnswer({ resultText: 'The ID number was not found at the ID authority.', resultCode: '1023' }),
    );
    open();
    expect(await screen.findByText('Why: The ID number was not found at the ID authority.')).toBeTruthy();
    const details = screen.getByRole('link', { name: 'Check your details' });
    expect(details.getAttribute('href')).toBe('/identification');
    const camera = screen.getByRole('button', { name: 'Open the camera' });
    expect(details.compareDocumentPosition(camera) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('after a rejection over the ID number, puts "Check your details" before "Try again"', async () => {
    giveCamera();
    const reason = 'The ID number was not found at the ID authority.';
    api(['rejected'], 'We could not verify you.', reason);
    const user = userEvent.setup();
    open();
    await takeSelfie(user);
    await user.click(screen.getByRole('button', { name: 'Use this photo' }));
    await user.click(await screen.findByRole('button', { name: 'Continue without it' }));
    expect(await screen.findByText(`Reason: ${reason}`)).toBeTruthy();
    const details = screen.getByRole('link', { name: 'Check your details' });
    const again = screen.getByRole('button', { name: 'Try again' });
    expect(details.compareDocumentPosition(again) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});
