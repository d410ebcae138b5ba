import { Avatar } from '../../../components/ui/avatar.tsx';
import { PhoneIcon } from '../../../components/ui/icons.tsx';
import { StarRating } from '../../../components/ui/star-rating.tsx';
import type { SupportStaffView } from '../api/get-quote-request.ts';

/** The assigned engineer, read-only (customer spec §1): first name, phone, photo and rating. */
export function EngineerCard({ engineer }: { engineer: SupportStaffView }) {
  const dial = `tel:${engineer.phone.replace(/[^\d+]/g, '')}`;
  return (
    <div className="flex flex-col gap-3 rounded-xl bg-ink-50 p-3">
      <div className="flex items-center gap-3">
        <Avatar person={{ firstname: engineer.firstname, lastname: '', image: engineer.image }} size="md" />
        <div className="min-w-0 flex-1">
          <p className="text-xs font-semibold tracking-wide text-ink-600 uppercase">Your engineer</p>
          <p className="truncate text-lg font-semibold" data-testid="engineer-name">
            {engineer.firstname}
          </p>
          <StarRating rating={engineer.rating} />
        </div>
      </div>
      <a
        href={dial}
        aria-label={`Call ${engineer.firstname} on ${engineer.phone}`}
        className="inline-flex min-h-11 items-center justify-center gap-2 rounded-xl border-2 border-ink-900 bg-white px-3 font-semibold"
      >
        <PhoneIcon className="size-4" />
        {engineer.phone}
      </a>
    </div>
  );
}
