import { useEffect } from 'react';
import { useSearchParams } from 'react-router';

// The share addresses of a memorial's parts (content §2.1) and the id prefix each part carries on the page.
const PARTS = [
  ['story', 'story'],
  ['img', 'img'],
  ['fact', 'fact'],
  ['link', 'link'],
] as const;

/**
 * On /memorial/{id}?story={id} (or img, fact, link), brings that part into view once the page is drawn,
 * marks it and gives it focus, so a shared link lands where the sender meant.
 */
export function useElementInView(ready: boolean) {
  const [params] = useSearchParams();
  const wanted =
    PARTS.map(([param, prefix]) => (params.get(param) ? `${prefix}-${params.get(param)}` : null)).find(Boolean) ?? null;
  useEffect(() => {
    if (!ready || !wanted) return undefined;
    const el = document.getElementById(wanted);
    if (!el) return undefined;
    el.classList.add('memorial-anchor--linked');
    el.scrollIntoView({ block: 'center' });
    el.focus({ preventScroll: true });
    return () => el.classList.remove('memorial-anchor--linked');
  }, [ready, wanted]);
}
