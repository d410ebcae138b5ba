import { savedAtText, useOnline } from '../lib/offline/network.ts';
import { useShownCopyTime } from '../lib/offline/saved-responses.ts';
import { applyUpdate, useUpdateWaiting } from '../lib/offline/update-state.ts';

/**
 * Above every page (docs/offline.md): no connection, and whether what is on screen is the saved copy and from when
 * ("You are offline — showing what you saw at 14:05", Lagos time); or, online, a saved copy shown because Imole did
 * not answer. Nothing when everything on screen is fresh.
 */
export function OfflineBanner() {
  const online = useOnline();
  const savedAt = useShownCopyTime();
  if (online && savedAt === null) return null;
  const lead = online ? 'We could not reach Imole' : 'You are offline';
  return (
    <div role="status" className="bg-ink-900 px-4 py-2 text-center text-sm font-medium text-white">
      {savedAt === null ? (
        <p>{lead}. Pages you have not opened yet need a connection.</p>
      ) : (
        <p>
          {lead} — showing what you saw at <span data-testid="saved-at">{savedAtText(savedAt)}</span>
        </p>
      )}
    </div>
  );
}

/** A new version has installed and waits: one tap lets it take over and reloads the page. */
export function UpdateBanner() {
  const waiting = useUpdateWaiting();
  if (!waiting) return null;
  return (
    <div className="border-b border-brand-600/40 bg-brand-50 px-4 py-1.5 text-center">
      <button
        type="button"
        onClick={applyUpdate}
        className="min-h-11 w-full rounded-lg text-sm font-semibold text-brand-900 underline underline-offset-2"
      >
        Update available — reload
      </button>
    </div>
  );
}
