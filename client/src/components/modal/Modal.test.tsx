import { fireEvent, render, screen } from '@testing-library/react';
import { StrictMode, useState } from 'react';
import { Modal } from './Modal';
import { ModalStackProvider } from './ModalStack';

/** A page with a button that opens dialog "First", which can open dialog "Second" on top of it. */
function Page() {
  const [open, setOpen] = useState<string[]>([]);
  const close = () => setOpen((o) => o.slice(0, -1));
  return (
    <>
      <button type="button" onClick={() => setOpen(['First'])}>
        Open
      </button>
      <input aria-label="Outside" />
      {open.includes('First') && (
        <Modal title="First" onClose={close}>
          <input aria-label="Name" />
          <button type="button" onClick={() => setOpen(['First', 'Second'])}>
            More
          </button>
        </Modal>
      )}
      {open.includes('Second') && (
        <Modal title="Second" onClose={close}>
          <button type="button" data-autofocus>
            OK
          </button>
        </Modal>
      )}
    </>
  );
}

function renderPage() {
  render(
    <StrictMode>
      <ModalStackProvider>
        <Page />
      </ModalStackProvider>
    </StrictMode>,
  );
  const opener = screen.getByRole('button', { name: 'Open' });
  opener.focus();
  fireEvent.click(opener);
  return opener;
}

const visibleDialogs = () =>
  screen.queryAllByRole('dialog').map((d) => d.getAttribute('aria-labelledby') && d.querySelector('h2')?.textContent);

describe('Modal (accounts spec §2 shared pieces, §4 stacking)', () => {
  it('opens with focus inside, named by its title', () => {
    renderPage();
    const dialog = screen.getByRole('dialog', { name: 'First' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.contains(document.activeElement)).toBe(true);
  });

  it.each([
    ['Escape', () => fireEvent.keyDown(document.activeElement!, { key: 'Escape' })],
    ['the close button', () => fireEvent.click(screen.getByRole('button', { name: 'Close' }))],
    [
      'a backdrop click',
      () => {
        const backdrop = screen.getByTestId('modal-backdrop');
        fireEvent.mouseDown(backdrop);
        fireEvent.click(backdrop);
      },
    ],
  ])('closes on %s and gives focus back to the opener', (_, close) => {
    const opener = renderPage();
    close();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('stays open on a click inside or a drag that ends on the backdrop', () => {
    renderPage();
    fireEvent.click(screen.getByRole('textbox', { name: 'Name' }));
    fireEvent.mouseDown(screen.getByRole('textbox', { name: 'Name' }));
    fireEvent.click(screen.getByTestId('modal-backdrop'));
    expect(screen.getByRole('dialog', { name: 'First' })).toBeTruthy();
  });

  it('keeps Tab and Shift+Tab inside', () => {
    renderPage();
    const close = screen.getByRole('button', { name: 'Close' });
    const more = screen.getByRole('button', { name: 'More' });
    more.focus();
    fireEvent.keyDown(more, { key: 'Tab' });
    expect(document.activeElement).toBe(close);
    fireEvent.keyDown(close, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(more);
  });

  it('pulls focus back when it lands outside', () => {
    renderPage();
    screen.getByRole('textbox', { name: 'Outside' }).focus();
    expect(screen.getByRole('dialog', { name: 'First' }).contains(document.activeElement)).toBe(true);
  });

  it('stacks: only the top dialog shows and hears Escape; each close returns focus one step', () => {
    const opener = renderPage();
    const more = screen.getByRole('button', { name: 'More' });
    more.focus();
    fireEvent.click(more);
    expect(visibleDialogs()).toEqual(['Second']);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'OK' }));

    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(visibleDialogs()).toEqual(['First']);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'More' }));

    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(visibleDialogs()).toEqual([]);
    expect(document.activeElement).toBe(opener);
  });

  it('works without a provider, as a stack of one', () => {
    function Lone() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            Open
          </button>
          {open && (
            <Modal title="Alone" onClose={() => setOpen(false)}>
              Hi
            </Modal>
          )}
        </>
      );
    }
    render(<Lone />);
    const opener = screen.getByRole('button', { name: 'Open' });
    opener.focus();
    fireEvent.click(opener);
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });
});
