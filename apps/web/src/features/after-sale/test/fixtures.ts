/** Answers shaped like the API's (docs/after-sale.md), for the after-sale page tests. */
import type { CustomerIssue, IssueCounts, IssuePosting } from '../../../lib/issues/get-customer-issues.ts';
import type { IssueDetail } from '../api/get-issue.ts';
import type { AppNotification } from '../api/get-notifications.ts';
import type { CheckupRequestView, MaintenanceCheck } from '../api/get-maintenance-check.ts';
import type { CustomerCheck } from '../../../lib/checks/get-customer-checks.ts';

/** A 1x1 PNG. */
export const PHOTO =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

const statusTexts = ['Open', 'Resolved', 'Closed'];

export function issue(id: number, issueStatus = 0, overrides: Partial<CustomerIssue> = {}): CustomerIssue {
  return {
    id,
    category: 'No power at all',
    description: `No light in the house since Monday night (issue ${id}).`,
    issueStatus,
    statusText: statusTexts[issueStatus] ?? 'Open',
    dateCreated: '2030-02-27T09:00:00.000Z',
    dateModified: '2030-02-27T09:00:00.000Z',
    photoCount: 0,
    customer: { firstname: 'Ada', lastname: 'Obi', phoneNumber: '08030000000' },
    engineer: null,
    ...overrides,
  };
}

/** The API's sentences for the posting rule (apps/api/src/modules/monitoring/issue.service.ts). */
export const NOT_INSTALLED =
  'You can post an issue once your system is installed and you have confirmed the installation. Until then, call our support team with any question.';
export const openIssueRule = (category: string) =>
  `You already have an open issue (${category.toLowerCase()}). Our team will update you there, and you can post a new one once it is resolved or closed. For anything urgent, call our support team.`;

/** The posting rule as the API answers it for these issues of an installed customer (or one not installed). */
export function postingFor(items: CustomerIssue[], installed = true): IssuePosting {
  if (!installed) return { allowed: false, reason: 'not-installed', message: NOT_INSTALLED, openIssueId: null };
  const open = items.find((i) => i.issueStatus === 0);
  return open
    ? { allowed: false, reason: 'open-issue', message: openIssueRule(open.category), openIssueId: open.id }
    : { allowed: true, reason: null, message: null, openIssueId: null };
}

/** A page of GetMainCustomersMonitoringIssue, its counts and posting worked out from `items` unless given. */
export function issuesPage(
  items: CustomerIssue[],
  {
    pageIndex = 1,
    pageSize = 10,
    totalCount = items.length,
    counts = undefined as IssueCounts | undefined,
    posting = undefined as IssuePosting | undefined,
  } = {},
) {
  const count = (s: number) => items.filter((i) => i.issueStatus === s).length;
  return {
    data: items,
    pageIndex,
    pageSize,
    totalCount,
    totalPages: Math.ceil(totalCount / pageSize),
    counts: counts ?? { open: count(0), resolved: count(1), closed: count(2) },
    posting: posting ?? postingFor(items),
  };
}

export function issueDetail(overrides: Partial<IssueDetail> = {}): { data: IssueDetail } {
  return {
    data: {
      ...issue(4, 1, {
        category: 'Inverter alarm or error',
        description: 'The inverter beeps every night.\nThe screen shows E04.',
        photoCount: 2,
        engineer: { id: 9, firstname: 'Musa' },
      }),
      photos: [PHOTO, PHOTO],
      history: [
        { issueStatus: 0, statusText: 'Open', note: 'Issue reported', by: 'You', date: '2030-02-27T09:00:00.000Z' },
        {
          issueStatus: 0,
          statusText: 'Open',
          note: 'Assigned to Musa',
          by: 'Bola, Imole support',
          date: '2030-02-27T11:00:00.000Z',
        },
        {
          issueStatus: 1,
          statusText: 'Resolved',
          note: 'We replaced the battery fuse. Call us if the beeping comes back.',
          by: 'Musa, Imole support',
          date: '2030-02-28T15:30:00.000Z',
        },
      ],
      ...overrides,
    },
  };
}

export function notification(id: number, overrides: Partial<AppNotification> = {}): AppNotification {
  return {
    id,
    event: 'payment-received',
    title: 'Payment received',
    body: 'We received ₦150,000.00. Thank you.',
    link: '/payment-history',
    isRead: false,
    dateCreated: '2030-03-01T07:00:00.000Z',
    ...overrides,
  };
}

export function checkupRequest(
  code: CheckupRequestView['monitoringScheduleCode'],
  installationStatus = 4,
): CheckupRequestView {
  return {
    quoteRequest: { id: 11, quoteRequestStatus: 4, address: '5 Bode Thomas Street, Surulere', state: 'Lagos' },
    quote: { id: 21, installationStatus, productName: 'Solar Home 3.5kVA' },
    monitoringScheduleCode: code,
  };
}

export const dueCode = { scheduleCode: 'MC-7K2P9Q', hasActiveMonitoringSchedule: true, monitoringScheduleId: 3 };
export const noCheckCode = { scheduleCode: null, hasActiveMonitoringSchedule: false, monitoringScheduleId: null };

export function maintenanceCheck(overrides: Partial<MaintenanceCheck> = {}): { data: MaintenanceCheck } {
  return {
    data: {
      id: 3,
      scheduleCode: 'MC-7K2P9Q',
      quoteRequestId: 11,
      dueDate: '2030-03-01',
      status: 0,
      statusText: 'Due',
      customer: {
        firstname: 'Ada',
        lastname: 'Obi',
        phoneNumber: '08030000000',
        address: '5 Bode Thomas Street, Surulere',
        state: 'Lagos',
      },
      productName: 'Solar Home 3.5kVA',
      engineer: { id: 9, firstname: 'Musa' },
      imageCount: 0,
      closedAt: null,
      images: [],
      note: '',
      closedBy: null,
      ...overrides,
    },
  };
}

/** A closed check as the customer's list answers it. */
export function closedCheck(id: number, overrides: Partial<CustomerCheck> = {}): CustomerCheck {
  const { images: _images, ...summary } = maintenanceCheck({
    id,
    scheduleCode: `MC-DONE0${id}`,
    status: 2,
    statusText: 'Closed',
    dueDate: '2029-09-01',
    imageCount: 1,
    closedAt: '2029-09-02T10:30:00.000Z',
    note: 'Cleaned the panels; batteries at 98%.',
    closedBy: 'Musa',
  }).data;
  return { ...summary, ...overrides };
}

/** GetCustomerMonitoringSchedules: the customer's checks, one page. */
export function customerChecks(items: CustomerCheck[]) {
  return { data: items, pageIndex: 1, pageSize: 20, totalCount: items.length, totalPages: items.length ? 1 : 0 };
}
