/** Every request tracks NORMAL, LOADING, SUCCESS or ERROR; buttons show the same four states (staff spec §4). */
export const RequestStatus = {
  NORMAL: 'NORMAL',
  LOADING: 'LOADING',
  SUCCESS: 'SUCCESS',
  ERROR: 'ERROR',
} as const;
export type RequestStatus = (typeof RequestStatus)[keyof typeof RequestStatus];

/** TanStack Query's mutation/query status in the spec's words: `<Button state={requestStatusOf(mutation.status)}>`. */
export function requestStatusOf(status: 'idle' | 'pending' | 'success' | 'error'): RequestStatus {
  switch (status) {
    case 'idle':
      return RequestStatus.NORMAL;
    case 'pending':
      return RequestStatus.LOADING;
    case 'success':
      return RequestStatus.SUCCESS;
    case 'error':
      return RequestStatus.ERROR;
  }
}
