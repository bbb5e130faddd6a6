import { verifyImageAccessToken, verifyViewerAddress } from '@muster/contract/node';
import { ANONYMOUS } from '../auth/identity';
import { imageAddresses } from './image-addresses';

const SECRET = 'test-secret';
const NOW = 1_700_000_000_000;
const member = { ...ANONYMOUS, userId: 7, accountStatus: 'annual-subscriber' };

describe('imageAddresses', () => {
  test('tileSource is the site-relative info.json with a token the image service accepts for this caller only', () => {
    const address = imageAddresses(member, SECRET, () => NOW).tileSource(42);
    expect(address).toMatch(/^\/iiif\/3\/42\/info\.json\?token=\d+\.[A-Za-z0-9_-]{43}$/);
    const token = new URL(address, 'http://x').searchParams.get('token')!;
    expect(verifyImageAccessToken(token, 42, 7, SECRET, NOW)).toEqual({ ok: true, timestamp: NOW });
    expect(verifyImageAccessToken(token, 42, null, SECRET, NOW)).toEqual({ ok: false, failure: 'mismatch' });
    expect(verifyImageAccessToken(token, 43, 7, SECRET, NOW)).toEqual({ ok: false, failure: 'mismatch' });
  });

  test('once staff replaced or turned the scan, its addresses name the revision, signed into viewer addresses', () => {
    const addresses = imageAddresses(member, SECRET, () => NOW);
    expect(addresses.tileSource(42, 0)).not.toContain('v=');
    expect(addresses.tileSource(42, 3)).toMatch(/&v=3$/);
    const query = addresses.viewerImage(42, { action: 'view', revision: 3 }).split('?')[1]!;
    expect(new URLSearchParams(query).get('v')).toBe('3');
    expect(verifyViewerAddress(query, 42, 7, SECRET, NOW).ok).toBe(true);
    expect(verifyViewerAddress(query.replace('v=3', 'v=2'), 42, 7, SECRET, NOW).ok).toBe(false);
  });

  test('viewerImage is the signed viewer address under /download/jpg for this caller', () => {
    const address = imageAddresses(ANONYMOUS, SECRET, () => NOW).viewerImage(42, {
      width: 300,
      contrast: 20,
      action: 'download',
    });
    expect(address).toMatch(/^\/download\/jpg\/42\.jpg\?/);
    const query = address.slice(address.indexOf('?') + 1);
    expect(new URLSearchParams(query).get('action')).toBe('download');
    expect(verifyViewerAddress(query, 42, null, SECRET, NOW)).toEqual({ ok: true, timestamp: NOW });
    expect(verifyViewerAddress(query, 42, 7, SECRET, NOW)).toEqual({ ok: false, failure: 'mismatch' });
    expect(verifyViewerAddress(query.replace('width=300', 'width=3000'), 42, null, SECRET, NOW).ok).toBe(false);
  });
});
