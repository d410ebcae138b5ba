import { countOf, formatDateDDMMYY, relativeTime } from '@imole/domain/format';
import { Link } from 'react-router';
import { Avatar } from './avatar.tsx';
import { ChevronRightIcon } from './icons.tsx';
import { StarRating } from './star-rating.tsx';

/** One card of the staff board and of an engineer's installations (staff spec §2, docs/staff.md "The board"). */
export interface StaffRequestCardItem {
  quoteRequest: {
    id: number;
    quoteRequestStatus: number;
    referenceNo: string;
    noOfBedrooms: number;
    noOfLights: number;
    noOfFan: number;
    noOfTv: number;
    address: string;
    state: string;
    dateCreated: string;
  };
  clientUser: { firstname: string; lastname: string; email: string; phoneNumber: string; image: string | null };
  quote: {
    id: number;
    dateCreated: string;
    quoteStatus: number;
    installationStatus: number;
    installationCompletionDate: string | null;
  } | null;
  supportStaff: { firstname: string; image: string | null; rating: number | null } | null;
}

/** "2 bedrooms · 6 bulbs · 2 fans · 1 TV": the power need at a glance (0 for a package or components request). */
export function powerNeedSummary(request: StaffRequestCardItem['quoteRequest']): string {
  const parts = [
    request.noOfBedrooms > 0 ? countOf(request.noOfBedrooms, 'bedroom') : null,
    request.noOfLights > 0 ? countOf(request.noOfLights, 'bulb') : null,
    request.noOfFan > 0 ? countOf(request.noOfFan, 'fan') : null,
    request.noOfTv > 0 ? countOf(request.noOfTv, 'TV') : null,
  ].filter(Boolean);
  return parts.join(' · ');
}

interface StaffRequestCardProps {
  item: StaffRequestCardItem;
  /** Read once by the list, so every card's "2 hours ago" agrees. */
  now: Date;
  /** The Completed tab shows the completion date (DD-MM-YY). */
  showCompletedDate?: boolean;
  /** Where the card leads; the request detail by default. */
  to?: string;
  /** The engineer's name, photo and rating (not on the engineer's own list, where it is always them). */
  showEngineer?: boolean;
}

/**
 * The whole card is one link (a phone number inside would be a link in a link): client name with the 'New' badge at
 * quoteRequestStatus 0, phone, e-mail, address and state, the power need, the reference and relative time, the completed
 * date, and the engineer's first name, photo and rating when one is assigned.
 */
export function StaffRequestCard({
  item,
  now,
  showCompletedDate = false,
  to,
  showEngineer = true,
}: StaffRequestCardProps) {
  const { quoteRequest: request, clientUser: client, quote, supportStaff: engineer } = item;
  const name = `${client.firstname} ${client.lastname}`.trim();
  const need = powerNeedSummary(request);
  const completed = quote?.installationCompletionDate ?? null;
  return (
    <Link
      to={to ?? `/request-detail/${request.id}`}
      className="flex flex-col gap-2 rounded-2xl border border-ink-200 bg-white p-4 shadow-sm hover:border-ink-400 active:bg-ink-50"
      data-testid="request-card"
    >
      <div className="flex items-start gap-3">
        <Avatar person={client} />
        <div className="min-w-0 flex-1">
          <div className="flex items-center gap-2">
            <h3 className="truncate text-base font-semibold">{name}</h3>
            {request.quoteRequestStatus === 0 && (
              <span className="shrink-0 rounded-full bg-brand-400 px-2 py-0.5 text-xs font-bold text-ink-900">New</span>
            )}
          </div>
          <p className="text-sm text-ink-700">{client.phoneNumber}</p>
          <p className="text-sm break-all text-ink-700">{client.email}</p>
        </div>
        <ChevronRightIcon className="mt-2 size-5 shrink-0 text-ink-500" />
      </div>
      <p className="text-sm text-ink-800">
        {request.address}, <span className="font-medium">{request.state}</span>
      </p>
      {need && <p className="text-sm text-ink-700">{need}</p>}
      <p className="flex flex-wrap items-center gap-x-2 text-sm text-ink-600">
        <span className="font-mono text-ink-700">{request.referenceNo}</span>
        <span aria-hidden="true">·</span>
        <time dateTime={request.dateCreated}>{relativeTime(request.dateCreated, now)}</time>
      </p>
      {showCompletedDate && completed && (
        <p className="text-sm font-medium text-success-800">
          Completed <time dateTime={completed}>{formatDateDDMMYY(completed)}</time>
        </p>
      )}
      {showEngineer && engineer && (
        <div className="mt-1 flex items-center gap-2 border-t border-ink-200 pt-3">
          <Avatar person={{ firstname: engineer.firstname, lastname: '', image: engineer.image }} />
          <div className="min-w-0 flex-1">
            <p className="truncate text-sm">
              <span className="text-ink-600">Engineer </span>
              <span className="font-semibold">{engineer.firstname}</span>
            </p>
            <StarRating rating={engineer.rating} />
          </div>
        </div>
      )}
    </Link>
  );
}
