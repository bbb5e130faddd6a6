/** The viewer's footer (content §2.4): the shortcuts, a way to report a problem with the page, the copyright year. */
export function ViewerFooter({ onShortcuts, onReport }: { onShortcuts: () => void; onReport: () => void }) {
  return (
    <footer className="viewer-footer">
      <button type="button" className="link-button" onClick={onShortcuts}>
        See Keyboard Shortcuts
      </button>
      <button type="button" className="link-button" onClick={onReport}>
        Report an Issue
      </button>
      <span>© {new Date().getFullYear()} Muster</span>
    </footer>
  );
}
