import { statisticsDue } from './table-statistics';

test('statistics are due each time the records double from 1,000 on, not at every batch', () => {
  expect(statisticsDue(30, 530)).toBe(false);
  expect(statisticsDue(530, 1030)).toBe(true);
  expect(statisticsDue(1030, 1530)).toBe(false);
  expect(statisticsDue(1530, 2030)).toBe(true);
  expect(statisticsDue(1_000_000, 1_002_000)).toBe(false);
  expect(statisticsDue(1_023_000, 1_025_000)).toBe(true);
  // A million-row import into an empty archive analyses ten times (batches of 500).
  let due = 0;
  for (let top = 0; top < 1_000_000; top += 500) if (statisticsDue(top, top + 500)) due++;
  expect(due).toBe(10);
});
