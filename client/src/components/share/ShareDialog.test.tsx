import { jest } from '@jest/globals';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { ShareButton } from './ShareButton';
import { ShareDialog } from './ShareDialog';

const pressed = () => screen.getAllByRole('button', { pressed: true }).map((b) => b.textContent);

describe('ShareDialog (accounts spec §2, content spec §2.5)', () => {
  let open: jest.Mock<(...args: unknown[]) => Window | null>;
  let popups: { closed: boolean; close: jest.Mock; opener: unknown }[];
  beforeEach(() => {
    popups = [];
    open = jest.fn(() => {
      const popup = {
        closed: false,
        close: jest.fn(() => {
          popup.closed = true;
        }),
        opener: window,
      };
      popups.push(popup);
      return popup as unknown as Window;
    });
    window.open = open as unknown as typeof window.open;
  });

  it.each([
    ['STORY_PAGE', 'Share this Memorial'],
    ['INDEX_RECORD', 'Share this Index Record'],
    ['REGIMENT', 'Share this Regiment'],
    ['STORY_PAGE_STORY', 'Share this Memorial Story'],
  ])('is titled for a %s: %s', (type, title) => {
    render(<ShareDialog contentType={type} id={5} parentId={2} onClose={() => {}} />);
    expect(screen.getByRole('dialog', { name: title })).toBeTruthy();
  });

  it('starts on Link with the full page address and copies it', async () => {
    const writeText = jest.fn(async (_text: string) => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    render(<ShareDialog contentType="STORY_PAGE_FACT" id={4} parentId={12} onClose={() => {}} />);
    expect(pressed()).toEqual(['Link']);
    const address = screen.getByRole('textbox', { name: 'Page address' }) as HTMLInputElement;
    expect(address.value).toBe(`${window.location.origin}/memorial/12?fact=4`);
    expect(screen.getByRole('status').textContent).toBe('');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Copy' })));
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/memorial/12?fact=4`);
    expect(screen.getByRole('status').textContent).toBe('Copied to clipboard.');
  });

  it('says when copying fails', async () => {
    Object.defineProperty(navigator, 'clipboard', {
      value: {
        writeText: async () => {
          throw new Error('denied');
        },
      },
      configurable: true,
    });
    render(<ShareDialog contentType="IMAGE" id={1} onClose={() => {}} />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Copy' })));
    expect(screen.getByRole('status').textContent).toMatch(/Could not copy/);
  });

  it('opens a 640 by 480 FOLD3SHARE pop-up per network, closing the one before', () => {
    render(<ShareDialog contentType="INDEX_RECORD" id={77} onClose={() => {}} />);
    const page = encodeURIComponent(`${window.location.origin}/record/77`);
    fireEvent.click(screen.getByRole('button', { name: 'Facebook' }));
    expect(open).toHaveBeenLastCalledWith(
      `https://www.facebook.com/sharer/sharer.php?u=${page}`,
      'FOLD3SHARE',
      expect.stringMatching(/width=640,height=480/),
    );
    expect(pressed()).toEqual(['Facebook']);
    expect(screen.queryByRole('textbox')).toBeNull();
    // The handle stays whole (its opener kept), or the browser would refuse to close it below.
    expect(popups[0].opener).toBe(window);

    fireEvent.click(screen.getByRole('button', { name: 'X (Twitter)' }));
    expect(popups[0].close).toHaveBeenCalled();
    expect(open).toHaveBeenLastCalledWith(
      `https://twitter.com/intent/tweet?url=${page}`,
      'FOLD3SHARE',
      expect.stringMatching(/width=640,height=480/),
    );
    expect(pressed()).toEqual(['X (Twitter)']);
  });

  it('deselects the chosen option when clicked again, and reselects', () => {
    render(<ShareDialog contentType="BATTLE" id={3} onClose={() => {}} />);
    fireEvent.click(screen.getByRole('button', { name: 'Link' }));
    expect(screen.queryAllByRole('button', { pressed: true })).toEqual([]);
    expect(screen.queryByRole('textbox')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Link' }));
    expect(pressed()).toEqual(['Link']);
    expect(open).not.toHaveBeenCalled();
  });

  it('offers nothing for an unsupported type, with a warning', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    render(<ShareDialog contentType="FILE" id={3} onClose={() => {}} />);
    expect(screen.getByRole('dialog').textContent).toContain('cannot be shared');
    expect(screen.queryByRole('button', { name: 'Link' })).toBeNull();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('FILE is not a supported type'));
    warn.mockRestore();
  });

  it('opens from the Share button and closes back to it, starting on Link again', () => {
    render(<ShareButton contentType="STORY_PAGE" id={5} />);
    const button = screen.getByRole('button', { name: 'Share' });
    button.focus();
    fireEvent.click(button);
    fireEvent.click(screen.getByRole('button', { name: 'Facebook' }));
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(button);
    fireEvent.click(button);
    expect(pressed()).toEqual(['Link']);
  });
});
