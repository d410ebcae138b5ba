/**
 * The request's Identity section and the engineer gate (issue 21; docs/kyc.md "Staff and agents"), against a fake
 * API at the network boundary answering as the contract says (GET SmileId/KycDetails, POST SmileId/ReviewKyc,
 * GET SmileId/KycDocument, POST Quote/AssignSupportUserToQuoteRequest).
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { KycStatus } from '@imole/domain/kyc';
import { UserRole } from '@imole/domain/roles';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { KycDetails } from '../../lib/kyc/get-kyc-details.ts';
import { failure, fakeApi, type FakeHandler } from '../../test/fake-api.ts';
import { renderRoute } from '../../test/render-route.tsx';
import { signIn } from '../../test/users.ts';
import AssignDatePage from './assign-date-page.tsx';
import RequestDetailPage from './request-detail-page.tsx';
import { staffQuote, staffRequest } from './test-fixtures.ts';

beforeEach(() => {
  signIn({ userRole: UserRole.Support });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const open = () => renderRoute(<RequestDetailPage />, '/request-detail/:id', '/request-detail/7');
const identity = async () => within(await screen.findByRole('region', { name: 'Identity' }));
/** What the section says beside a fact's label (a <dt> and its <dd>). */
const fact = (section: ReturnType<typeof within>, label: string) =>
  section.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

/** What the customer gave: masked numbers, as the server sends them. */
const given = {
  dateOfBirth: '1990-03-05',
  bvn: '•••••••8901',
  bankId: 4,
  bankName: 'Guaranty Trust Bank',
  accountNumber: '••••••7890',
  accountName: 'Ada Okafor',
  meansOfId: 1,
  meansOfIdLabel: 'National ID',
  detailsGivenAt: '2030-01-05T08:30:00.000Z',
  documents: [
    {
      id: 31,
      kind: 'statement' as const,
      contentType: 'application/pdf',
      sizeBytes: 1_258_291,
      uploadedAt: '2030-01-05T09:00:00.000Z',
    },
    {
      id: 32,
      kind: 'id-document' as const,
      contentType: 'image/jpeg',
      sizeBytes: 420_000,
      uploadedAt: '2030-01-05T09:00:00.000Z',
    },
  ],
};

function kyc(status: KycStatus, overrides: Partial<KycDetails> = {}): KycDetails {
  return {
    kycStatus: status,
    statusLabel: status,
    dateOfBirth: null,
    bvn: null,
    bankId: null,
    bankName: null,
    accountNumber: null,
    accountName: null,
    meansOfId: null,
    meansOfIdLabel: null,
    detailsGivenAt: null,
    submittedAt: null,
    verifiedAt: null,
    resultCode: null,
    resultText: null,
    reviewReason: null,
    reviewedBy: null,
    locationCaptured: false,
    documents: [],
    canOpenDocuments: false,
    canReview: false,
    ...overrides,
  };
}

const request =
  (kycStatus: KycStatus, extra: Parameters<typeof staffRequest>[0] = {}) =>
  () =>
    staffRequest({ kycStatus, isToDoVerification: kycStatus !== 'verified', ...extra });

function withKyc(details: () => KycDetails | null, more: Record<string, FakeHandler> = {}) {
  return fakeApi({
    'GET Quote/GetQuoteRequest': request(details()?.kycStatus ?? 'none'),
    'GET SmileId/KycDetails': () => ({ data: details() }),
    'GET ClientUser/GetCustomerReferral': () => ({ data: null }),
    ...more,
  });
}

