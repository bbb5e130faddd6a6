import { popupFeatures, popupOutcome } from './providerPopup';
import { stepOf } from './useProviderSignIn';

const ORIGIN = 'https://muster.example';
const popup = {} as Window;
const message = (data: unknown, { origin = ORIGIN, source = popup as unknown } = {}) =>
  ({ data, origin, source }) as MessageEvent;

describe('the popup message', () => {
  it.each([
    [
      'the popup, this origin, this provider',
      message({ key: 'genealogy', authResults: { status: 'SUCCESS' } }),
      { authResults: { status: 'SUCCESS' } },
    ],
    ['an error', message({ key: 'genealogy', error: 'FAILED' }), { error: 'FAILED' }],
    ['an unknown error', message({ key: 'genealogy', error: 'weird' }), { error: 'ERROR' }],
    [
      'another origin',
      message({ key: 'genealogy', authResults: { status: 'SUCCESS' } }, { origin: 'https://evil.example' }),
      null,
    ],
    ['another window', message({ key: 'genealogy', authResults: { status: 'SUCCESS' } }, { source: {} }), null],
    ['another provider', message({ key: 'facebook', authResults: { status: 'SUCCESS' } }), null],
    ['no data', message(null), null],
  ])('from %s', (_what, event, expected) => {
    expect(popupOutcome(event, popup, ORIGIN)).toEqual(expected);
  });
});

describe('the step a result leads to (accounts spec §4)', () => {
  it.each([
    [{ status: 'SUCCESS' as const }, null],
    [
      { status: 'AMBIGUOUS' as const, usernames: ['a', 'b'] },
      { name: 'dedupe', usernames: ['a', 'b'] },
    ],
    [{ status: 'NOT_FOUND' as const }, { name: 'choice' }],
    [
      { status: 'UNLINKED' as const, login: 'basic@muster.test' },
      { name: 'link', login: 'basic@muster.test', fromChoice: false },
    ],
  ])('%j', (results, step) => {
    expect(stepOf(results)).toEqual(step);
  });
});

it('centres a 500×550 popup over the window', () => {
  const win = { screenX: 100, screenY: 50, outerWidth: 1300, outerHeight: 950 } as Window;
  expect(popupFeatures({ width: 500, height: 550 }, win)).toBe('popup=yes,width=500,height=550,left=500,top=250');
});
