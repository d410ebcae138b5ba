import { issueMessages } from '@imole/domain/issues';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { failure, fakeApi } from '../../test/fake-api.ts';
import { renderPage } from '../../test/render-page.tsx';
import { signIn } from '../../test/users.ts';
import { imageMessages, ImageShrinkError } from '../../lib/image-shrink.ts';
import { takeFlash } from './flash.ts';
import PostIssuePage from './post-issue-page.tsx';
import { issue, issuesPage, NOT_INSTALLED, openIssueRule, PHOTO, postingFor } from './test/fixtures.ts';

const CREATE = 'POST MonitoringIssue/CreateMonitoringIssue';
const LIST = 'GET MonitoringIssue/GetMainCustomersMonitoringIssue';
const SENT = 'Your issue has been sent. Our support team will get back to you.';

/** Each file "shrinks" to a data URL naming it, or fails as an unreadable picture would. */
const shrink = vi.fn(async (file: File) => {
  if (file.name.startsWith('broken')) throw new ImageShrinkError(imageMessages.unreadable);
  return `${PHOTO}#${file.name}`;
});

const open = () =>
  renderPage(<PostIssuePage shrink={shrink} />, { route: '/post-issue', url: '/post-issue', from: ['/dashboard'] });
const file = (name: string) => new File(['x'], name, { type: 'image/jpeg' });
const photoInput = () => screen.getByTestId('issue-photo-input') as HTMLInputElement;

beforeEach(() => {
  signIn();
  shrink.mockClear();
});
afterEach(() => {
  vi.unstubAllGlobals();
  takeFlash();
});

