import { useEffect } from 'react';

/** Sets the tab title (read first by screen readers after a navigation): "<page> · Imole". */
export function useDocumentTitle(title: string | undefined): void {
  useEffect(() => {
    if (title) document.title = `${title} · Imole`;
  }, [title]);
}
