import { jest } from '@jest/globals';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useParams } from 'react-router';
import type { Atlas } from './atlas';
import { type AtlasLoader, BattleMap, type MapPoint } from './BattleMap';
import { chooseProjection, spreadPoints } from './projection';

const antietam: MapPoint = {
  battleId: 1,
  name: 'Battle of Antietam',
  latitude: 39.4734,
  longitude: -77.7444,
  when: 'September 17, 1862',
};
const gettysburg: MapPoint = {
  battleId: 7,
  name: 'Battle of Gettysburg',
  latitude: 39.8112,
  longitude: -77.2258,
  when: 'July 1 – July 3, 1863',
};
const argonne: MapPoint = {
  battleId: 3,
  name: 'Meuse-Argonne Offensive',
  latitude: 49.25,
  longitude: 5.0,
  when: 'September 26 – November 11, 1918',
};

// A square of "land" is enough to see outlines drawn; no atlas file is read in tests.
const square: Atlas = {
  land: {
    type: 'FeatureCollection',
    features: [
      {
        type: 'Feature',
        properties: {},
        geometry: {
          type: 'Polygon',
          coordinates: [
            [
              [-80, 35],
              [-70, 35],
              [-70, 45],
              [-80, 45],
              [-80, 35],
            ],
          ],
        },
      },
    ],
  },
  borders: {
    type: 'MultiLineString',
    coordinates: [
      [
        [-80, 40],
        [-70, 40],
      ],
    ],
  },
};

function BattleRoute() {
  return <p>Battle page {useParams().id}</p>;
}

async function renderMap(points: MapPoint[], highlightId?: number, loadAtlas: AtlasLoader = async () => square) {
  const loader = jest.fn(loadAtlas);
  render(
    <MemoryRouter initialEntries={['/regiment/1']}>
      <Routes>
        <Route
          path="/regiment/:id"
          element={
            <BattleMap points={points} highlightId={highlightId} caption="Battles of the 20th" loadAtlas={loader} />
          }
        />
        <Route path="/battle/:id" element={<BattleRoute />} />
      </Routes>
    </MemoryRouter>,
  );
  await act(async () => {});
  return loader;
}

test('draws one linked point per battle, named for screen readers, with outlines from the atlas', async () => {
  const loader = await renderMap([antietam, gettysburg]);
  expect(loader).toHaveBeenCalledWith('us');
  const links = screen.getAllByRole('link');
  expect(links.map((a) => a.getAttribute('aria-label'))).toEqual([
    'Battle of Antietam, September 17, 1862',
    'Battle of Gettysburg, July 1 – July 3, 1863',
  ]);
  expect(links.map((a) => a.getAttribute('href'))).toEqual(['/battle/1', '/battle/7']);
  expect(document.querySelectorAll('circle')).toHaveLength(2);
  // Gettysburg lies north-east of Antietam: further right and higher up on the drawing.
  const [a, g] = [...document.querySelectorAll('circle')].map((c) => ({
    x: Number(c.getAttribute('cx')),
    y: Number(c.getAttribute('cy')),
  }));
  expect(g.x).toBeGreaterThan(a.x);
  expect(g.y).toBeLessThan(a.y);
  expect(document.querySelector('.battle-map__land')?.getAttribute('d')).toMatch(/^M/);
  expect(screen.getByRole('group', { name: 'Battles of the 20th' })).toBeTruthy();
});

test('a point leads to its battle page', async () => {
  await renderMap([antietam, gettysburg]);
  fireEvent.click(screen.getByRole('link', { name: /Gettysburg/ }));
  expect(screen.getByText('Battle page 7')).toBeTruthy();
});

test('the highlighted battle is drawn larger, last, named on the map and marked as the current page', async () => {
  await renderMap([antietam, gettysburg], 1);
  const current = screen.getByRole('link', { name: /Antietam/ });
  expect(current.getAttribute('aria-current')).toBe('page');
  expect(current.querySelector('circle')?.getAttribute('r')).toBe('10');
  expect(screen.getAllByRole('link').at(-1)).toBe(current);
  expect(document.querySelector('.battle-map__label')?.textContent).toBe('Battle of Antietam');
});

test('battles abroad switch to a world map fitted around them', async () => {
  const loader = await renderMap([argonne]);
  expect(loader).toHaveBeenCalledWith('world');
  expect(chooseProjection([antietam]).kind).toBe('us');
  expect(chooseProjection([antietam, argonne]).kind).toBe('world');
  const circle = document.querySelector('circle')!;
  // One battle abroad sits in the middle of its frame, not in a corner of the world.
  expect(Math.abs(Number(circle.getAttribute('cx')) - 480)).toBeLessThan(40);
  expect(Math.abs(Number(circle.getAttribute('cy')) - 300)).toBeLessThan(40);
});

test('the points still show when the outlines cannot be loaded', async () => {
  await renderMap([antietam], undefined, async () => {
    throw new Error('offline');
  });
  expect(screen.getAllByRole('link')).toHaveLength(1);
  expect(document.querySelector('.battle-map__land')).toBeNull();
});

test('no battles, no map', async () => {
  await renderMap([]);
  expect(document.querySelector('svg')).toBeNull();
});

test('battles a few miles apart are parted so each can be picked, near where they were fought', () => {
  const spread = spreadPoints(
    [
      { x: 100, y: 100 },
      { x: 103, y: 100 },
      { x: 100, y: 100 },
      { x: 400, y: 300 },
    ],
    16,
  );
  for (let i = 0; i < spread.length; i++) {
    for (let j = i + 1; j < spread.length; j++)
      expect(Math.hypot(spread[i].x - spread[j].x, spread[i].y - spread[j].y)).toBeGreaterThanOrEqual(15.9);
  }
  expect(spread[3]).toEqual({ x: 400, y: 300 });
  for (const p of spread.slice(0, 3)) expect(Math.hypot(p.x - 100, p.y - 100)).toBeLessThan(20);
});

test('battles in the lower 48 get a map zoomed to them; Hawaii keeps the whole country', () => {
  const pearlHarbor: MapPoint = {
    battleId: 9,
    name: 'Attack on Pearl Harbor',
    latitude: 21.36,
    longitude: -157.95,
    when: 'December 7, 1941',
  };
  const { projection } = chooseProjection([antietam, gettysburg]);
  const [a, g] = [antietam, gettysburg].map((p) => projection([p.longitude, p.latitude])!);
  // Zoomed in: the two battlefields, 40 miles apart, are far more than a point's width apart.
  expect(Math.hypot(a[0] - g[0], a[1] - g[1])).toBeGreaterThan(40);
  expect(chooseProjection([antietam, pearlHarbor]).kind).toBe('us');
});
