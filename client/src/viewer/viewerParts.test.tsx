import { jest } from '@jest/globals';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { Coachmarks, COACHMARKS_KEY, coachmarksSeen } from './Coachmarks';
import { FindBar } from './FindBar';
import { ShortcutsDialog } from './ShortcutsDialog';
import { ViewerFooter } from './ViewerFooter';
import { ViewerTools, type ToolAction } from './ViewerTools';
import { browseStateAt } from './ViewerTopBar';

const findBar = (over: Partial<Parameters<typeof FindBar>[0]> = {}) => {
  const onStep = jest.fn<(d: 1 | -1) => void>();
  const props = {
    text: 'whitcomb',
    onText: jest.fn<(t: string) => void>(),
    total: 3 as number | null,
    current: 0,
    onStep,
    onClose: jest.fn<() => void>(),
    error: null as string | null,
    focusKey: 0,
    ...over,
  };
  return { props, onStep, ...render(<FindBar {...props} />) };
};

describe('FindBar', () => {
  test('says which hit of how many, and steps with the buttons and Enter', () => {
    const { onStep } = findBar({ current: 1 });
    expect(screen.getByText('2 of 3')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next match' }));
    fireEvent.click(screen.getByRole('button', { name: 'Previous match' }));
    fireEvent.keyDown(screen.getByRole('searchbox'), { key: 'Enter' });
    fireEvent.keyDown(screen.getByRole('searchbox'), { key: 'Enter', shiftKey: true });
    expect(onStep.mock.calls).toEqual([[1], [-1], [1], [-1]]);
  });

  test('no hit says so and the steps are off; the page is searched once typing pauses', () => {
    jest.useFakeTimers();
    const { props } = findBar({ total: 0 });
    expect(screen.getByText('No matches')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Next match' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'josiah' } });
    expect(props.onText).not.toHaveBeenCalled();
    act(() => {
      jest.advanceTimersByTime(300);
    });
    expect(props.onText).toHaveBeenCalledWith('josiah');
    jest.useRealTimers();
  });

  test('Escape closes it; a refusal is shown instead of the count', () => {
    const { props } = findBar({ error: 'Find is not available for this page.' });
    expect(screen.getByText('Find is not available for this page.')).toBeTruthy();
    fireEvent.keyDown(screen.getByRole('searchbox'), { key: 'Escape' });
    expect(props.onClose).toHaveBeenCalled();
  });
});

describe('ViewerTools', () => {
  const tools = (over: Partial<Parameters<typeof ViewerTools>[0]> = {}) => {
    const onAction = jest.fn<(action: ToolAction) => void>();
    render(
      <ViewerTools
        imageId={101}
        canAnnotate
        canDownload
        canPrint
        adminHref={null}
        helpShown={false}
        onAction={onAction}
        {...over}
      />,
    );
    return onAction;
  };

  test('Tag Image opens the gallery in a new tab; the more menu holds the spec items', () => {
    const onAction = tools();
    const tag = screen.getAllByRole('link', { name: 'Tag Image' })[0]!;
    expect(tag.getAttribute('href')).toBe('/gallery/recent?objectId=101&contentType=IMAGE');
    expect(tag.getAttribute('target')).toBe('_blank');
    fireEvent.click(screen.getByRole('button', { name: 'More ▾' }));
    expect(screen.getAllByRole('menuitem').map((m) => m.textContent)).toEqual([
      'Tag Image',
      'Annotate',
      'Find in image',
      'Download',
      'Print',
      'Add to Memorial…',
      'Share',
    ]);
    fireEvent.click(screen.getByRole('menuitem', { name: 'Share' }));
    expect(onAction).toHaveBeenCalledWith('share');
    expect(screen.queryByRole('menu')).toBeNull();
  });

  test('no Annotate without contributions, no Download or Print when the publication forbids them; Manage only with an admin link', () => {
    tools({ canAnnotate: false, canDownload: false, canPrint: false, adminHref: '/admin/image/101' });
    expect(screen.queryByRole('button', { name: 'Annotate' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'More ▾' }));
    expect(screen.getAllByRole('menuitem').map((m) => m.textContent)).toEqual([
      'Tag Image',
      'Find in image',
      'Add to Memorial…',
      'Share',
      'Manage this image',
    ]);
  });
});

describe('ShortcutsDialog and footer', () => {
  test("the dialog is 'Fold3 Viewer Shortcuts' with the platform's keys", () => {
    render(<ShortcutsDialog mac={false} onClose={() => undefined} />);
    expect(screen.getByRole('dialog', { name: 'Fold3 Viewer Shortcuts' })).toBeTruthy();
    expect(screen.getByRole('row', { name: /Print/ }).textContent).toContain('Ctrl + Shift + P');
  });

  test('the footer offers the shortcuts, a report and the copyright year', () => {
    const onShortcuts = jest.fn<() => void>();
    render(<ViewerFooter onShortcuts={onShortcuts} onReport={() => undefined} />);
    fireEvent.click(screen.getByRole('button', { name: 'See Keyboard Shortcuts' }));
    expect(onShortcuts).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Report an Issue' })).toBeTruthy();
    expect(screen.getByText(`© ${new Date().getFullYear()} Muster`)).toBeTruthy();
  });
});

describe('Coachmarks', () => {
  test('shown until dismissed, then remembered', () => {
    localStorage.clear();
    expect(coachmarksSeen()).toBe(false);
    const onClose = jest.fn<() => void>();
    render(<Coachmarks onClose={onClose} />);
    fireEvent.click(screen.getByRole('button', { name: 'Got it' }));
    expect(onClose).toHaveBeenCalled();
    expect(coachmarksSeen()).toBe(true);
    expect(JSON.parse(localStorage.getItem(COACHMARKS_KEY)!)).toMatchObject({
      value: true,
      expiration: expect.any(Number),
    });
  });
});

describe('the breadcrumb opens the browse tool where the page sits', () => {
  test('publication, then each browse level selected, and the next level open', () => {
    const state = browseStateAt({ publicationId: 3, title: 'WWI Draft Cards' }, [
      { label: 'WWI Draft Cards', value: '3' },
      { label: 'Ohio', value: 'Ohio' },
      { label: 'Franklin', value: 'Franklin' },
    ]);
    expect(state.columns.map((c) => [c.selectedValue, c.selectedLabel])).toEqual([
      ['3', 'WWI Draft Cards'],
      ['Ohio', 'Ohio'],
      ['Franklin', 'Franklin'],
      [null, null],
    ]);
  });
});