describe('/post-issue', () => {
  it('checks the form with the server’s words before sending anything', async () => {
    const api = fakeApi({ [LIST]: () => issuesPage([]) });
    const user = userEvent.setup();
    open();
    await user.click(await screen.findByRole('button', { name: 'Send issue' }));
    const category = screen.getByRole('combobox', { name: 'What is the problem about?' });
    expect(screen.getByText(issueMessages.category)).toBeTruthy();
    expect(screen.getByText(issueMessages.description)).toBeTruthy();
    expect(document.activeElement).toBe(category);

    await user.selectOptions(category, 'Batteries run down quickly');
    expect(screen.queryByText(issueMessages.category)).toBeNull();
    const description = screen.getByRole('textbox', { name: 'What is happening?' });
    await user.type(description, 'Goes off');
    expect(screen.getByText(issueMessages.descriptionShort)).toBeTruthy();
    expect(description.getAttribute('aria-invalid')).toBe('true');
    await user.click(screen.getByRole('button', { name: 'Send issue' }));
    expect(document.activeElement).toBe(description);
    expect(api.callsTo(CREATE)).toHaveLength(0);
  });

  it('sends the category, the trimmed description and the shrunk photos, then goes to the issues', async () => {
    const api = fakeApi({
      [LIST]: () => issuesPage([]),
      [CREATE]: () => ({ message: SENT, data: issue(5, 0) }),
    });
    const user = userEvent.setup();
    const { here } = open();
    await user.selectOptions(
      await screen.findByRole('combobox', { name: 'What is the problem about?' }),
      'No power at all',
    );
    await user.type(
      screen.getByRole('textbox', { name: 'What is happening?' }),
      '  No light since Monday night, the inverter is silent.  ',
    );
    expect(screen.getByText('52 / 2,000')).toBeTruthy();
    await user.upload(photoInput(), [file('one.jpg'), file('two.jpg')]);
    const photos = await screen.findByTestId('issue-photos');
    expect(
      within(photos)
        .getAllByRole('img')
        .map((img) => img.getAttribute('alt')),
    ).toEqual(['Photo 1', 'Photo 2']);
    await user.click(screen.getByRole('button', { name: 'Send issue' }));

    await waitFor(() => expect(here()).toBe('/issues'));
    expect(api.callsTo(CREATE)[0]?.body).toEqual({
      category: 'No power at all',
      description: 'No light since Monday night, the inverter is silent.',
      photos: [`${PHOTO}#one.jpg`, `${PHOTO}#two.jpg`],
    });
    expect(takeFlash()).toBe(SENT);
  });

  it('takes at most 3 photos, each removable, and says why one is left out', async () => {
    fakeApi({ [LIST]: () => issuesPage([]) });
    const user = userEvent.setup();
    open();
    await screen.findByRole('button', { name: 'Send issue' });
    await user.upload(photoInput(), [file('a.jpg'), file('b.jpg')]);
    await user.click(await screen.findByRole('button', { name: 'Add another photo' }));
    await user.upload(photoInput(), [file('c.jpg'), file('d.jpg')]);
    expect(await screen.findByText(issueMessages.tooManyPhotos)).toBeTruthy();
    expect(shrink.mock.calls.map(([f]) => f.name)).toEqual(['a.jpg', 'b.jpg', 'c.jpg']);
    expect(within(screen.getByTestId('issue-photos')).getAllByRole('img')).toHaveLength(3);
    expect(screen.queryByRole('button', { name: /Add/ })).toBeNull();
    expect(screen.getByText('You have added 3 photos, the most one issue can have.')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Remove photo 2' }));
    expect(within(screen.getByTestId('issue-photos')).getAllByRole('img')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Add another photo' })).toBeTruthy();
  });

  it('says so when a photo cannot be read, and keeps the others', async () => {
    fakeApi({ [LIST]: () => issuesPage([]) });
    const user = userEvent.setup();
    open();
    await screen.findByRole('button', { name: 'Send issue' });
    await user.upload(photoInput(), [file('good.jpg'), file('broken.jpg')]);
    expect(await screen.findByText(imageMessages.unreadable)).toBeTruthy();
    expect(within(screen.getByTestId('issue-photos')).getAllByRole('img')).toHaveLength(1);
  });

  it("shows the server's refusal and keeps everything typed and chosen", async () => {
    let answer: unknown = failure(
      413,
      'The photo is too large (at most 500 KB). Choose a smaller one.',
      'PAYLOAD_TOO_LARGE',
    );
    const api = fakeApi({ [LIST]: () => issuesPage([]), [CREATE]: () => answer });
    const user = userEvent.setup();
    const { here } = open();
    await user.selectOptions(
      await screen.findByRole('combobox', { name: 'What is the problem about?' }),
      'Something else',
    );
    await user.type(screen.getByRole('textbox', { name: 'What is happening?' }), 'The meter trips every evening.');
    await user.upload(photoInput(), [file('big.jpg')]);
    await screen.findByTestId('issue-photos');
    await user.click(screen.getByRole('button', { name: 'Send issue' }));

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Your issue was not sent');
    expect(alert.textContent).toContain('The photo is too large (at most 500 KB). Choose a smaller one.');
    expect(here()).toBe('/post-issue');
    expect((screen.getByRole('combobox', { name: 'What is the problem about?' }) as HTMLSelectElement).value).toBe(
      'Something else',
    );
    expect((screen.getByRole('textbox', { name: 'What is happening?' }) as HTMLTextAreaElement).value).toBe(
      'The meter trips every evening.',
    );
    expect(within(screen.getByTestId('issue-photos')).getAllByRole('img')).toHaveLength(1);

    answer = { message: SENT, data: issue(6, 0) };
    await user.click(screen.getByRole('button', { name: 'Send issue' }));
    await waitFor(() => expect(here()).toBe('/issues'));
    expect(api.callsTo(CREATE)).toHaveLength(2);
  });

  it('offers no form while an issue is open: says why in the server’s words and points to it', async () => {
    const api = fakeApi({ [LIST]: () => issuesPage([issue(8, 0, { category: 'Solar panels not charging' })]) });
    open();
    const note = await screen.findByText('You already have an open issue');
    const box = note.closest('[role="status"]') as HTMLElement;
    expect(within(box).getByTestId('posting-rule').textContent).toBe(openIssueRule('Solar panels not charging'));
    expect(within(box).getByRole('link', { name: 'See your open issue' }).getAttribute('href')).toBe(
      '/issue-details/8',
    );
    expect(screen.queryByRole('button', { name: 'Send issue' })).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'What is the problem about?' })).toBeNull();
    expect(api.callsTo(LIST)[0]?.query.toString()).toBe('PageIndex=1&PageSize=100&Status=0');
  });

  it('offers no form without an installed system, and says so', async () => {
    fakeApi({ [LIST]: () => issuesPage([], { posting: postingFor([], false) }) });
    open();
    expect(await screen.findByText('Issues are for installed systems')).toBeTruthy();
    expect(screen.getByTestId('posting-rule').textContent).toBe(NOT_INSTALLED);
    expect(screen.getByRole('link', { name: 'Go to your dashboard' }).getAttribute('href')).toBe('/dashboard');
    expect(screen.queryByRole('button', { name: 'Send issue' })).toBeNull();
  });
});
