import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UserRole } from '@imole/domain/roles';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { failure, fakeApi } from '../../test/fake-api.ts';
import { signIn } from '../../test/users.ts';
import ComplaintDetailsPage from './complaint-details-page.tsx';
import { complaintDetail, engineers, PHOTO } from './test-fixtures.ts';
import { renderRoute } from '../../test/render-route.tsx';

beforeEach(() => {
  signIn({ userRole: UserRole.Support, firstname: 'Sade', lastname: 'Support' });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const open = (url = '/complaint-details/5') => renderRoute(<ComplaintDetailsPage />, '/complaint-details/:id', url);
const section = (name: string) => screen.getByRole('region', { name });

describe('/complaint-details/:id', () => {
  it('shows the complaint, the customer with a phone link, the photos and the history, newest first', async () => {
    const api = fakeApi({
      'GET MonitoringIssue/GetMonitoringIssueById': () => ({
        data: complaintDetail({
          photos: [PHOTO, PHOTO],
          history: [
            { issueStatus: 0, statusText: 'Open', note: 'Issue reported', by: 'You', date: '2030-01-02T10:00:00.000Z' },
            {
              issueStatus: 0,
              statusText: 'Open',
              note: 'Assigned to Emeka',
              by: 'Sade, Imole support',
              date: '2030-01-02T11:00:00.000Z',
            },
          ],
        }),
      }),
      'GET Quote/GetEngineersForAssignment': () => ({ data: engineers }),
    });
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Complaint' })).toBeTruthy();
    await screen.findByRole('region', { name: 'The problem' });
    expect(api.callsTo('GET MonitoringIssue/GetMonitoringIssueById')[0]?.query.get('id')).toBe('5');

    expect(within(section('The problem')).getByText(/The inverter beeps three times/)).toBeTruthy();
    const customer = within(section('Customer'));
    expect(customer.getByText('Ada Okafor')).toBeTruthy();
    expect(customer.getByRole('link', { name: '08031234567' }).getAttribute('href')).toBe('tel:08031234567');
    expect(customer.getByText('Not assigned yet')).toBeTruthy();

    // The history: newest first; the customer's "You" is their name here.
    const history = within(screen.getByTestId('complaint-history')).getAllByRole('listitem');
    expect(history[0]!.textContent).toContain('Assigned to Emeka');
    expect(history[1]!.textContent).toContain('Issue reported');
    expect(history[1]!.textContent).toContain('Ada Okafor');
    expect(history[1]!.textContent).not.toContain('You');
  });

  it('opens a photo large on a tap, and steps through them', async () => {
    fakeApi({
      'GET MonitoringIssue/GetMonitoringIssueById': () => ({ data: complaintDetail({ photos: [PHOTO, PHOTO] }) }),
      'GET Quote/GetEngineersForAssignment': () => ({ data: engineers }),
    });
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'View photo 1 of 2 large' }));
    const dialog = screen.getByRole('dialog', { name: 'Photo 1 of 2' });
    expect(within(dialog).getByRole('img', { name: 'photo 1 of 2' }).getAttribute('src')).toBe(PHOTO);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('dialog', { name: 'Photo 2 of 2' })).toBeTruthy();
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('resolves a complaint with a note the customer sees; the note is required', async () => {
    let changed = false;
    const api = fakeApi({
      'GET MonitoringIssue/GetMonitoringIssueById': () => ({ data: complaintDetail() }),
      'GET Quote/GetEngineersForAssignment': () => ({ data: engineers }),
      'POST MonitoringIssue/ChangeMonitoringIssueStatus': () => {
        changed = true;
        return {
          message: 'The issue has been updated.',
          data: complaintDetail({
            issueStatus: 1,
            statusText: 'Resolved',
            history: [
              {
                issueStatus: 0,
                statusText: 'Open',
                note: 'Issue reported',
                by: 'You',
                date: '2030-01-02T10:00:00.000Z',
              },
              {
                issueStatus: 1,
                statusText: 'Resolved',
                note: 'Replaced the blown fuse.',
                by: 'Sade, Imole support',
                date: '2030-01-03T10:00:00.000Z',
              },
            ],
          }),
        };
      },
    });
    open();
    const form = within(await screen.findByRole('region', { name: 'Change the status' }));
    // An open complaint: Resolved is offered first.
    expect((form.getByRole('radio', { name: /Resolved/ }) as HTMLInputElement).checked).toBe(true);
    expect(form.getByRole('radio', { name: /Open \(now\)/ })).toBeTruthy();

    await userEvent.click(form.getByRole('button', { name: 'Update the status' }));
    expect(form.getByRole('alert').textContent).toBe('Write a note for the customer');
    expect(changed).toBe(false);

    await userEvent.type(form.getByLabelText('Note for the customer'), '  Replaced the blown fuse.  ');
    await userEvent.click(form.getByRole('button', { name: 'Update the status' }));
    expect(await screen.findByText('The issue has been updated.')).toBeTruthy();
    expect(api.callsTo('POST MonitoringIssue/ChangeMonitoringIssueStatus')[0]?.body).toEqual({
      id: 5,
      issueStatus: 1,
      note: 'Replaced the blown fuse.',
    });
    // The page shows the new status and history from the answer; the note box is empty again.
    expect(within(screen.getByTestId('complaint-history')).getAllByRole('listitem')[0]!.textContent).toContain(
      'Replaced the blown fuse.',
    );
    expect(
      (within(section('Change the status')).getByLabelText('Note for the customer') as HTMLTextAreaElement).value,
    ).toBe('');
    expect(within(section('Change the status')).getByRole('radio', { name: /Resolved \(now\)/ })).toBeTruthy();
  });

  it("keeps the note and shows the server's sentence when the change is refused", async () => {
    fakeApi({
      'GET MonitoringIssue/GetMonitoringIssueById': () => ({ data: complaintDetail() }),
      'GET Quote/GetEngineersForAssignment': () => ({ data: engineers }),
      'POST MonitoringIssue/ChangeMonitoringIssueStatus': () => failure(404, 'Issue not found.', 'NOT_FOUND'),
    });
    open();
    const form = within(await screen.findByRole('region', { name: 'Change the status' }));
    await userEvent.click(form.getByRole('radio', { name: /Closed/ }));
    await userEvent.type(form.getByLabelText('Note for the customer'), 'Duplicate of an earlier report.');
    await userEvent.click(form.getByRole('button', { name: 'Update the status' }));
    expect(await form.findByText('Issue not found.')).toBeTruthy();
    expect((form.getByLabelText('Note for the customer') as HTMLTextAreaElement).value).toBe(
      'Duplicate of an earlier report.',
    );
  });

  it('assigns the complaint to an engineer (support and admins)', async () => {
    const api = fakeApi({
      'GET MonitoringIssue/GetMonitoringIssueById': () => ({ data: complaintDetail() }),
      'GET Quote/GetEngineersForAssignment': () => ({ data: engineers }),
      'POST MonitoringIssue/AssignMonitoringIssue': () => ({
        message: 'Assigned to Ngozi.',
        data: complaintDetail({ engineer: { id: 6, firstname: 'Ngozi' } }),
      }),
    });
    open();
    const engineer = within(await screen.findByRole('region', { name: 'Engineer' }));
    const select = await engineer.findByLabelText('Assign to an engineer');
    expect(engineer.getByRole('option', { name: 'Emeka Eze (2 open installations)' })).toBeTruthy();

    await userEvent.click(engineer.getByRole('button', { name: 'Assign' }));
    expect(engineer.getByRole('alert').textContent).toBe('Choose an engineer');

    await userEvent.selectOptions(select, '6');
    await userEvent.click(engineer.getByRole('button', { name: 'Assign' }));
    expect(await screen.findByText('Assigned to Ngozi.')).toBeTruthy();
    expect(api.callsTo('POST MonitoringIssue/AssignMonitoringIssue')[0]?.body).toEqual({ id: 5, engineerUserId: 6 });
    expect(within(section('Customer')).getByText('Ngozi')).toBeTruthy();
    // Assigned: the control now changes the engineer, and does nothing until another is chosen.
    const again = within(section('Engineer'));
    expect((again.getByLabelText('Assigned to') as HTMLSelectElement).value).toBe('6');
    expect((again.getByRole('button', { name: 'Change the engineer' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('does not offer the assignment to an engineer, nor load the engineers', async () => {
    signIn({ userRole: UserRole.Support, isEngineer: true, firstname: 'Emeka' });
    const api = fakeApi({
      'GET MonitoringIssue/GetMonitoringIssueById': () => ({
        data: complaintDetail({ engineer: { id: 7, firstname: 'Emeka' } }),
      }),
    });
    open();
    await screen.findByRole('region', { name: 'Change the status' });
    expect(screen.queryByRole('region', { name: 'Engineer' })).toBeNull();
    expect(api.callsTo('GET Quote/GetEngineersForAssignment')).toHaveLength(0);
  });

  it("shows the server's message when the complaint cannot be loaded, with Try again", async () => {
    fakeApi({ 'GET MonitoringIssue/GetMonitoringIssueById': () => failure(404, 'Issue not found.', 'NOT_FOUND') });
    open();
    expect(await screen.findByText('Issue not found.')).toBeTruthy();
    expect(screen.getByText('We could not load the complaint')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('says a broken link is not right without calling the API', () => {
    const api = fakeApi({});
    open('/complaint-details/abc');
    expect(screen.getByText('This link is not right')).toBeTruthy();
    expect(api.calls).toHaveLength(0);
  });

  it('shows a skeleton while loading', () => {
    fakeApi({ 'GET MonitoringIssue/GetMonitoringIssueById': () => new Promise(() => {}) });
    open();
    expect(screen.getByRole('status').textContent).toContain('Loading');
  });
});
