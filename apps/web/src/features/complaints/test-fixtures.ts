/** Complaints and maintenance checks as the API answers them (docs/after-sale.md), for this feature's tests. */
import type { Complaint } from './api/get-complaint.ts';
import type { ComplaintCounts, ComplaintSummary } from './api/get-complaints.ts';
import type { Schedule } from './api/get-schedule.ts';
import type { ScheduleCounts, ScheduleSummary } from './api/get-schedules.ts';

const statusText = ['Open', 'Resolved', 'Closed'];

export function complaint(overrides: Partial<ComplaintSummary> = {}): ComplaintSummary {
  const issueStatus = overrides.issueStatus ?? 0;
  return {
    id: 5,
    category: 'No power at all',
    description: 'The inverter beeps three times and the house has no light since Monday evening.',
    issueStatus,
    statusText: statusText[issueStatus]!,
    dateCreated: new Date(Date.now() - 3 * 60 * 60 * 1000).toISOString(),
    dateModified: new Date(Date.now() - 3 * 60 * 60 * 1000).toISOString(),
    photoCount: 1,
    customer: { firstname: 'Ada', lastname: 'Okafor', phoneNumber: '08031234567' },
    engineer: null,
    ...overrides,
  };
}

/** A 1x1 PNG, as the API sends photos (data: URLs). */
export const PHOTO =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

export function complaintDetail(overrides: Partial<Complaint> = {}): Complaint {
  return {
    ...complaint(overrides),
    photos: [PHOTO],
    history: [
      {
        issueStatus: 0,
        statusText: 'Open',
        note: 'Issue reported',
        by: 'You',
        date: '2030-01-02T10:00:00.000Z',
      },
    ],
    ...overrides,
  };
}

export const complaintsPage = (
  data: ComplaintSummary[],
  counts: ComplaintCounts = { open: data.length, resolved: 0, closed: 0 },
  { pageIndex = 1, totalCount = data.length, totalPages = 1 } = {},
) => ({ data, pageIndex, pageSize: 20, totalCount, totalPages, counts });

export function schedule(overrides: Partial<ScheduleSummary> = {}): ScheduleSummary {
  const status = overrides.status ?? 0;
  return {
    id: 9,
    scheduleCode: 'MC-7K2P9Q',
    quoteRequestId: 31,
    dueDate: '2030-03-05',
    status,
    statusText: ['Due', 'Upcoming', 'Closed'][status]!,
    customer: {
      firstname: 'Bola',
      lastname: 'Adeyemi',
      phoneNumber: '08059876543',
      address: '14 Admiralty Way, Lekki Phase 1',
      state: 'Lagos',
    },
    productName: 'Solar Home 3.5kVA',
    engineer: { id: 4, firstname: 'Emeka' },
    imageCount: 0,
    closedAt: null,
    ...overrides,
  };
}

export function scheduleDetail(overrides: Partial<Schedule> = {}): Schedule {
  return { ...schedule(overrides), images: [], note: '', closedBy: null, ...overrides };
}

export const schedulesPage = (
  data: ScheduleSummary[],
  counts: ScheduleCounts = { due: data.length, upcoming: 0, closed: 0 },
  { pageIndex = 1, totalCount = data.length, totalPages = 1 } = {},
) => ({ data, pageIndex, pageSize: 20, totalCount, totalPages, counts });

export const engineers = [
  { id: 4, firstname: 'Emeka', lastname: 'Eze', phoneNumber: '0802', image: null, rating: 4.5, openInstallations: 2 },
  { id: 6, firstname: 'Ngozi', lastname: 'Ibe', phoneNumber: '0803', image: null, rating: null, openInstallations: 0 },
];
