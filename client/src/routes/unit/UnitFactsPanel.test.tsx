import { render, screen, within } from '@testing-library/react';
import { makeFragmentData } from '../../__generated__';
import type { UnitFactsPanel_FactsFragment } from '../../__generated__/graphql';
import { UnitFactsPanel, UnitFactsPanel_facts } from './UnitFactsPanel';

const facts = (overrides: Partial<UnitFactsPanel_FactsFragment> = {}) =>
  makeFragmentData(
    {
      numberOfSoldiers: 1234,
      averageAgeAtEnlistment: 23.4,
      medianAgeAtEnlistment: 22,
      diedInWar: 180,
      diedInUnit: 175,
      woundedInUnit: 40,
      prisonerOfWarWhileInRegiment: 12,
      mostCommonEnlistmentPlace: {
        place: { name: 'Portland', label: 'Portland, Cumberland, Maine, United States' },
        soldiers: 310,
      },
      mostCommonEnlistmentDate: { date: '1862-08-20', soldiers: 95 },
      firstEnlistmentDate: '1862-07-02',
      ...overrides,
    },
    UnitFactsPanel_facts,
  );

const stat = (label: string) => screen.getByText(label).closest('li')!.querySelector('strong')!.textContent;

test('shows every unit fact of §3.7 with its label', () => {
  render(<UnitFactsPanel facts={facts()} unit="regiment" />);
  expect(stat('soldiers on record')).toBe('1,234');
  expect(stat('died in the war')).toBe('180');
  expect(stat('died in the regiment')).toBe('175');
  expect(stat('wounded')).toBe('40');
  expect(stat('prisoners of war')).toBe('12');
  expect(stat('average age at enlistment')).toBe('23.4');
  expect(stat('median age at enlistment')).toBe('22');
  const notes = within(screen.getByRole('region', { name: 'The soldiers in the records' }));
  expect(notes.getByText('Portland, Cumberland, Maine, United States').parentElement!.textContent).toBe(
    'Most enlisted at Portland, Cumberland, Maine, United States (310 soldiers).',
  );
  expect(notes.getByText('August 20, 1862')).toBeTruthy();
  expect(notes.getByText('July 2, 1862')).toBeTruthy();
});

test('a median between two ages keeps its half; facts the records cannot give are left out', () => {
  render(
    <UnitFactsPanel
      facts={facts({
        medianAgeAtEnlistment: 21.5,
        averageAgeAtEnlistment: null,
        mostCommonEnlistmentPlace: null,
        mostCommonEnlistmentDate: null,
        firstEnlistmentDate: null,
      })}
      unit="company"
    />,
  );
  expect(stat('median age at enlistment')).toBe('21.5');
  expect(screen.queryByText('average age at enlistment')).toBeNull();
  expect(screen.getByText('died in the company')).toBeTruthy();
  expect(screen.queryByText(/Most enlisted at/)).toBeNull();
});

test('a unit with no soldiers on record says so in words rather than a row of zeros', () => {
  render(
    <UnitFactsPanel
      facts={facts({
        numberOfSoldiers: 0,
        diedInWar: 0,
        diedInUnit: 0,
        woundedInUnit: 0,
        prisonerOfWarWhileInRegiment: 0,
        averageAgeAtEnlistment: null,
        medianAgeAtEnlistment: null,
        mostCommonEnlistmentPlace: null,
        mostCommonEnlistmentDate: null,
        firstEnlistmentDate: null,
      })}
      unit="battery"
    />,
  );
  expect(screen.getByText('No index records name this battery yet, so there is nothing to count.')).toBeTruthy();
  expect(screen.queryByText('soldiers on record')).toBeNull();
  expect(document.querySelector('.unit-facts__notes')).toBeNull();
});
