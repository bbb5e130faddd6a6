import { jest } from '@jest/globals';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { Alert, type AlertKind } from './Alert';

describe('Alert (accounts spec §4)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it.each<[AlertKind, number | null]>([
    ['success', 3000],
    ['error', 5000],
    ['warning', null],
  ])('%s alert closes after %s ms', (kind, lifetime) => {
    const onClose = jest.fn();
    render(
      <Alert kind={kind} onClose={onClose}>
        Saved
      </Alert>,
    );
    act(() => {
      jest.advanceTimersByTime((lifetime ?? 60_000) - 1);
    });
    expect(onClose).not.toHaveBeenCalled();
    act(() => {
      jest.advanceTimersByTime(1);
    });
    expect(onClose).toHaveBeenCalledTimes(lifetime === null ? 0 : 1);
  });

  it('closes with its button', () => {
    const onClose = jest.fn();
    render(
      <Alert kind="warning" onClose={onClose}>
        Careful
      </Alert>,
    );
    expect(screen.getByRole('alert').textContent).toContain('Careful');
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalled();
  });
});
