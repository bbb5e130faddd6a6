import { useEffect } from 'react';

/** Sets the browser tab's title to "{title} | Muster". */
export function useDocumentTitle(title: string | null | undefined) {
  useEffect(() => {
    document.title = title ? `${title} | Muster` : 'Muster';
  }, [title]);
}
