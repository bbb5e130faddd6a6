import { isMacPlatform, shortcutFor, shortcutList, type KeyPress } from './shortcuts';

const press = (key: string, mods: Partial<Omit<KeyPress, 'key'>> = {}): KeyPress => ({
  key,
  ctrlKey: false,
  metaKey: false,
  shiftKey: false,
  altKey: false,
  ...mods,
});
const ctrl = { ctrlKey: true };
const cmd = { metaKey: true };

describe('viewer shortcuts (content §2.4)', () => {
  test.each([
    // [key press, on a Mac, elsewhere]
    [press('ArrowRight', ctrl), null, 'nextPage'],
    [press('ArrowRight', cmd), 'nextPage', null],
    [press('ArrowLeft', ctrl), null, 'previousPage'],
    [press('ArrowLeft', cmd), 'previousPage', null],
    [press('+', { ctrlKey: true, shiftKey: true }), null, 'zoomIn'],
    [press('=', ctrl), null, 'zoomIn'],
    [press('=', cmd), 'zoomIn', null],
    [press('-', ctrl), null, 'zoomOut'],
    [press('-', cmd), 'zoomOut', null],
    [press('p', cmd), 'print', null],
    [press('p', ctrl), null, null],
    [press('P', { ctrlKey: true, shiftKey: true }), null, 'print'],
    [press('P', { metaKey: true, shiftKey: true }), null, null],
    [press('s', ctrl), null, 'download'],
    [press('s', cmd), 'download', null],
    [press('a', ctrl), null, 'addToMemorial'],
    [press('a', cmd), 'addToMemorial', null],
    [press('f', ctrl), null, 'find'],
    [press('F', cmd), 'find', null],
    [press('z'), 'zoomFit', 'zoomFit'],
    [press('Z'), 'zoomFit', 'zoomFit'],
    [press('a'), 'annotate', 'annotate'],
    [press('i'), 'toggleInfo', 'toggleInfo'],
    [press('f'), 'toggleFilmstrip', 'toggleFilmstrip'],
    [press('?', { shiftKey: true }), 'help', 'help'],
    [press('z', { altKey: true }), null, null],
    [press('ArrowRight'), null, null],
    [press('ArrowRight', { ctrlKey: true, metaKey: true }), null, null],
    [press('x', ctrl), null, null],
    [press('s', { ctrlKey: true, shiftKey: true }), null, null],
  ] as const)('%o: mac %s, other %s', (e, mac, other) => {
    expect(shortcutFor(e, true)).toBe(mac);
    expect(shortcutFor(e, false)).toBe(other);
  });

  test('in a text field only find, print and download apply', () => {
    expect(shortcutFor(press('f', ctrl), false, true)).toBe('find');
    expect(shortcutFor(press('s', ctrl), false, true)).toBe('download');
    expect(shortcutFor(press('P', { ctrlKey: true, shiftKey: true }), false, true)).toBe('print');
    expect(shortcutFor(press('a', ctrl), false, true)).toBeNull();
    expect(shortcutFor(press('ArrowRight', ctrl), false, true)).toBeNull();
    expect(shortcutFor(press('z'), false, true)).toBeNull();
    expect(shortcutFor(press('?', { shiftKey: true }), false, true)).toBeNull();
  });

  test('the platform decides the modifier', () => {
    expect(isMacPlatform('MacIntel')).toBe(true);
    expect(isMacPlatform('iPhone')).toBe(true);
    expect(isMacPlatform('Win32')).toBe(false);
    expect(isMacPlatform('Linux x86_64')).toBe(false);
    expect(isMacPlatform('', 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0)')).toBe(true);
  });

  test('the dialog names the keys of the platform', () => {
    expect(shortcutList(true)).toContainEqual({ label: 'Print', keys: 'Command + P' });
    expect(shortcutList(false)).toContainEqual({ label: 'Print', keys: 'Ctrl + Shift + P' });
    expect(shortcutList(false)).toContainEqual({ label: 'Find in Page', keys: 'Ctrl + F' });
    expect(shortcutList(true).map((s) => s.label)).toEqual([
      'Next/Previous page',
      'Zoom in/out',
      'Print',
      'Download',
      'Zoom fit',
      'Create Annotation',
      'Add to Memorial',
      'Toggle Info Pane',
      'Toggle Filmstrip',
      'Find in Page',
      'Show this help',
    ]);
  });
});
