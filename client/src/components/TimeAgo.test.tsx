import { render, screen } from '@testing-library/react';
import { formatDay } from '../lib/dates';
import { TimeAgo } from './TimeAgo';

const DAY = 24 * 60 * 60 * 1000;

describe('TimeAgo', () => {
  it.each([
    [30 * 1000, 'just now'],
    [3 * DAY, '3 days ago'],
    [45 * DAY, 'a month ago'],
  ])('%d ms ago reads "%s", with the instant and its day kept', (ago, text) => {
    const when = new Date(Date.now() - ago).toISOString();
    render(<TimeAgo when={when} />);
    const time = screen.getByText(text);
    expect(time.tagName).toBe('TIME');
    expect(time.getAttribute('dateTime')).toBe(when);
    expect(time.getAttribute('title')).toBe(formatDay(when));
  });
});