describe('/request-detail/:id — Identity', () => {
  it('back from the KYC form: its sentence once at the top, the router state then cleared so a reload does not repeat it', async () => {
    withKyc(() => kyc('details', given));
    const saved = 'The customer’s details are saved. They finish with a selfie check on their phone.';
    const { router } = renderRoute(<RequestDetailPage />, '/request-detail/:id', '/kyc/7');
    await act(() => router.navigate('/request-detail/7', { state: { kycSaved: saved } }));
    const alert = await screen.findByText(saved);
    expect(alert.closest('[role="status"]')).toBeTruthy();
    // At the top: before the Identity section.
    const section = screen.getByRole('region', { name: 'Identity' });
    expect(alert.compareDocumentPosition(section) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await vi.waitFor(() => expect(router.state.location.state).toBeNull());
    expect(router.state.location.pathname).toBe('/request-detail/7');
    expect(screen.getByText(saved)).toBeTruthy();
    // Opened again without it (a reload reads the cleared state): nothing to say.
    await act(() => router.navigate('/kyc/7'));
    await act(() => router.navigate('/request-detail/7'));
    await screen.findByRole('region', { name: 'Identity' });
    expect(screen.queryByText(saved)).toBeNull();
  });

  it('nothing given yet: says so, with Update details to /kyc/{id}', async () => {
    const api = withKyc(() => null);
    open();
    const section = await identity();
    expect(await section.findByText('Not started')).toBeTruthy();
    expect(section.getByText('The customer has not given their details yet.')).toBeTruthy();
    expect(section.getByRole('link', { name: 'Update details' }).getAttribute('href')).toBe('/kyc/7');
    expect(section.queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(api.callsTo('GET SmileId/KycDetails')[0]?.query.get('quoteRequestId')).toBe('7');
    // The customer's facts point at the section with the same words.
    const verification = within(screen.getByRole('region', { name: 'Customer' })).getByRole('link', {
      name: 'Not started',
    });
    expect(verification.getAttribute('href')).toBe('#section-identity');
  });

  it('details given: the masked numbers, the bank, the ID, the documents without Open for support', async () => {
    withKyc(() => kyc('details', given));
    open();
    const section = await identity();
    expect(await section.findByText('Details given, selfie check to do')).toBeTruthy();
    expect(section.getByText('The customer finishes with a selfie check on their phone.')).toBeTruthy();
    expect(section.getByText('5 March 1990')).toBeTruthy();
    expect(section.getByText('•••••••8901')).toBeTruthy();
    expect(section.getByText('••••••7890')).toBeTruthy();
    expect(section.getByText('Guaranty Trust Bank')).toBeTruthy();
    expect(section.getByText('Ada Okafor')).toBeTruthy();
    expect(section.getAllByText('National ID').length).toBeGreaterThan(0);
    // When the details were given, and that no selfie was sent yet (not "Submitted" at the details' time).
    expect(fact(section, 'Details given')).toBe('5 January 2030, 09:30');
    expect(fact(section, 'Selfie sent')).toBe('Selfie check not done yet');
    expect(section.queryByText('Submitted')).toBeNull();
    expect(section.getByText('Not captured')).toBeTruthy();
    // The documents: kind, size, date; support cannot open them, and is told who can.
    expect(section.getByText('Statement of account')).toBeTruthy();
    expect(section.getByText(/PDF, 1\.2 MB · 5 January 2030, 10:00/)).toBeTruthy();
    expect(section.getByText(/JPEG, 410 KB/)).toBeTruthy();
    expect(section.queryByRole('button', { name: /^Open/ })).toBeNull();
    expect(section.getByText('Only an administrator can open the documents; each opening is recorded.')).toBeTruthy();
    expect(section.getByRole('link', { name: 'Update details' })).toBeTruthy();
  });

  it('submitted: checking, with when the details were given, when the selfie was sent and whether the location was captured', async () => {
    withKyc(() => kyc('submitted', { ...given, submittedAt: '2030-01-05T13:05:00.000Z', locationCaptured: true }));
    open();
    const section = await identity();
    expect(await section.findByText('Checking')).toBeTruthy();
    expect(fact(section, 'Details given')).toBe('5 January 2030, 09:30');
    expect(fact(section, 'Selfie sent')).toBe('5 January 2030, 14:05');
    expect(section.queryByText('Selfie check not done yet')).toBeNull();
    expect(section.getByText('Captured')).toBeTruthy();
    expect(section.queryByRole('button', { name: 'Approve' })).toBeNull();
    // The server refuses new details while the check runs: no form offered, and why.
    expect(section.queryByRole('link', { name: 'Update details' })).toBeNull();
    expect(section.getByText('The details are locked while the check runs.')).toBeTruthy();
  });

  it('review: rejecting needs a reason, then it is sent and the section reads the outcome again', async () => {
    let status: KycStatus = 'review';
    const reviewed = { ...given, submittedAt: '2030-01-05T13:05:00.000Z', resultCode: '0813' };
    const api = withKyc(
      () =>
        status === 'review'
          ? kyc('review', { ...reviewed, resultText: 'Could not decide; a person will check.', canReview: true })
          : kyc('rejected', {
              ...reviewed,
              resultText: 'Could not decide; a person will check.',
              reviewReason: 'The name on the ID does not match the account name.',
              reviewedBy: 'Bola Ade',
            }),
      {
        'POST SmileId/ReviewKyc': () => {
          status = 'rejected';
          return { message: 'The identity check is rejected. The customer has been told why.' };
        },
      },
    );
    open();
    const section = await identity();
    expect(await section.findByText('Waiting for our review')).toBeTruthy();
    expect(section.getByText('Could not decide; a person will check.')).toBeTruthy();
    expect(section.getByText('Code 0813')).toBeTruthy();
    expect(section.getByText('The details are locked until the review is decided.')).toBeTruthy();
    expect(section.queryByRole('link', { name: 'Update details' })).toBeNull();
    // Support decides without opening the documents: told who can.
    expect(section.getByText(/ask an administrator: only they can open them/)).toBeTruthy();

    await userEvent.click(section.getByRole('button', { name: 'Reject with reason' }));
    expect(section.getByText('Say why, so the customer knows what to fix.')).toBeTruthy();
    expect(section.getByLabelText('Reason').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(section.getByLabelText('Reason'));
    expect(api.callsTo('POST SmileId/ReviewKyc')).toHaveLength(0);

    await userEvent.type(section.getByLabelText('Reason'), 'The name on the ID does not match the account name.');
    expect(section.queryByText('Say why, so the customer knows what to fix.')).toBeNull();
    await userEvent.click(section.getByRole('button', { name: 'Reject with reason' }));
    expect(await section.findByText('The identity check is rejected. The customer has been told why.')).toBeTruthy();
    expect(api.callsTo('POST SmileId/ReviewKyc')[0]?.body).toEqual({
      quoteRequestId: 7,
      approve: false,
      reason: 'The name on the ID does not match the account name.',
    });
    // Refreshed: the outcome, the reason and who decided; no more decision to make.
    expect(await section.findByText('Not verified')).toBeTruthy();
    expect(section.getByText('The name on the ID does not match the account name.')).toBeTruthy();
    expect(section.getByText('Bola Ade')).toBeTruthy();
    expect(section.queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(section.getByRole('link', { name: 'Update details' })).toBeTruthy();
    expect(api.callsTo('GET Quote/GetQuoteRequest').length).toBeGreaterThan(1);
  });

  it('review: approving asks for a yes, then the check reads verified and is locked', async () => {
    let status: KycStatus = 'review';
    const api = withKyc(
      () =>
        status === 'review'
          ? kyc('review', { ...given, canReview: true })
          : kyc('verified', {
              ...given,
              verifiedAt: '2030-01-06T08:00:00.000Z',
              reviewedBy: 'Bola Ade',
              resultText: 'Verified',
              resultCode: '1012',
            }),
      {
        'POST SmileId/ReviewKyc': () => {
          status = 'verified';
          return { message: 'The identity is verified. The customer has been told.' };
        },
        // Paid and financed, no engineer yet: the gate note stands until the request reads verified.
        'GET Quote/GetQuoteRequest': () =>
          staffRequest({
            kycStatus: status,
            isToDoVerification: status !== 'verified',
            quoteRequest: { quoteRequestStatus: 3 },
            quote: staffQuote({ quoteStatus: 2, installationStatus: 0 }),
          }),
      },
    );
    open();
    const section = await identity();
    expect(await screen.findByTestId('identity-gate')).toBeTruthy();
    await userEvent.click(await section.findByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog', { name: "Approve Ada Okafor's identity?" });
    expect(api.callsTo('POST SmileId/ReviewKyc')).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, approve' }));
    expect(await section.findByText('The identity is verified. The customer has been told.')).toBeTruthy();
    expect(api.callsTo('POST SmileId/ReviewKyc')[0]?.body).toEqual({ quoteRequestId: 7, approve: true });
    expect(await section.findByText('Verified details are locked.')).toBeTruthy();
    expect(section.getByText('6 January 2030, 09:00')).toBeTruthy();
    expect(section.queryByRole('link', { name: 'Update details' })).toBeNull();
    // The request is read again: an engineer can now be assigned.
    await waitFor(() => expect(screen.queryByTestId('identity-gate')).toBeNull());
    expect(screen.getByRole('link', { name: 'Assign Date' })).toBeTruthy();
  });

  it('review: a refusal (someone else decided first) is shown, and the section reads the check again', async () => {
    const api = withKyc(() => kyc('review', { ...given, canReview: true }), {
      'POST SmileId/ReviewKyc': () => failure(400, 'This check is not waiting for a review.'),
    });
    open();
    const section = await identity();
    await userEvent.type(await section.findByLabelText('Reason'), 'Blurred ID photo.');
    await userEvent.click(section.getByRole('button', { name: 'Reject with reason' }));
    expect(await section.findByText('This check is not waiting for a review.')).toBeTruthy();
    await waitFor(() => expect(api.callsTo('GET SmileId/KycDetails').length).toBeGreaterThan(1));
  });

  it('verified: the provider’s result and when, no Update details', async () => {
    withKyc(() =>
      kyc('verified', {
        ...given,
        submittedAt: '2030-01-05T13:05:00.000Z',
        verifiedAt: '2030-01-05T13:06:00.000Z',
        resultCode: '1012',
        resultText: 'Verified',
        locationCaptured: true,
      }),
    );
    open();
    const section = await identity();
    expect(await section.findByTestId('kyc-status')).toBeTruthy();
    expect(section.getByTestId('kyc-status').textContent).toBe('Verified');
    expect(section.getByText('Code 1012')).toBeTruthy();
    expect(section.getByText('5 January 2030, 14:06')).toBeTruthy();
    expect(section.getByText('Verified details are locked.')).toBeTruthy();
    expect(section.queryByRole('link', { name: 'Update details' })).toBeNull();
  });

  it('rejected by the provider: its reason, and Update details', async () => {
    withKyc(() =>
      kyc('rejected', { ...given, resultCode: '1014', resultText: 'The ID number was not found at the ID authority.' }),
    );
    open();
    const section = await identity();
    expect(await section.findByText('Not verified')).toBeTruthy();
    expect(section.getByText('The ID number was not found at the ID authority.')).toBeTruthy();
    expect(section.getByRole('link', { name: 'Update details' }).getAttribute('href')).toBe('/kyc/7');
  });

  it('an admin opens a document in a new tab, fetched with the token as a file', async () => {
    signIn({ userRole: UserRole.Admin });
    const api = withKyc(() => kyc('review', { ...given, canOpenDocuments: true, canReview: true }), {
      'GET SmileId/KycDocument': () => ({ file: 'pdf bytes' }),
    });
    const tab = { document: { title: '' }, location: { href: '' }, opener: {} as unknown, close: vi.fn() };
    const windowOpen = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    const createObjectURL = vi.fn(() => 'blob:http://localhost/statement');
    // jsdom has no object URLs: the browser's part is played here.
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    open();
    const section = await identity();
    const openStatement = await section.findByRole('button', { name: 'Open the Statement of account' });
    expect(section.queryByText(/Only an administrator/)).toBeNull();
    expect(section.getByText('Each opening is recorded in the audit log.')).toBeTruthy();
    expect(section.queryByText(/ask an administrator/)).toBeNull();
    await userEvent.click(openStatement);
    await waitFor(() => expect(tab.location.href).toBe('blob:http://localhost/statement'));
    expect(windowOpen).toHaveBeenCalledWith('', '_blank');
    expect(tab.opener).toBeNull();
    const call = api.callsTo('GET SmileId/KycDocument')[0];
    expect(call?.query.get('id')).toBe('31');
    const [file] = createObjectURL.mock.calls[0] as unknown as [Blob];
    expect(await file.text()).toContain('pdf bytes');
    expect(section.getByRole('button', { name: 'Open the National ID' })).toBeTruthy();
  });

  it('an admin whose document cannot be opened reads why, and the blank tab closes', async () => {
    signIn({ userRole: UserRole.Admin });
    withKyc(() => kyc('details', { ...given, canOpenDocuments: true }), {
      'GET SmileId/KycDocument': () => failure(404, 'That document is no longer held.', 'NOT_FOUND'),
    });
    const tab = { document: { title: '' }, location: { href: '' }, opener: null, close: vi.fn() };
    vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    open();
    const section = await identity();
    await userEvent.click(await section.findByRole('button', { name: 'Open the Statement of account' }));
    expect(await section.findByText('That document is no longer held.')).toBeTruthy();
    expect(tab.close).toHaveBeenCalled();
    expect(tab.location.href).toBe('');
  });

  it('an engineer sees no Identity section and nothing is asked of KycDetails', async () => {
    signIn({ userRole: UserRole.Support, isEngineer: true });
    const api = fakeApi({
      'GET Quote/GetQuoteRequest': request('review', {
        quoteRequest: { quoteRequestStatus: 4 },
        quote: staffQuote({ quoteStatus: 2, installationStatus: 1 }),
      }),
    });
    open();
    await screen.findByRole('region', { name: 'Customer' });
    expect(screen.queryByRole('region', { name: 'Identity' })).toBeNull();
    expect(api.callsTo('GET SmileId/KycDetails')).toHaveLength(0);
  });
});

describe('the engineer gate: a financed quote waits for verified identity', () => {
  const paid = (kycStatus: KycStatus, isToDoVerification: boolean) => () =>
    staffRequest({
      kycStatus,
      isToDoVerification,
      quoteRequest: { quoteRequestStatus: 3 },
      quote: staffQuote({ quoteStatus: 2, installationStatus: 0 }),
    });

  it('the request says, beside Assign Date, where identity stands and why no engineer yet', async () => {
    fakeApi({
      'GET Quote/GetQuoteRequest': paid('submitted', true),
      'GET SmileId/KycDetails': () => ({ data: kyc('submitted', given) }),
      'GET ClientUser/GetCustomerReferral': () => ({ data: null }),
    });
    open();
    const assign = await screen.findByRole('link', { name: 'Assign Date' });
    const note = screen.getByTestId('identity-gate');
    expect(note.textContent).toBe(
      'Identity: Checking. This system is financed: an engineer can be assigned once the customer’s identity is verified.',
    );
    expect(assign.getAttribute('aria-describedby')).toBe(note.id);
  });

  it('says nothing once verified, or for an outright quote', async () => {
    fakeApi({
      'GET Quote/GetQuoteRequest': paid('none', false),
      'GET SmileId/KycDetails': () => ({ data: null }),
      'GET ClientUser/GetCustomerReferral': () => ({ data: null }),
    });
    open();
    const assign = await screen.findByRole('link', { name: 'Assign Date' });
    expect(screen.queryByTestId('identity-gate')).toBeNull();
    expect(assign.getAttribute('aria-describedby')).toBeNull();
  });

  it('the Assign Date page shows the status first, and the server’s refusal when it comes', async () => {
    const message =
      "This customer's identity is not verified yet: a financed system is installed only after verification. Open the request's Identity section to see where it stands.";
    const api = fakeApi({
      'GET Quote/GetQuoteRequest': paid('review', true),
      'GET Quote/GetEngineersForAssignment': () => ({
        data: [
          {
            id: 40,
            firstname: 'Emeka',
            lastname: 'Eze',
            phoneNumber: '0809',
            image: null,
            rating: 4.5,
            openInstallations: 2,
          },
        ],
      }),
      'POST Quote/AssignSupportUserToQuoteRequest': () => failure(400, message),
    });
    renderRoute(<AssignDatePage />, '/assign-date/:id/:quoteId', '/assign-date/3/7', ['/request-detail/7']);
    await userEvent.click(await screen.findByRole('radio', { name: 'Emeka Eze' }));
    expect(screen.getByTestId('identity-gate').textContent).toMatch(/^Identity: Waiting for our review\./);
    const { lagosDate } = await import('@imole/domain/dates');
    await userEvent.type(screen.getByLabelText('Installation date'), lagosDate(new Date()));
    await userEvent.click(screen.getByRole('button', { name: 'Assign' }));
    expect(await screen.findByText(message)).toBeTruthy();
    expect(api.callsTo('POST Quote/AssignSupportUserToQuoteRequest')).toHaveLength(1);
    expect(api.callsTo('POST Quote/SetFulfilmentDate')).toHaveLength(0);
  });
});
