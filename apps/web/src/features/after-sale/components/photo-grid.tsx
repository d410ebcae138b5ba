import { useState } from 'react';
import { DetailSection } from '../../../components/ui/details.tsx';
import { Modal } from '../../../components/ui/modal.tsx';

/** Photos as small squares, three to a row; tapping one opens it larger (an issue's photos, a check's photos). */
export function PhotoGrid({ title, photos }: { title: string; photos: string[] }) {
  const [shown, setShown] = useState<number | null>(null);
  const label = (index: number) => `Photo ${index + 1} of ${photos.length}`;
  return (
    <DetailSection title={title}>
      <ul className="grid grid-cols-3 gap-2">
        {photos.map((photo, index) => (
          <li key={index}>
            <button
              type="button"
              onClick={() => setShown(index)}
              className="block aspect-square w-full overflow-hidden rounded-xl border border-ink-200 bg-ink-100"
            >
              <img src={photo} alt={`${label(index)}, open it larger`} className="size-full object-cover" />
            </button>
          </li>
        ))}
      </ul>
      <Modal open={shown !== null} onClose={() => setShown(null)} title={shown === null ? 'Photo' : label(shown)}>
        {shown !== null && (
          <img src={photos[shown]} alt={label(shown)} className="max-h-[70vh] w-full rounded-xl object-contain" />
        )}
      </Modal>
    </DetailSection>
  );
}
