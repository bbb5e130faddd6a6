import { StrictMode } from 'react';
import { jest } from '@jest/globals';
import { render, screen, waitFor } from '@testing-library/react';
import { MockedProvider } from '@apollo/client/testing/react';
import { MemoryRouter } from 'react-router';

/**
 * OpenSeadragon needs a canvas, which jsdom has not: it is replaced by a stand-in that adds the container
 * OpenSeadragon adds, keeps its overlays as elements and counts live viewers. Everything of ours is real.
 */
const live = new Set<object>();
const calls: { rotation?: number; flip?: boolean; fits: number } = { fits: 0 };

function FakeViewer(this: any, options: { element: HTMLElement }) {
  const container = document.createElement('div');
  container.className = 'openseadragon-container';
  options.element.appendChild(container);
  const handlers: Record<string, () => void> = {};
  live.add(this);
  Object.assign(this, {
    addHandler: (name: string, fn: () => void) => {
      handlers[name] = fn;
      if (name === 'open') setTimeout(() => fn(), 0);
    },
    destroy: () => {
      container.remove();
      live.delete(this);
    },
    addOverlay: ({ element }: { element: HTMLElement }) => container.appendChild(element),
    removeOverlay: (element: HTMLElement) => element.remove(),
    forceRedraw: () => undefined,
    world: { update: () => undefined },
    viewport: {
      setRotation: (r: number) => {
        calls.rotation = r;
      },
      setFlip: (f: boolean) => {
        calls.flip = f;
      },
      fitBounds: () => {
        calls.fits++;
      },
      imageToViewportRectangle: (x: number, y: number, w: number, h: number) => ({ x, y, w, h }),
      goHome: () => undefined,
      zoomBy: () => undefined,
      applyConstraints: () => undefined,
    },
  });
}
class FakeTileSource {
  getTileUrl() {
    return '/tile';
  }
  configure(info: unknown) {
    return info;
  }
}
const OSD = Object.assign((options: { element: HTMLElement }) => new (FakeViewer as any)(options), {
  IIIFTileSource: FakeTileSource,
});
jest.unstable_mockModule('openseadragon', () => ({ default: OSD }));

const { makeFragmentData } = await import('../__generated__');
const { ScanViewer, ScanViewer_image } = await import('./ScanViewer');
const { Thumbnail_thumbnail } = await import('../components/Thumbnail');
const denyThumbnail = makeFragmentData(
  { url: '/thumbnail/IMAGE/101.jpg', width: 200, height: 200, title: 'Muster roll, page 1' },
  Thumbnail_thumbnail,
);

const image = makeFragmentData(
  {
    title: 'Muster roll, page 1',
    tileSource: '/iiif/3/101/info.json?token=t',
    width: 2800,
    height: 2000,
    viewDenial: null,
    denyThumbnail,
  },
  ScanViewer_image,
);
const info = { id: 'http://x/iiif/3/101', width: 2800, height: 2000 };

beforeEach(() => {
  live.clear();
  calls.fits = 0;
  // The image service's info.json (outside the client); jsdom has no Response, so a minimal one.
  globalThis.fetch = (async () => ({ ok: true, status: 200, json: async () => info })) as unknown as typeof fetch;
});

describe('ScanViewer', () => {
  test('a StrictMode double mount leaves exactly one viewer', async () => {
    render(
      <StrictMode>
        <ScanViewer image={image} />
      </StrictMode>,
    );
    await waitFor(() => expect(screen.queryByText('Loading the scan…')).toBeNull());
    expect(document.querySelectorAll('.openseadragon-container')).toHaveLength(1);
    expect(live.size).toBe(1);
  });

  test('unmounting destroys the viewer', async () => {
    const { unmount } = render(<ScanViewer image={image} />);
    await waitFor(() => expect(live.size).toBe(1));
    unmount();
    expect(live.size).toBe(0);
  });

  test('every word of every find hit is highlighted, the current one marked and brought into view', async () => {
    const hits = [
      [{ x: 1, y: 2, w: 3, h: 4 }],
      [
        { x: 10, y: 2, w: 3, h: 4 },
        { x: 20, y: 2, w: 3, h: 4 },
      ],
    ];
    const { rerender } = render(<ScanViewer image={image} hits={hits} currentHit={0} />);
    await waitFor(() => expect(document.querySelectorAll('.scan-viewer__hit')).toHaveLength(3));
    expect(
      [...document.querySelectorAll('.scan-viewer__hit--current')].map((e) => (e as HTMLElement).dataset.hit),
    ).toEqual(['0']);
    const fits = calls.fits;
    rerender(<ScanViewer image={image} hits={hits} currentHit={1} />);
    expect(
      [...document.querySelectorAll('.scan-viewer__hit--current')].map((e) => (e as HTMLElement).dataset.hit),
    ).toEqual(['1', '1']);
    expect(calls.fits).toBe(fits + 1);
    rerender(<ScanViewer image={image} hits={[]} />);
    expect(document.querySelectorAll('.scan-viewer__hit')).toHaveLength(0);
  });

  test('adjustments: colours through an SVG filter on the canvas, rotation and flip on the viewport', async () => {
    const { container, rerender } = render(<ScanViewer image={image} />);
    await waitFor(() => expect(screen.queryByText('Loading the scan…')).toBeNull());
    expect(container.querySelector('filter')).toBeNull();
    rerender(
      <ScanViewer
        image={image}
        adjustments={{ brightness: 20, contrast: 0, invert: true, rotation: 90, flip: true }}
      />,
    );
    const filter = container.querySelector('filter')!;
    expect(filter.querySelectorAll('feComponentTransfer')).toHaveLength(2);
    expect(filter.querySelector('feFuncR')!.getAttribute('intercept')).toBe(String(51 / 255));
    expect(
      (container.querySelector('.scan-viewer__canvas') as HTMLElement).style.getPropertyValue('--scan-filter'),
    ).toBe(`url(#${filter.id})`);
    expect(calls).toMatchObject({ rotation: 90, flip: true });
  });

  test('a page the gateway denies shows the deny dialog without asking the image service', async () => {
    let fetched = 0;
    globalThis.fetch = (async () => {
      fetched += 1;
      return { ok: true, status: 200, json: async () => info };
    }) as unknown as typeof fetch;
    const denied = makeFragmentData(
      { ...image, tileSource: null, viewDenial: { requirement: 'SUBSCRIBE' } } as never,
      ScanViewer_image,
    );
    render(
      <MockedProvider>
        <MemoryRouter>
          <ScanViewer image={denied} />
        </MemoryRouter>
      </MockedProvider>,
    );
    expect(await screen.findByRole('dialog')).toBeTruthy();
    expect(screen.getByText('You need a subscription to view this image.')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('This scan is for subscribers.');
    expect(fetched).toBe(0);
  });

  test('the image service’s 403 with a requirement opens the deny dialog too', async () => {
    globalThis.fetch = (async () => ({
      ok: false,
      status: 403,
      json: async () => ({ requirement: 'login', minimumAccountStatus: 'non-subscriber' }),
    })) as unknown as typeof fetch;
    render(
      <MockedProvider>
        <MemoryRouter>
          <ScanViewer image={image} />
        </MemoryRouter>
      </MockedProvider>,
    );
    expect(await screen.findByRole('dialog')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Register for free' })).toBeTruthy();
  });
});
