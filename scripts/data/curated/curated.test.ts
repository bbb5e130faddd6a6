import { faker } from '@faker-js/faker';
import { PlaceIndex } from '../build/places';
import { buildUnits } from '../build/units';
import { battles } from './battles';
import { conflicts, conflictNamed } from './conflicts';
import { publications } from './publications';
import { regiments } from './regiments';

const requiredConflicts = [
  'Revolutionary War',
  'War of 1812',
  'Mexican-American War',
  'Civil War',
  'Indian Wars',
  'Spanish-American War',
  'Philippine-American War',
  'World War I',
  'World War II',
  'Korean War',
  'Vietnam War',
];

describe('curated data', () => {
  it('covers every conflict from the Revolution to Vietnam, each with battles and publications', () => {
    expect(conflicts.map((c) => c.name)).toEqual(requiredConflicts);
    for (const name of requiredConflicts) {
      expect(battles.some((b) => b.conflict === name)).toBe(true);
      expect(publications.some((p) => p.conflict === name)).toBe(true);
    }
  });

  it('has at least 100 battles with valid coordinates and dates inside their conflict', () => {
    expect(battles.length).toBeGreaterThanOrEqual(100);
    expect(new Set(battles.map((b) => `${b.conflict}|${b.name}`)).size).toBe(battles.length);
    for (const b of battles) {
      const conflict = conflictNamed(b.conflict);
      expect(Math.abs(b.latitude)).toBeLessThanOrEqual(90);
      expect(Math.abs(b.longitude)).toBeLessThanOrEqual(180);
      expect(b.start).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(b.end >= b.start).toBe(true);
      expect(Number(b.start.slice(0, 4))).toBeGreaterThanOrEqual(conflict.startYear);
      expect(Number(b.end.slice(0, 4))).toBeLessThanOrEqual(conflict.endYear);
      expect(['BATTLE', 'SKIRMISH']).toContain(b.subType);
      expect(b.description.length).toBeGreaterThan(60);
    }
    const lexington = battles.find((b) => b.name === 'Battles of Lexington and Concord')!;
    expect([lexington.start, lexington.latitude, lexington.longitude]).toEqual(['1775-04-19', 42.449, -71.23]);
  });

  it('has at least 30 publications mixing free, registered and subscriber access', () => {
    expect(publications.length).toBeGreaterThanOrEqual(30);
    expect(new Set(publications.map((p) => p.access))).toEqual(new Set(['PUBLIC', 'REGISTERED', 'SUBSCRIBER']));
    expect(new Set(publications.map((p) => p.slug)).size).toBe(publications.length);
    expect(publications.map((p) => p.slug)).toEqual(
      expect.arrayContaining(['vietnam-veterans-memorial', 'uss-arizona-memorial']),
    );
  });

  it('links every regiment to battles of its own conflict', () => {
    expect(() => buildUnits(new PlaceIndex(), faker)).not.toThrow();
    for (const name of [
      '20th Maine Infantry',
      '54th Massachusetts Infantry',
      '1st U.S. Volunteer Cavalry',
      '369th Infantry Regiment',
      '442nd Regimental Combat Team',
      '7th Cavalry Regiment',
      '1st Marine Regiment',
    ]) {
      expect(regiments.some((r) => r.name === name)).toBe(true);
    }
  });
});
