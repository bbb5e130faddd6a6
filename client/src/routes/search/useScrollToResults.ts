import { type RefObject, useEffect, useRef } from 'react';

/** Next, Previous or a page number lands on the top of the new page's results, not at the pager at its foot. */
export function useScrollToResultsOnPaging(offset: number, results: RefObject<HTMLElement | null>) {
  const shown = useRef(offset);
  useEffect(() => {
    if (shown.current === offset) return;
    shown.current = offset;
    const top = results.current;
    if (!top) return;
    top.focus({ preventScroll: true });
    if (top.getBoundingClientRect().top < 0) top.scrollIntoView({ block: 'start' });
  }, [offset, results]);
}
