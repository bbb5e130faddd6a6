import { portraitFeatures, portraitSvg, sitterOf } from './portraits';

describe('generated portraits', () => {
  it('draws two different people differently, and the same person the same way', () => {
    const svgs = Array.from({ length: 40 }, (_, i) => portraitSvg({ seed: 1000 + i, side: 'UNION', officer: false }));
    expect(new Set(svgs).size).toBe(svgs.length);
    expect(portraitSvg({ seed: 1000, side: 'UNION', officer: false })).toBe(svgs[0]);
  });

  it('varies faces, hair, beards and headgear across people', () => {
    const people = Array.from({ length: 60 }, (_, i) =>
      portraitFeatures({ seed: i + 1, side: 'UNION', officer: false }),
    );
    expect(new Set(people.map((p) => p.beard)).size).toBeGreaterThanOrEqual(5);
    expect(new Set(people.map((p) => p.hat)).size).toBeGreaterThanOrEqual(3);
    expect(new Set(people.map((p) => p.hairStyle)).size).toBeGreaterThanOrEqual(4);
    expect(new Set(people.map((p) => p.faceWidth.toFixed(2))).size).toBeGreaterThan(10);
  });

  it.each([
    [{ id: 1, conflict: 'Civil War', branch: 'U.S. Army', rank: 'Private' }, 'UNION', false],
    [{ id: 2, conflict: 'Civil War', branch: 'Confederate States Army', rank: 'Captain' }, 'CONFEDERATE', true],
    [{ id: 3, conflict: 'World War I', branch: 'U.S. Army', rank: 'Sergeant' }, 'MODERN', false],
  ] as const)('dresses %j for their side', (row, side, officer) => {
    expect(sitterOf(row)).toEqual({ seed: row.id, side, officer });
  });

  it('wears blue for the Union and grey or butternut for the Confederacy', () => {
    const union = portraitFeatures({ seed: 5, side: 'UNION', officer: false }).uniform;
    const confederate = portraitFeatures({ seed: 5, side: 'CONFEDERATE', officer: false }).uniform;
    const blueness = (hex: string) => parseInt(hex.slice(5, 7), 16) - parseInt(hex.slice(1, 3), 16);
    expect(blueness(union)).toBeGreaterThan(10);
    expect(blueness(confederate)).toBeLessThanOrEqual(0);
  });
});
