import { jest } from '@jest/globals';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { AlertProvider, useAlerts, type Alerts } from './AlertStack';

let alerts: Alerts;
function Grab() {
  // eslint-disable-next-line react-hooks/globals -- the test holds on to the hook's value to call it
  alerts = useAlerts();
  return null;
}

const texts = () => [...document.querySelectorAll('.alert-stack .alert__text')].map((e) => e.textContent);

describe('alert stack (accounts spec §4 Alerts)', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    render(
      <AlertProvider>
        <Grab />
      </AlertProvider>,
    );
  });
  afterEach(() => jest.useRealTimers());

  it('stacks alerts in order and removes each after its own lifetime', () => {
    act(() => {
      alerts.error('Could not save.');
      alerts.success('Saved.');
      alerts.warning('Read this.');
    });
    expect(texts()).toEqual(['Could not save.', 'Saved.', 'Read this.']);
    act(() => {
      jest.advanceTimersByTime(3000);
    });
    expect(texts()).toEqual(['Could not save.', 'Read this.']);
    act(() => {
      jest.advanceTimersByTime(2000);
    });
    expect(texts()).toEqual(['Read this.']);
    act(() => {
      jest.advanceTimersByTime(60_000);
    });
    expect(texts()).toEqual(['Read this.']);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(texts()).toEqual([]);
  });

  it('keeps an older alert on its own clock when another arrives', () => {
    act(() => alerts.success('First.'));
    act(() => {
      jest.advanceTimersByTime(2000);
    });
    act(() => alerts.success('Second.'));
    act(() => {
      jest.advanceTimersByTime(1000);
    });
    expect(texts()).toEqual(['Second.']);
  });
});

it('useAlerts outside a provider says what is missing', () => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
  expect(() => render(<Grab />)).toThrow(/AlertProvider/);
});
