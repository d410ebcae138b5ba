import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UserRole } from '@imole/domain/roles';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ImageShrinkError, imageMessages, shrinkImage } from '../../lib/image-shrink.ts';
import type * as ImageShrink from '../../lib/image-shrink.ts';
import { failure, fakeApi } from '../../test/fake-api.ts';
import { signIn } from '../../test/users.ts';
import MonitorSchedulePage, { CHECK_PHOTO } from './monitor-schedule-page.tsx';
import { PHOTO, scheduleDetail } from './test-fixtures.ts';
import { renderRoute } from '../../test/render-route.tsx';

// jsdom cannot decode or draw pictures: the shrinker is replaced; its own tests cover it (lib/image-shrink.test.ts).
vi.mock('../../lib/image-shrink.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof ImageShrink>()),
  shrinkImage: vi.fn(),
}));
const shrink = vi.mocked(shrinkImage);
const SHRUNK = 'data:image/webp;base64,UklGRg==';

beforeEach(() => {
  signIn({ userRole: UserRole.Support, isEngineer: true, firstname: 'Emeka', lastname: 'Eze' });
  shrink.mockReset();
  shrink.mockResolvedValue(SHRUNK);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const open = (url = '/monitor-schedule/9') => renderRoute(<MonitorSchedulePage />, '/monitor-schedule/:id', url);
const section = (name: string) => screen.getByRole('region', { name });
const photoFile = () => new File([new Uint8Array([137, 80, 78, 71])], 'inverter.jpg', { type: 'image/jpeg' });

describe('/monitor-schedule/:id', () => {
  it('shows the check: customer, a phone link, address, system, due date, engineer', async () => {
    const api = fakeApi({ 'GET MonitoringSchedule/GetMonitoringSchedule': () => ({ data: scheduleDetail() }) });
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Maintenance check' })).toBeTruthy();
    await screen.findByRole('region', { name: 'The check' });
    expect(api.callsTo('GET MonitoringSchedule/GetMonitoringSchedule')[0]?.query.get('monitoringScheduleId')).toBe('9');
    const check = within(section('The check'));
    expect(check.getByText('Bola Adeyemi')).toBeTruthy();
    expect(check.getByRole('link', { name: '08059876543' }).getAttribute('href')).toBe('tel:08059876543');
    expect(check.getByText('14 Admiralty Way, Lekki Phase 1, Lagos')).toBeTruthy();
    expect(check.getByText('Solar Home 3.5kVA')).toBeTruthy();
    expect(check.getByText('5 March 2030')).toBeTruthy();
    expect(check.getByText('Emeka')).toBeTruthy();
    expect(screen.getByText('MC-7K2P9Q')).toBeTruthy();
    expect(screen.getByText('Due', { selector: 'p' })).toBeTruthy(); // the status badge
  });

  it('takes a photo with the back camera, shrinks it before upload, and then allows closing', async () => {
    const api = fakeApi({
      'GET MonitoringSchedule/GetMonitoringSchedule': () => ({ data: scheduleDetail() }),
      'POST MonitoringSchedule/UploadMonitoringScheduleImage': () => ({
        message: 'Photo added',
        data: scheduleDetail({
          imageCount: 1,
          images: [{ id: 1, url: PHOTO, dateCreated: '2030-03-05T10:00:00.000Z' }],
        }),
      }),
    });
    open();
    await screen.findByRole('region', { name: 'Photos' });
    // Closing waits for a photo, and says why.
    const close = within(section('Close the check'));
    const closeButton = close.getByRole('button', { name: 'Close the check' }) as HTMLButtonElement;
    expect(closeButton.disabled).toBe(true);
    expect(closeButton.getAttribute('aria-describedby')).toBe('close-needs-photo');
    expect(close.getByText('Upload at least one photo of the system before closing the check.')).toBeTruthy();

    const input = screen.getByTestId('check-photo-input') as HTMLInputElement;
    expect(input.getAttribute('accept')).toBe('image/*');
    expect(input.getAttribute('capture')).toBe('environment');
    expect(within(section('Photos')).getByRole('button', { name: 'Take a photo' })).toBeTruthy();

    const file = photoFile();
    await userEvent.upload(input, file);
    expect(await screen.findByRole('button', { name: 'View photo 1 of 1 large' })).toBeTruthy();
    expect(shrink).toHaveBeenCalledWith(file, CHECK_PHOTO);
    expect(api.callsTo('POST MonitoringSchedule/UploadMonitoringScheduleImage')[0]?.body).toEqual({
      monitoringScheduleId: 9,
      image: SHRUNK,
    });
    expect(screen.getByText('Photo uploaded.')).toBeTruthy();
    expect(within(section('Photos')).getByRole('button', { name: 'Take another photo' })).toBeTruthy();
    expect(
      (within(section('Close the check')).getByRole('button', { name: 'Close the check' }) as HTMLButtonElement)
        .disabled,
    ).toBe(false);
    expect(screen.queryByText('Upload at least one photo of the system before closing the check.')).toBeNull();
  });

  it('says so when the picture cannot be read, and sends nothing', async () => {
    shrink.mockRejectedValue(new ImageShrinkError(imageMessages.unreadable));
    const api = fakeApi({ 'GET MonitoringSchedule/GetMonitoringSchedule': () => ({ data: scheduleDetail() }) });
    open();
    await userEvent.upload(await screen.findByTestId('check-photo-input'), photoFile());
    expect((await screen.findByRole('alert')).textContent).toContain(imageMessages.unreadable);
    expect(api.callsTo('POST MonitoringSchedule/UploadMonitoringScheduleImage')).toHaveLength(0);
  });

  it("shows the server's sentence when an upload is refused", async () => {
    fakeApi({
      'GET MonitoringSchedule/GetMonitoringSchedule': () => ({ data: scheduleDetail() }),
      'POST MonitoringSchedule/UploadMonitoringScheduleImage': () =>
        failure(400, 'The photo must be a JPEG, PNG or WebP image.', 'VALIDATION_FAILED'),
    });
    open();
    await userEvent.upload(await screen.findByTestId('check-photo-input'), photoFile());
    expect(await screen.findByText('The photo must be a JPEG, PNG or WebP image.')).toBeTruthy();
  });

  it('closes the check with a note (required); the page then shows it closed', async () => {
    const withPhoto = scheduleDetail({
      imageCount: 1,
      images: [{ id: 1, url: PHOTO, dateCreated: '2030-03-05T10:00:00.000Z' }],
    });
    const api = fakeApi({
      'GET MonitoringSchedule/GetMonitoringSchedule': () => ({ data: withPhoto }),
      'POST MonitoringSchedule/CloseMonitoringSchedule': () => ({
        message: 'Maintenance check closed',
        data: {
          ...withPhoto,
          status: 2,
          statusText: 'Closed',
          closedAt: '2030-03-05T11:30:00.000Z',
          closedBy: 'Emeka Eze',
          note: 'Panels cleaned, battery terminals tightened.',
        },
      }),
    });
    open();
    const close = within(await screen.findByRole('region', { name: 'Close the check' }));
    await userEvent.click(close.getByRole('button', { name: 'Close the check' }));
    expect(close.getByRole('alert').textContent).toBe('Write what you checked and did');
    expect(api.callsTo('POST MonitoringSchedule/CloseMonitoringSchedule')).toHaveLength(0);

    await userEvent.type(
      close.getByLabelText('What did you check and do?'),
      'Panels cleaned, battery terminals tightened.',
    );
    await userEvent.click(close.getByRole('button', { name: 'Close the check' }));
    expect(await screen.findByText('Maintenance check closed. The next check has been scheduled.')).toBeTruthy();
    expect(api.callsTo('POST MonitoringSchedule/CloseMonitoringSchedule')[0]?.body).toEqual({
      monitoringScheduleId: 9,
      note: 'Panels cleaned, battery terminals tightened.',
    });
    const closed = within(section('Closed'));
    expect(closed.getByText('Emeka Eze')).toBeTruthy();
    expect(closed.getByText('Panels cleaned, battery terminals tightened.')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Close the check' })).toBeNull();
    // A closed check takes no more photos.
    expect(screen.queryByTestId('check-photo-input')).toBeNull();
  });

  it("keeps the note and shows the server's sentence when closing is refused", async () => {
    fakeApi({
      'GET MonitoringSchedule/GetMonitoringSchedule': () => ({
        data: scheduleDetail({ images: [{ id: 1, url: PHOTO, dateCreated: '2030-03-05T10:00:00.000Z' }] }),
      }),
      'POST MonitoringSchedule/CloseMonitoringSchedule': () =>
        failure(400, 'Upload at least one photo of the system before closing the check', 'VALIDATION_FAILED'),
    });
    open();
    const close = within(await screen.findByRole('region', { name: 'Close the check' }));
    await userEvent.type(close.getByLabelText('What did you check and do?'), 'All good.');
    await userEvent.click(close.getByRole('button', { name: 'Close the check' }));
    expect(await close.findByRole('alert')).toBeTruthy();
    expect((close.getByLabelText('What did you check and do?') as HTMLTextAreaElement).value).toBe('All good.');
  });

  it('stops offering the camera at six photos', async () => {
    const images = Array.from({ length: 6 }, (_, n) => ({
      id: n + 1,
      url: PHOTO,
      dateCreated: '2030-03-05T10:00:00.000Z',
    }));
    fakeApi({
      'GET MonitoringSchedule/GetMonitoringSchedule': () => ({ data: scheduleDetail({ images, imageCount: 6 }) }),
    });
    open();
    expect(await screen.findByText('A check can have at most 6 photos.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Take (a|another) photo/ })).toBeNull();
  });

  it("shows the server's message when the check cannot be loaded, with Try again", async () => {
    fakeApi({
      'GET MonitoringSchedule/GetMonitoringSchedule': () => failure(404, 'Maintenance check not found.', 'NOT_FOUND'),
    });
    open();
    expect(await screen.findByText('Maintenance check not found.')).toBeTruthy();
    expect(screen.getByText('We could not load the maintenance check')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('shows a skeleton while loading', () => {
    fakeApi({ 'GET MonitoringSchedule/GetMonitoringSchedule': () => new Promise(() => {}) });
    open();
    expect(screen.getByRole('status').textContent).toContain('Loading');
  });
});
