import { jest } from '@jest/globals';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { SuggestInput, type SuggestItem } from './SuggestInput';

const names: SuggestItem[] = Array.from({ length: 12 }, (_, i) => ({
  value: `Smith${i}`,
  label: `Smith${i}`,
  count: 100 - i,
}));

function Box({ fetch }: { fetch: (prefix: string) => Promise<readonly SuggestItem[]> }) {
  const [value, setValue] = useState('');
  return <SuggestInput aria-label="Last name" value={value} onChange={setValue} fetchSuggestions={fetch} />;
}

async function typeAndWait(text: string) {
  fireEvent.change(screen.getByRole('combobox', { name: 'Last name' }), { target: { value: text } });
  await act(async () => {
    jest.advanceTimersByTime(200);
  });
}

describe('SuggestInput', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('asks once per pause in typing and lists at most 10 suggestions', async () => {
    const fetch = jest.fn(async (_prefix: string) => names);
    render(<Box fetch={fetch} />);
    fireEvent.change(screen.getByRole('combobox'), { target: { value: 'Sm' } });
    act(() => {
      jest.advanceTimersByTime(100);
    });
    await typeAndWait('Smi');
    expect(fetch.mock.calls).toEqual([['Smi']]);
    expect(screen.getAllByRole('option')).toHaveLength(10);
    expect(screen.getByRole('combobox').getAttribute('aria-expanded')).toBe('true');
  });

  it('moves through the list with the arrows, takes a suggestion with Enter, and closes on Escape', async () => {
    render(<Box fetch={async () => names.slice(0, 3)} />);
    await typeAndWait('Smi');
    const box = screen.getByRole('combobox');
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    const options = screen.getAllByRole('option');
    expect(options[1].getAttribute('aria-selected')).toBe('true');
    expect(box.getAttribute('aria-activedescendant')).toBe(options[1].id);
    fireEvent.keyDown(box, { key: 'ArrowUp' });
    fireEvent.keyDown(box, { key: 'ArrowUp' });
    expect(screen.getAllByRole('option')[2].getAttribute('aria-selected')).toBe('true'); // wraps to the last
    fireEvent.keyDown(box, { key: 'Escape' });
    expect(box.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('listbox')).toBeNull(); // hidden
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    expect(box.getAttribute('aria-expanded')).toBe('true');
    fireEvent.keyDown(box, { key: 'Enter' });
    expect((box as HTMLInputElement).value).toBe('Smith0');
    expect(box.getAttribute('aria-expanded')).toBe('false');
  });

  it('closes when its form is submitted, and a fetch still under way does not open it again', async () => {
    const onSubmit = jest.fn((e: { preventDefault: () => void }) => e.preventDefault());
    let release: (items: readonly SuggestItem[]) => void = () => {};
    const fetch = jest
      .fn<(prefix: string) => Promise<readonly SuggestItem[]>>()
      .mockResolvedValueOnce(names.slice(0, 3))
      .mockImplementationOnce(() => new Promise((resolve) => (release = resolve)));
    render(
      <form onSubmit={onSubmit}>
        <Box fetch={fetch} />
      </form>,
    );
    await typeAndWait('Smi');
    const box = screen.getByRole('combobox');
    expect(box.getAttribute('aria-expanded')).toBe('true');
    fireEvent.submit(box.closest('form')!);
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(box.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('listbox')).toBeNull();

    await typeAndWait('Smit'); // the fetch for Smit is still out when the form is submitted
    fireEvent.submit(box.closest('form')!);
    await act(async () => release(names.slice(0, 3)));
    expect(box.getAttribute('aria-expanded')).toBe('false');
  });

  it('asks nothing for a single letter and survives a failing fetch', async () => {
    const fetch = jest.fn(async (_prefix: string): Promise<readonly SuggestItem[]> => {
      throw new Error('down');
    });
    render(<Box fetch={fetch} />);
    await typeAndWait('S');
    expect(fetch).not.toHaveBeenCalled();
    await typeAndWait('Sm');
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(screen.queryAllByRole('option')).toHaveLength(0);
  });
});
