import { useState } from 'react';
import { Modal } from '../../../components/ui/modal.tsx';

/**
 * Photos as a grid of thumbnails; a tap opens one large in a dialog, with Previous and Next when there are several.
 * The photos are data: URLs the API sends with the record, so nothing more is downloaded to view them large.
 */
export function PhotoGallery({ photos, label }: { photos: string[]; label: string }) {
  const [open, setOpen] = useState<number | null>(null);
  const count = photos.length;
  return (
    <>
      <ul className="grid grid-cols-3 gap-2">
        {photos.map((src, index) => (
          <li key={index}>
            <button
              type="button"
              onClick={() => setOpen(index)}
              className="block aspect-square w-full overflow-hidden rounded-xl border border-ink-200 bg-ink-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ink-900"
              aria-label={`View ${label} ${index + 1} of ${count} large`}
            >
              <img src={src} alt="" className="size-full object-cover" loading="lazy" decoding="async" />
            </button>
          </li>
        ))}
      </ul>
      <Modal
        open={open !== null}
        onClose={() => setOpen(null)}
        title={`${label.charAt(0).toUpperCase()}${label.slice(1)} ${(open ?? 0) + 1} of ${count}`}
      >
        {open !== null && (
          <div className="flex flex-col gap-3">
            <img
              src={photos[open]}
              alt={`${label} ${open + 1} of ${count}`}
              className="max-h-[70vh] w-full rounded-xl bg-ink-100 object-contain"
            />
            {count > 1 && (
              <div className="grid grid-cols-2 gap-2">
                <button
                  type="button"
                  disabled={open === 0}
                  onClick={() => setOpen(open - 1)}
                  className="min-h-11 rounded-xl border-2 border-ink-900 font-semibold disabled:opacity-40"
                >
                  Previous
                </button>
                <button
                  type="button"
                  disabled={open === count - 1}
                  onClick={() => setOpen(open + 1)}
                  className="min-h-11 rounded-xl border-2 border-ink-900 font-semibold disabled:opacity-40"
                >
                  Next
                </button>
              </div>
            )}
          </div>
        )}
      </Modal>
    </>
  );
}
