import { useEffect, useRef, useState } from 'react';

export type ToolAction =
  'tag' | 'annotate' | 'find' | 'download' | 'print' | 'addToMemorial' | 'share' | 'help' | 'manage';

interface Props {
  imageId: number;
  canAnnotate: boolean;
  /** False when the publication does not allow downloads (the item is hidden). */
  canDownload: boolean;
  canPrint: boolean;
  /** The admin link (`Image.adminLink`), supplied only to staff who manage images: 'Manage this image' shows then. */
  adminHref: string | null;
  helpShown: boolean;
  onAction: (action: ToolAction) => void;
}

/**
 * The viewer's tools (content §2.4): Tag Image, Annotate (when contributions are allowed), the more menu (Find in
 * image, Download, Print, Add to Memorial…, Share, Manage this image) and Help. On a phone Tag Image and Annotate
 * move into the more menu (CSS hides the bar's copies).
 */
export function ViewerTools({ imageId, canAnnotate, canDownload, canPrint, adminHref, helpShown, onAction }: Props) {
  const [open, setOpen] = useState(false);
  const menu = useRef<HTMLDivElement>(null);
  const moreButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!open) return undefined;
    const close = (e: MouseEvent | KeyboardEvent) => {
      if (e instanceof KeyboardEvent ? e.key === 'Escape' : !menu.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', close);
    document.addEventListener('keydown', close);
    return () => {
      document.removeEventListener('mousedown', close);
      document.removeEventListener('keydown', close);
    };
  }, [open]);
  const act = (action: ToolAction) => (e: React.MouseEvent) => {
    // The menu's item goes with the menu: a dialog it opens gives the focus back to More, which opened it.
    if (menu.current?.contains(e.currentTarget)) moreButton.current?.focus();
    setOpen(false);
    onAction(action);
  };
  const tagHref = `/gallery/recent?objectId=${imageId}&contentType=IMAGE`;
  return (
    <div className="viewer-tools" role="toolbar" aria-label="Tools">
      <a className="viewer-tools__item viewer-tools__wide" href={tagHref} target="_blank" rel="noopener">
        Tag Image
      </a>
      {canAnnotate && (
        <button type="button" className="viewer-tools__item viewer-tools__wide" onClick={act('annotate')}>
          Annotate
        </button>
      )}
      <div className="viewer-tools__more" ref={menu}>
        <button
          ref={moreButton}
          type="button"
          className="viewer-tools__item"
          aria-haspopup="menu"
          aria-expanded={open}
          onClick={() => setOpen(!open)}
        >
          More ▾
        </button>
        {open && (
          <ul className="viewer-tools__menu" role="menu">
            <li role="none" className="viewer-tools__narrow">
              <a role="menuitem" href={tagHref} target="_blank" rel="noopener" onClick={() => setOpen(false)}>
                Tag Image
              </a>
            </li>
            {canAnnotate && (
              <li role="none" className="viewer-tools__narrow">
                <button type="button" role="menuitem" onClick={act('annotate')}>
                  Annotate
                </button>
              </li>
            )}
            <li role="none">
              <button type="button" role="menuitem" onClick={act('find')}>
                Find in image
              </button>
            </li>
            {canDownload && (
              <li role="none">
                <button type="button" role="menuitem" onClick={act('download')}>
                  Download
                </button>
              </li>
            )}
            {canPrint && (
              <li role="none">
                <button type="button" role="menuitem" onClick={act('print')}>
                  Print
                </button>
              </li>
            )}
            <li role="none">
              <button type="button" role="menuitem" onClick={act('addToMemorial')}>
                Add to Memorial…
              </button>
            </li>
            <li role="none">
              <button type="button" role="menuitem" onClick={act('share')}>
                Share
              </button>
            </li>
            {adminHref && (
              <li role="none">
                <a
                  role="menuitem"
                  href={adminHref}
                  onClick={(e) => {
                    e.preventDefault();
                    act('manage')(e);
                  }}
                >
                  Manage this image
                </a>
              </li>
            )}
          </ul>
        )}
      </div>
      <button type="button" className="viewer-tools__item" aria-pressed={helpShown} onClick={act('help')}>
        Help
      </button>
    </div>
  );
}
