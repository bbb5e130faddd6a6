import { serviceBase, signedTileUrl, splitSignedAddress } from './signedTiles';

describe('signed tile addresses', () => {
  test.each([
    ['/iiif/3/7/info.json?token=1700.abc', { path: '/iiif/3/7/info.json', query: 'token=1700.abc' }],
    ['/iiif/3/7/info.json', { path: '/iiif/3/7/info.json', query: '' }],
  ])('splitSignedAddress(%s)', (address, parts) => {
    expect(splitSignedAddress(address)).toEqual(parts);
  });

  test('serviceBase drops info.json', () => {
    expect(serviceBase('/iiif/3/7/info.json')).toBe('/iiif/3/7');
  });

  test.each([
    [
      'http://127.0.0.1:4000/iiif/3/7/0,0,512,512/512,/0/default.jpg',
      'token=1.a',
      '/iiif/3/7/0,0,512,512/512,/0/default.jpg?token=1.a',
    ],
    [
      'http://127.0.0.1:4000/iiif/3/7/full/max/0/default.jpg?x=1',
      'token=1.a',
      '/iiif/3/7/full/max/0/default.jpg?x=1&token=1.a',
    ],
    [
      'http://elsewhere/iiif/3/8/full/max/0/default.jpg',
      'token=1.a',
      'http://elsewhere/iiif/3/8/full/max/0/default.jpg?token=1.a',
    ],
    ['http://127.0.0.1:4000/iiif/3/7/full/max/0/default.jpg', '', '/iiif/3/7/full/max/0/default.jpg'],
  ])('signedTileUrl(%s, %s)', (tile, query, signed) => {
    expect(signedTileUrl(tile, 'http://127.0.0.1:4000/iiif/3/7', '/iiif/3/7', query)).toBe(signed);
  });
});
