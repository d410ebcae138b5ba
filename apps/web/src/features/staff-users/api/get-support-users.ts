import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { SessionUser } from '@imole/domain/session';
import { api } from '../../../lib/api-client.ts';

/**
 * One status per person, decided by the server (docs/staff.md "Staff members and their status"): `active` can log in;
 * `invited` was invited by an administrator and has not set a password yet; `waiting` signed up and waits for an
 * administrator; `deactivated` was switched off by one.
 */
export type StaffStatus = 'active' | 'invited' | 'waiting' | 'deactivated';

/** A staff member as GET ClientUser/GetSupportUsers lists them (the session user's fields and their status). */
export type StaffUser = SessionUser & { staffStatus: StaffStatus };

export interface StaffPage {
  data: StaffUser[];
  pageIndex: number;
  pageSize: number;
  totalCount: number;
  totalPages: number;
}

export type StaffFilter = 'all' | 'waiting';

/** Staff spec §9: staff lists use pages of 20. */
export const STAFF_PAGE_SIZE = 20;

export async function getSupportUsers(filter: StaffFilter, pageIndex: number): Promise<StaffPage> {
  const { data, pageSize, totalCount, totalPages } = await api.get<StaffPage>('ClientUser/GetSupportUsers', {
    query: {
      PageIndex: pageIndex,
      PageSize: STAFF_PAGE_SIZE,
      // Everyone who cannot log in yet and waits: for an administrator, or to set the invitation's password.
      Waiting: filter === 'waiting' ? true : undefined,
    },
  });
  return { data, pageIndex, pageSize, totalCount, totalPages };
}

export const supportUsersQueryKey = ['staff-users', 'list'] as const;

export const supportUsersQueryOptions = (filter: StaffFilter) =>
  infiniteQueryOptions({
    queryKey: [...supportUsersQueryKey, filter],
    queryFn: ({ pageParam }) => getSupportUsers(filter, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.pageIndex < last.totalPages ? last.pageIndex + 1 : undefined),
    // Activation is the point of this page: show who is waiting now, not a minute ago.
    staleTime: 0,
  });

/** "Show more" loads the next page of 20. */
export function useSupportUsers(filter: StaffFilter) {
  return useInfiniteQuery(supportUsersQueryOptions(filter));
}
